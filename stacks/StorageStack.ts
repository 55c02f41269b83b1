import { Duration } from "aws-cdk-lib";
import { BillingMode } from "aws-cdk-lib/aws-dynamodb";
import { BucketEncryption } from "aws-cdk-lib/aws-s3";
import { Bucket, Table, type StackContext } from "sst/constructs";
import { EXPIRING } from "../core/blob/lifecycle.js";
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from "../core/store/table.js";

/**
 * The SST Table rather than a raw CDK table: its `fields`/`globalIndexes` map one to one onto
 * the shared definition, and `cdk.table` reaches the few CDK props SST does not name. SST
 * already defaults to PAY_PER_REQUEST; it is repeated here so the choice is visible.
 */
export function StorageStack({ stack }: StackContext) {
  const keyFields = [TABLE_KEYS.partition, TABLE_KEYS.sort, ...GSIS.flatMap((g) => [g.partition, g.sort])];

  const table = new Table(stack, "data", {
    fields: Object.fromEntries(keyFields.map((name) => [name, "string" as const])),
    primaryIndex: { partitionKey: TABLE_KEYS.partition, sortKey: TABLE_KEYS.sort },
    globalIndexes: Object.fromEntries(
      GSIS.map((g) => [g.name, { partitionKey: g.partition, sortKey: g.sort, projection: "all" as const }]),
    ),
    timeToLiveAttribute: TTL_ATTRIBUTE,
    cdk: {
      table: {
        billingMode: BillingMode.PAY_PER_REQUEST,
        // SST passes the deprecated `pointInTimeRecovery: true`; CDK refuses it alongside the
        // newer specification, so it is cleared before the specification takes over.
        pointInTimeRecovery: undefined,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      },
    },
  });

  const bucket = new Bucket(stack, "files", {
    // Uploads go straight from the client to S3 with presigned URLs, so browsers need CORS;
    // the signature, not the origin, is what authorizes the request.
    cors: [
      {
        allowedMethods: ["PUT", "GET", "HEAD"],
        allowedOrigins: ["*"],
        allowedHeaders: ["*"],
        exposedHeaders: ["ETag"],
        maxAge: "1 hour",
      },
    ],
    // SST's default leaves public ACLs possible; `true` blocks all public access and turns
    // ACLs off. SST already enforces SSL through the bucket policy.
    blockPublicACLs: true,
    cdk: {
      // Stated, not left to the S3 default; a KMS key would need grants on every role.
      bucket: {
        encryption: BucketEncryption.S3_MANAGED,
        // Uploads never completed and table exports (core/blob/lifecycle.ts, swept locally by
        // core/local/expire-objects.ts); a multipart upload left open there goes with them.
        lifecycleRules: Object.values(EXPIRING).map((r) => ({
          id: r.id,
          prefix: r.prefix,
          expiration: Duration.days(r.days),
          abortIncompleteMultipartUploadAfter: Duration.days(r.days),
        })),
      },
    },
  });

  return {
    table,
    bucket,
    /** What core/config.ts reads to find these resources. */
    environment: { TABLE_NAME: table.tableName, BUCKET_NAME: bucket.bucketName },
  };
}
