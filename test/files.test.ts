import { beforeAll, describe, expect, it } from "vitest";
import { objectSize, readBytes } from "../core/blob/client.js";
import { setClock } from "../core/clock.js";
import { FileEntity } from "../core/files/entity.js";
import { fileKey, PENDING_UPLOADS, pendingUploadKey } from "../core/files/keys.js";
import { expireObjects } from "../core/local/expire-objects.js";
import { app, api, expectError, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let other: Co;

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
});

async function multipart(key: string, parts: [string, Blob, string][]) {
  const form = new FormData();
  for (const [field, blob, name] of parts) form.append(field, blob, name);
  const res = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${key}` }, body: form });
  return { status: res.status, json: (await res.json()) as any, headers: res.headers };
}

describe("POST /files (multipart)", () => {
  it("stores one or more files and answers their metadata", async () => {
    const res = await multipart(co.key, [
      ["file", new Blob(["sku,name\n1,Chair\n"], { type: "text/csv" }), "chairs.csv"],
      ["file", new Blob(["<html></html>"], { type: "text/html" }), "page.html"],
    ]);
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual([
      {
        id: expect.stringMatching(/^file_/),
        name: "chairs.csv",
        size: 17,
        content_type: "text/csv",
        status: "ready",
        created_at: expect.any(String),
      },
      expect.objectContaining({ name: "page.html", size: 13, content_type: "text/html" }),
    ]);
    const got = await api(`/files/${res.json.data[0].id}`, co.key);
    expect(got.json).toEqual(res.json.data[0]);
    expect(new TextDecoder().decode(await readBytes(`${co.id}/files/${res.json.data[0].id}`))).toBe("sku,name\n1,Chair\n");
  });

  it("refuses a request without files, an empty file, and a JSON body", async () => {
    const form = new FormData();
    form.append("note", "no file here");
    const none = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${co.key}` }, body: form });
    expect(none.status).toBe(422);
    expectError(await multipart(co.key, [["file", new Blob([]), "empty.csv"]]), 422, "validation_error");
    expectError(await api("/files", co.key, { method: "POST", body: { name: "x" } }), 400, "invalid_request");
  });

  it("refuses a body over the request limit with 413 naming the presigned upload", async () => {
    const big = new Blob([new Uint8Array(7 * 1024 * 1024)]);
    const e = expectError(await multipart(co.key, [["file", big, "big.bin"]]), 413, "invalid_request");
    expect(e.code).toBe("payload_too_large");
    expect(e.message).toMatch(/POST \/files\/uploads/);
  });

  it("refuses 5,000 parts with 413 too_many_files naming the limit, before storing any", async () => {
    const parts = Array.from({ length: 5000 }, (_, i): [string, Blob, string] => ["file", new Blob([`sku\n${i}\n`]), `p${i}.csv`]);
    const started = performance.now();
    const e = expectError(await multipart(other.key, parts), 413, "invalid_request");
    expect(performance.now() - started).toBeLessThan(5000);
    expect(e).toMatchObject({ code: "too_many_files", details: { max_files: 100, files: 5000 } });
    expect(e.message).toBe("A request uploads at most 100 files (got 5000); send them in several requests");
    const { data } = await FileEntity.query.byCompany({ companyId: other.id }).go();
    expect(data).toEqual([]);
  });
});

describe("presigned uploads", () => {
  it("start → PUT to upload_url → complete gives a ready file", async () => {
    const content = "gtin,name\n4006381333931,Pen\n";
    const start = await api("/files/uploads", co.key, {
      method: "POST",
      body: { name: "pens.csv", content_type: "text/csv", size: content.length },
    });
    expect(start.status).toBe(201);
    expect(start.json).toEqual({
      file_id: expect.stringMatching(/^file_/),
      upload_url: expect.stringMatching(/^http/),
      expires_at: expect.any(String),
    });
    expect((await api(`/files/${start.json.file_id}`, co.key)).json.status).toBe("uploading");

    const early = expectError(await api(`/files/${start.json.file_id}/complete`, co.key, { method: "POST" }), 409, "conflict");
    expect(early.code).toBe("upload_missing");

    const put = await fetch(start.json.upload_url, { method: "PUT", body: content, headers: { "content-type": "text/csv" } });
    expect(put.status).toBe(200);
    const done = await api(`/files/${start.json.file_id}/complete`, co.key, { method: "POST" });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ id: start.json.file_id, name: "pens.csv", size: content.length, status: "ready" });
    expect((await api(`/files/${start.json.file_id}/complete`, co.key, { method: "POST" })).json.status).toBe("ready");
  });

  it("enforces the size limit and validates the request", async () => {
    const e = expectError(
      await api("/files/uploads", co.key, { method: "POST", body: { name: "huge.csv", content_type: "text/csv", size: 10 * 1024 ** 3 } }),
      422,
      "validation_error",
    );
    expect(e.code).toBe("file_too_large");
    expect(e.message).toMatch(/at most/);
    for (const body of [
      { name: "", content_type: "text/csv", size: 1 },
      { name: "../etc/passwd", content_type: "text/csv", size: 1 },
      { name: "a.csv", content_type: "csv", size: 1 },
      { name: "a.csv", content_type: "text/csv", size: 0 },
    ]) {
      expectError(await api("/files/uploads", co.key, { method: "POST", body }), 422, "validation_error");
    }
  });
});

describe("GET and DELETE /files/{id}", () => {
  it("deletes a file (204, then 404) and refuses while a table uses it", async () => {
    const up = await multipart(co.key, [["file", new Blob(["a\n1\n"]), "a.csv"]]);
    const id = up.json.data[0].id;
    await FileEntity.patch({ companyId: co.id, fileId: id })
      .add({ usedBy: ["tbl_x"] })
      .go();
    expect(expectError(await api(`/files/${id}`, co.key, { method: "DELETE" }), 409, "conflict").code).toBe("file_in_use");
    await FileEntity.patch({ companyId: co.id, fileId: id }).remove(["usedBy"]).go();
    expect((await api(`/files/${id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expectError(await api(`/files/${id}`, co.key), 404, "not_found");
  });

  it("another company's file is 404 on every path", async () => {
    const up = await multipart(other.key, [["file", new Blob(["x"]), "x.txt"]]);
    const id = up.json.data[0].id;
    expectError(await api(`/files/${id}`, co.key), 404, "not_found");
    expectError(await api(`/files/${id}/complete`, co.key, { method: "POST" }), 404, "not_found");
    expectError(await api(`/files/${id}`, co.key, { method: "DELETE" }), 404, "not_found");
    expect((await api(`/files/${id}`, other.key)).status).toBe(200);
  });
});

describe("abandoned presigned uploads", () => {
  const DAY_MS = 86_400_000;
  const start = async (content: string) => {
    const up = await api("/files/uploads", co.key, {
      method: "POST",
      body: { name: "u.csv", content_type: "text/csv", size: content.length },
    });
    expect(up.status).toBe(201);
    const put = await fetch(up.json.upload_url, { method: "PUT", body: content, headers: { "content-type": "text/csv" } });
    expect(put.status).toBe(200);
    return up.json.file_id as string;
  };

  it("the local sweep removes an abandoned upload's object after the expiry age, never a completed file's", async () => {
    const abandoned = await start("a,b\n1,2\n");
    const completed = await start("c,d\n3,4\n");
    expect((await api(`/files/${completed}/complete`, co.key, { method: "POST" })).status).toBe(200);
    // Pending bytes live under the prefix the lifecycle rule expires; completion moved them out.
    expect(await objectSize(pendingUploadKey(co.id, abandoned))).toBe(8);
    expect(await objectSize(pendingUploadKey(co.id, completed))).toBeUndefined();
    expect(await objectSize(fileKey(co.id, completed))).toBe(8);

    await expireObjects({ now: Date.now(), under: `uploads/${co.id}/` });
    expect(await objectSize(pendingUploadKey(co.id, abandoned)), "too young to expire").toBe(8);

    const later = Date.now() + PENDING_UPLOADS.days * DAY_MS + 60_000;
    await expireObjects({ now: later, under: `uploads/${co.id}/` });
    expect(await objectSize(pendingUploadKey(co.id, abandoned))).toBeUndefined();
    expect(new TextDecoder().decode(await readBytes(fileKey(co.id, completed)))).toBe("c,d\n3,4\n");
    expect((await api(`/files/${completed}`, co.key)).json.status).toBe("ready");
  });

  it("an upload past its expiry is gone for the API too, as its item's TTL says", async () => {
    const id = await start("e,f\n5,6\n");
    const stored = (await FileEntity.get({ companyId: co.id, fileId: id }).go()).data!;
    const lifetime = stored.expiration! * 1000 - Date.parse(stored.createdAt);
    expect(lifetime).toBeGreaterThan(PENDING_UPLOADS.days * DAY_MS - 1000);
    expect(lifetime).toBeLessThanOrEqual(PENDING_UPLOADS.days * DAY_MS);
    setClock(new Date(Date.now() + PENDING_UPLOADS.days * DAY_MS + 60_000));
    try {
      expectError(await api(`/files/${id}`, co.key), 404, "not_found");
      const e = expectError(await api(`/files/${id}/complete`, co.key, { method: "POST" }), 404, "not_found");
      expect(e.message).toMatch(/POST \/files\/uploads/);
    } finally {
      setClock(undefined);
    }
  });
});
