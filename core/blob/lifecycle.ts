/**
 * The bucket's lifecycle rules: objects under a prefix are deleted `days` after they were
 * written. S3 applies them when deployed (stacks/StorageStack.ts); s3rver has none, so the local
 * runtime sweeps by the same rules (core/local/expire-objects.ts). S3 counts ages in whole days
 * and deletes at the first midnight UTC after; locally they go at the first sweep past the age.
 */
export const EXPIRING = {
  /** Presigned uploads never completed: the PUT lands here, completion moves the bytes out (core/files). */
  uploads: { id: "expire-abandoned-uploads", prefix: "uploads/", days: 1 },
  /** Table exports, downloaded through short-lived links (core/tables/export-objects.ts). */
  exports: { id: "expire-exports", prefix: "exports/", days: 1 },
} as const;
