import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../core/local/ports.js";

/** `npm start`'s entry point, run as a user would; resolves once `until` shows in its output. */
function start(dataDir: string, port: number, until: RegExp, env: Record<string, string> = {}, { ownGroup = false } = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "functions/local.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_TOKEN: "", LOG_LEVEL: "WARN", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, as a terminal gives the command it runs: Ctrl-C signals the group.
    detached: ownGroup,
  });
  let out = "";
  const ready = new Promise<string>((resolve, reject) => {
    // The bar is 30 s on an idle machine; under a parallel test run allow more.
    const timer = setTimeout(() => reject(new Error(`not serving within 60 s:\n${out}`)), 60_000);
    const onData = (d: Buffer) => {
      out += d;
      if (until.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
  return { child, ready };
}

const descendants = (pid: number): number[] => {
  try {
    const kids = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((s) => Number(s.trim()))
      .filter(Boolean);
    return kids.flatMap((k) => [k, ...descendants(k)]);
  } catch {
    return [];
  }
};
/** Running (a zombie has exited and only waits for init to reap it). */
const running = (pids: number[]) => {
  if (!pids.length) return "";
  try {
    return execFileSync("ps", ["-o", "pid=,stat=,args=", "-p", pids.join(",")], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.trim() && !/^\s*\d+\s+Z/.test(line))
      .join("\n");
  } catch {
    return ""; // ps exits 1 when none of the pids exists
  }
};
const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });

describe("npm start (embedded local runtime)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "pds-data-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("serves on a fresh data folder, prints a working demo key, stops cleanly and keeps data", async () => {
    const port = await freePort();
    const first = start(dataDir, port, /curl -H/);
    const out = await first.ready;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const key = /^\s+(pds_\S+)$/m.exec(out)?.[1];
    expect(key, out).toBeTruthy();

    expect(await (await fetch(`${base}/health`)).json()).toMatchObject({ status: "ok" });
    const anon = await fetch(`${base}/me`);
    expect(anon.status).toBe(401);
    expect(((await anon.json()) as { request_id: string }).request_id).toBe(anon.headers.get("x-request-id"));
    const me = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { company: { name: string } }).company.name).toBe("Demo Company");

    const children = descendants(first.child.pid!);
    expect(running(children)).toMatch(/java .*DynamoDBLocal\.jar/);
    expect(await stop(first.child)).toBe(0);
    // The Java process may take a moment to be gone after its parent: poll, then check exactly.
    for (let i = 0; i < 50 && running(children); i++) await new Promise((r) => setTimeout(r, 100));
    expect(running(children)).toBe("");

    // A restart on the same folder keeps the data: the old key works, no second demo company.
    const second = start(dataDir, port, /admin: /);
    const out2 = await second.ready;
    expect(out2).not.toMatch(/Demo company/);
    const again = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(again.status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 180_000);
});

describe("a newcomer's first start that stops", () => {
  const root = mkdtempSync(join(tmpdir(), "pds-first-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", resolve));

  it("on a configuration error, says what is wrong before touching the data folder", async () => {
    const dataDir = join(root, "bad-config");
    const run = start(dataDir, await freePort(), /$^/, { ADMIN_TOKEN: "short" });
    run.ready.catch(() => undefined);
    let out = "";
    run.child.stderr!.on("data", (d) => (out += d));
    expect(await exited(run.child)).toBe(1);
    expect(out).toMatch(/ADMIN_TOKEN must be at least 16 characters/);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it("after a start that could not serve (port taken), the next start still creates the demo company", async () => {
    const dataDir = join(root, "port-taken");
    const port = await freePort();
    const squatter = createServer();
    await new Promise<void>((r) => squatter.listen(port, "127.0.0.1", r));
    const failed = start(dataDir, port, /$^/);
    failed.ready.catch(() => undefined);
    let out = "";
    failed.child.stderr!.on("data", (d) => (out += d));
    expect(await exited(failed.child)).toBe(1);
    expect(out).toMatch(/Cannot serve on 127\.0\.0\.1:\d+/);
    expect(existsSync(join(dataDir, "dynamodb"))).toBe(true);
    await new Promise((r) => squatter.close(r));

    const next = start(dataDir, port, /curl -H/);
    const started = await next.ready;
    expect(started).toMatch(/Demo company \S+ created/);
    expect(existsSync(join(dataDir, "demo-key"))).toBe(true);
    expect(await stop(next.child)).toBe(0);
  }, 180_000);
});

/** A first start in its own process group (as a terminal runs it), with the demo key's headers. */
async function startDemo(dataDir: string) {
  const port = await freePort();
  const run = start(dataDir, port, /curl -H/, {}, { ownGroup: true });
  const key = /^\s+(pds_\S+)$/m.exec(await run.ready)![1];
  return {
    port,
    run,
    base: `http://127.0.0.1:${port}/api/v1`,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
  };
}

describe("stopping while requests are in flight", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "pds-stop-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("SIGTERM to the process group (as Ctrl-C): every request answered, none 5xx but a retryable 503, only answered work charged", async () => {
    const { port, run, base, headers } = await startDemo(dataDir);
    const exited = new Promise<number | null>((resolve) => run.child.once("exit", resolve));

    // 60 charging requests at once (5 credits each); the group is signalled once the first is answered.
    let signalled = false;
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        try {
          const res = await fetch(`${base}/search`, { method: "POST", headers, body: JSON.stringify({ query: `oak table ${i}` }) });
          const body = (await res.json()) as { error_type?: string; retryable?: boolean; code?: string };
          if (!signalled) {
            signalled = true;
            process.kill(-run.child.pid!, "SIGTERM");
          }
          return { status: res.status, body };
        } catch (err) {
          return { status: 0, body: { error: String((err as Error).cause ?? err) } };
        }
      }),
    );
    expect(await exited).toBe(0);
    const statuses = outcomes.map((o) => o.status);
    expect(
      statuses.filter((s) => s !== 200 && s !== 503),
      JSON.stringify(outcomes.filter((o) => o.status !== 200).slice(0, 3)),
    ).toEqual([]);
    for (const o of outcomes.filter((o) => o.status === 503)) {
      expect(o.body).toMatchObject({ error_type: "service_unavailable", code: "stopping", retryable: true });
    }
    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBeGreaterThan(0);

    // After a restart the ledger holds exactly the answered searches.
    const again = start(dataDir, port, /admin: /);
    await again.ready;
    const balance = (await (await fetch(`${base}/credits/balance`, { headers })).json()) as { balance: number };
    expect(balance.balance).toBe(1000 - 5 * answered);
    expect(await stop(again.child)).toBe(0);
  }, 240_000);
});

describe("killed while charging", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "pds-kill-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("SIGKILL under 60 charging requests: after a restart every charge names its job, and each job kept its credits or gave them back", async () => {
    const { port, run, base, headers } = await startDemo(dataDir);
    const exited = new Promise((resolve) => run.child.once("exit", resolve));

    let killed = false;
    const answered = new Set<string>();
    await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        try {
          const res = await fetch(`${base}/search`, { method: "POST", headers, body: JSON.stringify({ query: `oak table ${i}` }) });
          const body = (await res.json()) as { id: string };
          if (res.status === 200) answered.add(body.id);
        } catch {
          // cut by the kill
        }
        if (!killed) {
          killed = true;
          process.kill(run.child.pid!, "SIGKILL"); // the service alone: its JVM watcher stops DynamoDB Local
        }
      }),
    );
    await exited;

    // A supervisor restarts the killed service on its port; the kernel may hold that port a moment
    // longer (EADDRINUSE), so the restart is retried as a supervisor would.
    let again = start(dataDir, port, /admin: /);
    for (let attempt = 1; ; attempt++) {
      const error = await again.ready.then(
        () => undefined,
        (e: Error) => e,
      );
      if (!error) break;
      if (attempt >= 10 || !/EADDRINUSE/.test(error.message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      again = start(dataDir, port, /admin: /);
    }
    type Row = { amount: number; work_id: string | null; service: string };
    const ledger = async () => {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const res = (await (await fetch(`${base}/credits/usage?limit=100&page=${page}`, { headers })).json()) as { data: Row[] };
        rows.push(...res.data);
        if (res.data.length < 100) return rows;
      }
    };
    const status = async (id: string) => ((await (await fetch(`${base}/search/${id}`, { headers })).json()) as { status: string }).status;
    // Recovery fails and refunds the jobs whose requests died with the process: wait until no job
    // is processing and every failed one has its refund (the refund is written after the failure).
    let rows: Row[] = [];
    const debits = () => rows.filter((r) => r.amount < 0);
    for (let i = 0; i < 100; i++) {
      rows = await ledger();
      const states = await Promise.all(debits().map((d) => status(d.work_id!)));
      const unrefunded = debits().filter((d, k) => states[k] === "failed" && !rows.some((r) => r.amount > 0 && r.work_id === d.work_id));
      if (!states.includes("processing") && !unrefunded.length) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(debits().length).toBeGreaterThanOrEqual(answered.size);
    let kept = 0;
    for (const d of debits()) {
      expect(d.work_id, JSON.stringify(d)).toMatch(/^srch_/);
      const refunds = rows.filter((r) => r.amount > 0 && r.work_id === d.work_id);
      const state = await status(d.work_id!);
      expect(["completed", "failed"]).toContain(state);
      expect(refunds.map((r) => r.amount)).toEqual(state === "completed" ? [] : [5]);
      if (state === "completed") kept++;
    }
    for (const id of answered) expect(await status(id)).toBe("completed");
    const balance = (await (await fetch(`${base}/credits/balance`, { headers })).json()) as { balance: number };
    expect(balance.balance).toBe(1000 - 5 * kept);
    expect(await stop(again.child)).toBe(0);
  }, 240_000);
});
