import { copyObject, deleteObject, objectSize, presignPut, putObject } from "../blob/client.js";
import { nowIso, nowMs } from "../clock.js";
import { config } from "../config.js";
import { AppError, notFound } from "../errors.js";
import { newId } from "../store/ids.js";
import { isConditionFailure } from "../store/errors.js";
import { FileEntity } from "./entity.js";
import { fileKey, PENDING_UPLOADS, pendingUploadKey } from "./keys.js";
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
  expiration?: number;
  createdAt: string;
};

const UPLOAD_URL_SECONDS = 15 * 60;
/** An upload not completed in time is abandoned: the table's TTL drops its item (core/files/keys.ts). */
const UPLOAD_TTL_SECONDS = PENDING_UPLOADS.days * 24 * 60 * 60;

const toFile = (f: StoredFile): FileObject => ({
  id: f.fileId,
  name: f.name,
  size: f.size,
  content_type: f.contentType,
  status: f.status,
  created_at: f.createdAt,
});

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
      s3Key: fileKey(companyId, fileId),
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
  const key = pendingUploadKey(companyId, fileId);
  const now = nowMs();
  await FileEntity.create({
    companyId,
    fileId,
    name: input.name,
    size: input.size,
    contentType: input.content_type,
    s3Key: key,
    status: "uploading",
    expiration: Math.floor(now / 1000) + UPLOAD_TTL_SECONDS,
    createdAt: new Date(now).toISOString(),
  }).go();
  return {
    file_id: fileId,
    upload_url: await presignPut(key, input.content_type, UPLOAD_URL_SECONDS),
    expires_at: new Date(now + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/** DynamoDB deletes expired items only eventually (within days); an expired upload is gone already. */
const isExpired = (f: StoredFile) => f.expiration !== undefined && f.expiration * 1000 <= nowMs();

async function findItem(companyId: string, fileId: string): Promise<StoredFile | undefined> {
  const { data } = await FileEntity.get({ companyId, fileId }).go({ consistent: true });
  return data as StoredFile | undefined;
}

async function find(companyId: string, fileId: string): Promise<StoredFile | undefined> {
  const file = await findItem(companyId, fileId);
  return file && !isExpired(file) ? file : undefined;
}

async function getStored(companyId: string, fileId: string): Promise<StoredFile> {
  const found = await find(companyId, fileId);
  if (!found) throw notFound("File", { file_id: fileId });
  return found;
}

/**
 * Marks a presigned upload ready once its object is in the bucket; completing twice is harmless,
 * also concurrently. The bytes are copied out of the pending prefix before the item says ready
 * (so the lifecycle rule for abandoned uploads never takes a ready file's), then the pending
 * object is deleted.
 */
export async function complete(companyId: string, fileId: string): Promise<FileObject> {
  const file = await findItem(companyId, fileId);
  if (!file) throw notFound("File", { file_id: fileId });
  if (file.status === "ready") return toFile(file);
  if (isExpired(file)) {
    throw new AppError(
      "not_found",
      `The upload of file ${fileId} expired ${PENDING_UPLOADS.days} day(s) after it started; start a new one with POST /files/uploads`,
      { details: { file_id: fileId } },
    );
  }
  // A concurrent completion may move the bytes at any point from here on: then it made the file ready.
  const completedMeanwhile = async () => {
    const now = await find(companyId, fileId);
    return now?.status === "ready" ? toFile(now) : undefined;
  };
  const size = await objectSize(file.s3Key);
  if (size === undefined) {
    const done = await completedMeanwhile();
    if (done) return done;
    throw new AppError("conflict", "Nothing has been uploaded for this file yet; PUT the bytes to upload_url first", {
      code: "upload_missing",
    });
  }
  const max = config().MAX_FILE_BYTES;
  if (size > max) {
    await deleteObject(file.s3Key);
    throw tooLarge(size, max, "an upload");
  }
  const key = fileKey(companyId, fileId);
  // Items from before pending uploads had their own prefix already hold the final key.
  if (file.s3Key !== key) {
    try {
      await copyObject(file.s3Key, key);
    } catch (err) {
      const done = await completedMeanwhile();
      if (done) return done;
      throw err;
    }
  }
  const { data } = await FileEntity.patch({ companyId, fileId })
    .set({ status: "ready", size, s3Key: key })
    .remove(["expiration"])
    .go({ response: "all_new" });
  // Left behind if this fails; the lifecycle rule takes it then.
  if (file.s3Key !== key) await deleteObject(file.s3Key);
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

export type { StoredFile };
