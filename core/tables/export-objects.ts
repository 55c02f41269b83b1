/**
 * Where table exports are written in the bucket and how long they last. The SST stack reads these
 * for the bucket's lifecycle rule, which deletes every object under the prefix a day after it was
 * written (S3 counts lifecycle ages in whole days), and any multipart upload left open there.
 */
export const EXPORT_PREFIX = "exports/";
export const EXPORT_RETENTION_DAYS = 1;

/** How long an export's download link works; a download started in time runs to its end. */
export const EXPORT_LINK_SECONDS = 15 * 60;

/** The file name is the last segment, so a saved download keeps the table's name even without headers. */
export const exportKey = (companyId: string, exportId: string, filename: string) => `${EXPORT_PREFIX}${companyId}/${exportId}/${filename}`;
