import { deleteObject, objectSize, presignPut, putObject } from "../blob/client.js";
import { nowIso, nowMs } from "../clock.js";
import { config } from "../config.js";
import { AppError, notFound } from "../http/errors.js";
import { newId } from "../store/ids.js";
import { isConditionFailure } from "../store/errors.js";
import { FileEntity } from "./entity.js";
import type { FileObject } from "./schemas.js";

type StoredFile = {
  companyId: string;
  fileId: string;
  name: string;
  size: number;
  contentType: string;
  s3Key: string;
  status: "uploading" | "ready";
  usedBy?: string[];
  createdAt: string;
};

const UPLOAD_URL_SECONDS = 15 * 60;
/** An upload not completed within a day is dropped by the table's TTL. */
const UPLOAD_TTL_SECONDS = 24 * 60 * 60;

const toFile = (f: StoredFile): FileObject => ({
  id: f.fileId,
  name: f.name,
  size: f.size,
  content_type: f.contentType,
  status: f.status,
  created_at: f.createdAt,
});

const s3Key = (companyId: string, fileId: string) => `${companyId}/files/${fileId}`;

function tooLarge(size: number, max: number, how: string): AppError {
  return new AppError("validation_error", `The file is ${size} bytes; ${how} accepts at most ${max} bytes`, {
    code: "file_too_large",
    details: { errors: [{ field: "size", in: "body", message: `at most ${max} bytes` }], max_bytes: max },
  });
}

/** Stores files sent in a multipart request (each already within the request body limit). */
export async function uploadMany(companyId: string, files: File[]): Promise<FileObject[]> {
  const out: FileObject[] = [];
  for (const file of files) {
    if (file.size === 0) {
      throw new AppError("validation_error", `File ${file.name} is empty`, {
        code: "empty_file",
        details: { errors: [{ field: "file", in: "body", message: "must not be empty" }] },
      });
    }
    const fileId = newId("file");
    const stored: StoredFile = {
      companyId,
      fileId,
      name: file.name.replace(/[\\/]/g, "_").slice(0, 255) || "upload",
      size: file.size,
      contentType: file.type || "application/octet-stream",
      s3Key: s3Key(companyId, fileId),
      status: "ready",
      createdAt: nowIso(),
    };
    await putObject(stored.s3Key, new Uint8Array(await file.arrayBuffer()), stored.contentType);
    await FileEntity.create(stored).go();
    out.push(toFile(stored));
  }
  return out;
}

/** Starts a presigned upload: the client PUTs the bytes to `upload_url`, then completes it. */
export async function startUpload(companyId: string, input: { name: string; content_type: string; size: number }) {
  const max = config().MAX_FILE_BYTES;
  if (input.size > max) throw tooLarge(input.size, max, "an upload");
  const fileId = newId("file");
  const key = s3Key(companyId, fileId);
  await FileEntity.create({
    companyId,
    fileId,
    name: input.name,
    size: input.size,
    contentType: input.content_type,
    s3Key: key,
    status: "uploading",
    expiration: Math.floor(nowMs() / 1000) + UPLOAD_TTL_SECONDS,
    createdAt: nowIso(),
  }).go();
  return {
    file_id: fileId,
    upload_url: await presignPut(key, input.content_type, UPLOAD_URL_SECONDS),
    expires_at: new Date(nowMs() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

async function find(companyId: string, fileId: string): Promise<StoredFile | undefined> {
  const { data } = await FileEntity.get({ companyId, fileId }).go({ consistent: true });
  return data as StoredFile | undefined;
}

async function getStored(companyId: string, fileId: string): Promise<StoredFile> {
  const found = await find(companyId, fileId);
  if (!found) throw notFound("File", { file_id: fileId });
  return found;
}

/** Marks a presigned upload ready once its object is in the bucket; completing twice is harmless. */
export async function complete(companyId: string, fileId: string): Promise<FileObject> {
  const file = await getStored(companyId, fileId);
  if (file.status === "ready") return toFile(file);
  const size = await objectSize(file.s3Key);
  if (size === undefined) {
    throw new AppError("conflict", "Nothing has been uploaded for this file yet; PUT the bytes to upload_url first", {
      code: "upload_missing",
    });
  }
  const max = config().MAX_FILE_BYTES;
  if (size > max) {
    await deleteObject(file.s3Key);
    throw tooLarge(size, max, "an upload");
  }
  const { data } = await FileEntity.patch({ companyId, fileId })
    .set({ status: "ready", size })
    .remove(["expiration"])
    .go({ response: "all_new" });
  return toFile(data as StoredFile);
}

export async function get(companyId: string, fileId: string): Promise<FileObject> {
  return toFile(await getStored(companyId, fileId));
}

/** A ready file for a table to read, or a 422 naming what is wrong with the id. */
export async function readyFile(companyId: string, fileId: string): Promise<StoredFile | string> {
  const file = await find(companyId, fileId);
  if (!file) return `no file ${fileId} exists in this company`;
  if (file.status !== "ready") return `file ${fileId} is still uploading; complete the upload first`;
  return file;
}

/** Deletes a file no table uses (409 `file_in_use` otherwise): the item first, then its bytes. */
export async function remove(companyId: string, fileId: string): Promise<void> {
  const file = await getStored(companyId, fileId);
  const inUse = () =>
    new AppError("conflict", `File ${fileId} is used by table(s) ${[...(file.usedBy ?? [])].join(", ")}; delete those first`, {
      code: "file_in_use",
    });
  if (file.usedBy?.length) throw inUse();
  try {
    await FileEntity.delete({ companyId, fileId })
      .where((a, op) => op.notExists(a.usedBy))
      .go();
  } catch (err) {
    if (isConditionFailure(err)) throw inUse();
    throw err;
  }
  await deleteObject(file.s3Key);
}

export { type StoredFile };
