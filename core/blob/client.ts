import type { S3Client } from "@aws-sdk/client-s3";
import { config } from "../config.js";

// The S3 SDK loads with the first file operation, not at a cold start: most API requests touch
// no file. Later calls find the module already loaded.
// The SDK reads AWS_ENDPOINT_URL_S3 itself; path-style keeps local endpoints (127.0.0.1) working.
let client: S3Client | undefined;
async function s3() {
  const sdk = await import("@aws-sdk/client-s3");
  client ??= new sdk.S3Client({ region: config().AWS_REGION, forcePathStyle: true });
  return { sdk, client };
}
const bucket = () => config().BUCKET_NAME;

export async function putObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** Size of a stored object, or undefined when it does not exist. */
export async function objectSize(key: string): Promise<number | undefined> {
  const { sdk, client } = await s3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === "NotFound" || name === "NoSuchKey") return undefined;
    throw err;
  }
}

/** The object's bytes (from byte `from` on) as a web stream, so large files are never held whole in memory. */
export async function readStream(key: string, from = 0): Promise<ReadableStream<Uint8Array>> {
  const { sdk, client } = await s3();
  const res = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key, ...(from > 0 ? { Range: `bytes=${from}-` } : {}) }));
  return res.Body!.transformToWebStream() as ReadableStream<Uint8Array>;
}

/** The whole object's bytes (a job's stored result, a document read whole). */
export async function readBytes(key: string): Promise<Uint8Array> {
  const { sdk, client } = await s3();
  const res = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
  return res.Body!.transformToByteArray();
}

/** Bytes [start, end) of an object: one extraction chunk reads only its own slice of a big file. */
export async function readRange(key: string, start: number, end: number): Promise<Uint8Array> {
  if (end <= start) return new Uint8Array();
  const { sdk, client } = await s3();
  const res = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=${start}-${end - 1}` }));
  return res.Body!.transformToByteArray();
}

/** Copies an object within the bucket, its content type included (one CopyObject: up to 5 GB). */
export async function copyObject(from: string, to: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.CopyObjectCommand({ Bucket: bucket(), CopySource: encodeURI(`${bucket()}/${from}`), Key: to }));
}

/** Every object under `prefix`, with when it was written. */
export async function* listObjects(prefix: string): AsyncGenerator<{ key: string; lastModified: Date }> {
  const { sdk, client } = await s3();
  let token: string | undefined;
  do {
    const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }));
    for (const o of page.Contents ?? []) yield { key: o.Key!, lastModified: o.LastModified! };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

export async function deleteObject(key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** S3's smallest part but the last: a streamed upload holds about one part in memory. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Writes a stream of unknown length to `key` and returns its size: one PUT when it stays under
 * a part, else a multipart upload fed part by part as the stream yields, so memory stays flat
 * however large the object. The stream is pulled only as fast as parts are sent.
 */
export async function putStream(
  key: string,
  body: AsyncIterable<Uint8Array>,
  headers: { contentType: string; contentDisposition?: string },
): Promise<number> {
  const { sdk, client } = await s3();
  const target = { Bucket: bucket(), Key: key };
  const meta = { ContentType: headers.contentType, ContentDisposition: headers.contentDisposition };
  const parts: { PartNumber: number; ETag: string }[] = [];
  let uploadId: string | undefined;
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let size = 0;
  const sendPart = async () => {
    uploadId ??= (await client.send(new sdk.CreateMultipartUploadCommand({ ...target, ...meta }))).UploadId!;
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(new sdk.UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: Buffer.concat(held) }));
    parts.push({ PartNumber, ETag: ETag! });
    held = [];
    heldBytes = 0;
  };
  try {
    for await (const chunk of body) {
      held.push(chunk);
      heldBytes += chunk.length;
      size += chunk.length;
      if (heldBytes >= PART_BYTES) await sendPart();
    }
    if (!uploadId) {
      await client.send(new sdk.PutObjectCommand({ ...target, ...meta, Body: Buffer.concat(held) }));
      return size;
    }
    if (heldBytes) await sendPart();
    await client.send(new sdk.CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
    return size;
  } catch (err) {
    // Best effort: parts of an upload left open are removed by the bucket's lifecycle rule.
    if (uploadId) await client.send(new sdk.AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
    throw err;
  }
}

/** A URL that GETs the object without credentials, valid `expiresIn` seconds. */
export async function presignGet(key: string, expiresIn: number): Promise<string> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import("@aws-sdk/s3-request-presigner")]);
  return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn });
}

/** A URL the client PUTs the file to directly, valid `expiresIn` seconds. */
export async function presignPut(key: string, contentType: string, expiresIn: number): Promise<string> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import("@aws-sdk/s3-request-presigner")]);
  return getSignedUrl(client, new sdk.PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType }), { expiresIn });
}

/** The origin presigned uploads go to, for a page whose script sends files there itself. */
export async function uploadOrigin(): Promise<string> {
  return new URL(await presignPut("origin", "application/octet-stream", 60)).origin;
}
