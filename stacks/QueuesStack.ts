import { Duration } from "aws-cdk-lib";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Queue, type StackContext } from "sst/constructs";
import { DLQ_RETENTION_DAYS, QUEUES, visibilityTimeoutSeconds, type QueueName } from "../core/queue/queues.js";

/** Every queue of core/queue/queues.ts with its dead-letter queue; consumers live in WorkersStack. */
export function QueuesStack({ stack, app }: StackContext) {
  const deadLetters = {} as Record<QueueName, sqs.Queue>;
  const make = (name: QueueName): Queue => {
    // SST's Queue has no DLQ option, so the DLQ is a plain CDK queue handed in through `cdk.queue`.
    const dlq = new sqs.Queue(stack, `${name}-dlq`, {
      queueName: app.logicalPrefixedName(`${name}-dlq`),
      retentionPeriod: Duration.days(DLQ_RETENTION_DAYS),
      enforceSSL: true,
    });
    deadLetters[name] = dlq;
    return new Queue(stack, name, {
      cdk: {
        queue: {
          visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds(QUEUES[name])),
          deadLetterQueue: { queue: dlq, maxReceiveCount: QUEUES[name].maxReceiveCount },
          enforceSSL: true,
        },
      },
    });
  };

  const queues = {
    extract: make("extract"),
    enhance: make("enhance"),
    jobs: make("jobs"),
    webhooks: make("webhooks"),
  } satisfies Record<QueueName, Queue>;

  return {
    queues,
    deadLetters,
    /** What core/config.ts reads: EXTRACT_QUEUE_URL and so on. */
    environment: Object.fromEntries((Object.keys(queues) as QueueName[]).map((name) => [QUEUES[name].env, queues[name].queueUrl])),
  };
}
