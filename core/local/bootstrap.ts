import {
  CreateTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from "@aws-sdk/client-s3";
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from "../store/table.js";
import { QUEUES, type QueueName } from "../queue/queues.js";

/** Creates the table (with its GSIs and TTL) unless it already exists. */
export async function ensureTable(tableName: string, region: string): Promise<void> {
  const client = new DynamoDBClient({ region });
  try {
    const attrs = new Set<string>([TABLE_KEYS.partition, TABLE_KEYS.sort, ...GSIS.flatMap((g) => [g.partition, g.sort])]);
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: "S" })),
        KeySchema: [
          { AttributeName: TABLE_KEYS.partition, KeyType: "HASH" },
          { AttributeName: TABLE_KEYS.sort, KeyType: "RANGE" },
        ],
        GlobalSecondaryIndexes: GSIS.map((g) => ({
          IndexName: g.name,
          KeySchema: [
            { AttributeName: g.partition, KeyType: "HASH" },
            { AttributeName: g.sort, KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        })),
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: tableName });
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } catch (err) {
    if (!(err instanceof ResourceInUseException)) throw err;
  } finally {
    client.destroy();
  }
}

/** Creates the files bucket with the CORS rules presigned browser uploads need. */
export async function ensureBucket(bucket: string, region: string): Promise<void> {
  const client = new S3Client({ region, forcePathStyle: true });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((err: Error) => {
      if (err.name !== "BucketAlreadyOwnedByYou" && err.name !== "BucketAlreadyExists") throw err;
    });
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [{ AllowedMethods: ["PUT", "GET", "HEAD"], AllowedOrigins: ["*"], AllowedHeaders: ["*"] }],
        },
      }),
    );
  } finally {
    client.destroy();
  }
}

/**
 * Creates every queue of core/queue/queues.ts with its dead-letter queue, and returns the
 * environment variables naming their URLs. Local visibility timeouts are short so a failed
 * message is retried within seconds instead of the minutes Lambda's timeouts call for.
 */
export async function ensureQueues(prefix: string, region: string): Promise<Record<string, string>> {
  const client = new SQSClient({ region });
  const env: Record<string, string> = {};
  try {
    for (const [name, q] of Object.entries(QUEUES) as [QueueName, (typeof QUEUES)[QueueName]][]) {
      const dlq = await client.send(new CreateQueueCommand({ QueueName: `${prefix}-${name}-dlq` }));
      const dlqArn = await client.send(
        new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ["QueueArn"] }),
      );
      const main = await client.send(
        new CreateQueueCommand({
          QueueName: `${prefix}-${name}`,
          Attributes: {
            VisibilityTimeout: "10",
            RedrivePolicy: JSON.stringify({
              deadLetterTargetArn: dlqArn.Attributes!.QueueArn,
              maxReceiveCount: q.maxReceiveCount,
            }),
          },
        }),
      );
      env[q.env] = main.QueueUrl!;
    }
  } finally {
    client.destroy();
  }
  return env;
}
