import { EXPIRING } from "../blob/lifecycle.js";

/**
 * Where table exports are written in the bucket and how long they last: the bucket's lifecycle
 * rule (core/blob/lifecycle.ts) deletes them, and any multipart upload left open there, after a day.
 */
const EXPORT_PREFIX = EXPIRING.exports.prefix;
export const EXPORT_RETENTION_DAYS = EXPIRING.exports.days;

/** How long an export's download link works; a download started in time runs to its end. */
export const EXPORT_LINK_SECONDS = 15 * 60;

/** The file name is the last segment, so a saved download keeps the table's name even without headers. */
export const exportKey = (companyId: string, exportId: string, filename: string) => `${EXPORT_PREFIX}${companyId}/${exportId}/${filename}`;
