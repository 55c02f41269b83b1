/** Files for extraction: `upload()` takes a path, a stream or bytes and answers a ready file. */
import type { RequestOptions, Transport } from "../http.js";
import type { Answer, Body, FileObject } from "../types.js";

const e = encodeURIComponent;

/** At most this many bytes go in one multipart `POST /files`; larger files use a presigned upload. */
const MULTIPART_MAX_BYTES = 4 * 1024 * 1024;

const TYPES: Record<string, string> = {
  csv: "text/csv",
  tsv: "text/tab-separated-values",
  json: "application/json",
  ndjson: "application/x-ndjson",
  jsonl: "application/x-ndjson",
  txt: "text/plain",
  html: "text/html",
  htm: "text/html",
  xml: "application/xml",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
const contentTypeOf = (name: string) => TYPES[name.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";

/** A file path (Node only), bytes, a Blob, or a stream of bytes (web or Node). */
export type UploadSource = string | Blob | ArrayBuffer | Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export interface UploadOptions extends RequestOptions {
  /** The file's name; default the path's base name (required for other sources). */
  name?: string;
  /** Default from the name's extension. */
  contentType?: string;
}

/**
 * A path becomes a Blob backed by the file (`fs.openAsBlob`: read as it is sent, never whole in
 * memory). A stream has no length, and both upload routes need one, so it is collected first.
 */
type BlobPart = NonNullable<ConstructorParameters<typeof Blob>[0]>[number];

async function toBlob(source: UploadSource, type: string): Promise<Blob> {
  if (typeof source === "string") {
    const { openAsBlob } = await import("node:fs");
    return openAsBlob(source, { type });
  }
  if (source instanceof Blob) return source;
  if (source instanceof ArrayBuffer || source instanceof Uint8Array) return new Blob([source as BlobPart], { type });
  const chunks: BlobPart[] = [];
  const iterable = Symbol.asyncIterator in source ? source : streamChunks(source);
  for await (const chunk of iterable) chunks.push(chunk as BlobPart);
  return new Blob(chunks, { type });
}

async function* streamChunks(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

export const files = (t: Transport) => {
  const r = {
    /**
     * Uploads one file and answers it `ready`, its id for `tables.create({ file_ids })`. Up to
     * 4 MB in one multipart request; larger through a presigned URL (start, PUT, complete).
     */
    async upload(source: UploadSource, o: UploadOptions = {}): Promise<FileObject> {
      const name = o.name ?? (typeof source === "string" ? source.split(/[\\/]/).pop() : undefined);
      if (!name) throw new TypeError("files.upload: name is required unless the source is a path");
      const type = o.contentType ?? contentTypeOf(name);
      const blob = await toBlob(source, type);
      if (blob.size <= MULTIPART_MAX_BYTES) {
        const form = new FormData();
        form.append("file", blob, name);
        const { data } = await t.json<Answer<"uploadFiles", 201>>({ method: "POST", path: "/files", body: form, options: o });
        return data[0];
      }
      const started = await r.startUpload({ name, content_type: type, size: blob.size }, o);
      // The presigned URL carries its own authorization: no API key, no retries of a body sent once.
      const put = await t.external(started.upload_url, { method: "PUT", body: blob, headers: { "content-type": type }, signal: o.signal });
      if (!put.ok) throw new Error(`upload of ${name} to storage failed: HTTP ${put.status}`);
      return r.complete(started.file_id, o);
    },
    startUpload: (body: Body<"startFileUpload">, o?: RequestOptions) =>
      t.json<Answer<"startFileUpload", 201>>({ method: "POST", path: "/files/uploads", body, options: o }),
    complete: (id: string, o?: RequestOptions) =>
      t.json<Answer<"completeFileUpload">>({ method: "POST", path: `/files/${e(id)}/complete`, options: o }),
    get: (id: string, o?: RequestOptions) => t.json<Answer<"getFile">>({ method: "GET", path: `/files/${e(id)}`, options: o }),
    delete: (id: string, o?: RequestOptions) => t.json<void>({ method: "DELETE", path: `/files/${e(id)}`, options: o }),
  };
  return r;
};
