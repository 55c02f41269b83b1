#!/usr/bin/env node
/**
 * `pds` (package.json "bin"): runs the command line (client/cli/main.ts, TypeScript) under the
 * Node the project pins (node_modules/node, 22) with tsx, as every npm script here does. Plain
 * JavaScript so whatever `node` runs `npx pds` (the machine's may be 20) can start it; no build
 * step, so the CLI always matches the checkout. docs/client.md says why.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const pinned = join(root, "node_modules", "node", "bin", process.platform === "win32" ? "node.exe" : "node");
const node = existsSync(pinned) ? pinned : process.execPath;
// tsx resolved from here, so `pds` works from any directory.
const child = spawn(node, ["--import", import.meta.resolve("tsx"), join(root, "client", "cli", "main.ts"), ...process.argv.slice(2)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
