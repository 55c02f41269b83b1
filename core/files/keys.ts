import { EXPIRING } from "../blob/lifecycle.js";

/** Where a file's bytes live in the bucket: the key every reader of a ready file uses. */
export const fileKey = (companyId: string, fileId: string) => `${companyId}/files/${fileId}`;

/**
 * A presigned upload's bytes land under their own prefix until the upload is completed, which
 * copies them to `fileKey` (core/files/service.ts). An upload never completed is abandoned:
 * its file item expires (TTL) `days` after the start, and the bucket's lifecycle rule
 * (core/blob/lifecycle.ts) deletes objects under the prefix
 * `days` after they were written. The object is written after the item, so it never goes
 * before the item: an upload that can still be completed still has its bytes.
 */
export const PENDING_UPLOADS = EXPIRING.uploads;

export const pendingUploadKey = (companyId: string, fileId: string) => `${PENDING_UPLOADS.prefix}${companyId}/${fileId}`;
