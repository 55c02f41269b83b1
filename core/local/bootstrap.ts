import {
  CreateTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from "@aws-sdk/client-s3";
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueNameExists,
  SetQueueAttributesCommand,
  SQSClient,
} from "@aws-sdk/client-sqs";
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from "../store/table.js";
import { DLQ_RETENTION_DAYS, QUEUES, visibilityTimeoutSeconds, type QueueName, type QueueSettings } from "../queue/queues.js";

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
 * environment variables naming their URLs. Visibility timeouts and redrive are the deployed
 * ones (stacks/QueuesStack.ts builds from the same settings): a job may run as long as its
 * function's timeout without being handed to a second worker, so a failed message waits the
 * same visibility timeout locally as in AWS before it is retried.
 */
export async function ensureQueues(prefix: string, region: string): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  for (const [name, q] of Object.entries(QUEUES) as [QueueName, (typeof QUEUES)[QueueName]][]) {
    env[q.env] = await ensureQueue(`${prefix}-${name}`, q, region);
  }
  return env;
}

/** One queue and its `-dlq`, with the attributes `settings` call for; returns the queue's URL. */
export async function ensureQueue(queueName: string, settings: QueueSettings, region: string): Promise<string> {
  const client = new SQSClient({ region });
  try {
    const dlqUrl = await createOrUpdate(client, `${queueName}-dlq`, {
      MessageRetentionPeriod: String(DLQ_RETENTION_DAYS * 86_400),
    });
    const dlq = await client.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ["QueueArn"] }));
    return await createOrUpdate(client, queueName, {
      VisibilityTimeout: String(visibilityTimeoutSeconds(settings)),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlq.Attributes!.QueueArn, maxReceiveCount: settings.maxReceiveCount }),
    });
  } finally {
    client.destroy();
  }
}

/**
 * CreateQueue refuses a name that exists with other attributes (a queue an older version made,
 * or one created by hand); then the existing queue gets ours.
 */
async function createOrUpdate(client: SQSClient, name: string, attributes: Record<string, string>): Promise<string> {
  try {
    return (await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl!;
  } catch (err) {
    if (!(err instanceof QueueNameExists)) throw err;
    const { QueueUrl } = await client.send(new GetQueueUrlCommand({ QueueName: name }));
    await client.send(new SetQueueAttributesCommand({ QueueUrl, Attributes: attributes }));
    return QueueUrl!;
  }
}
