import { Duration } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { Function, use, type StackContext } from "sst/constructs";
import { QUEUES, type QueueName } from "../core/queue/queues.js";
import { QueuesStack } from "./QueuesStack.js";
import { handlerPath, type Worker, WORKERS } from "../functions/workers.js";
import { aiEnvironment, NODEJS_BUNDLE, usesBedrock } from "./settings.js";
import { StorageStack } from "./StorageStack.js";

const bedrockInvoke = new PolicyStatement({ actions: ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"], resources: ["*"] });

export function WorkersStack({ stack }: StackContext) {
  const storage = use(StorageStack);
  const { queues, environment: queueEnvironment } = use(QueuesStack);

  const workers: Partial<Record<QueueName, Function>> = {};
  for (const [name, settings] of Object.entries(WORKERS) as [QueueName, Worker][]) {
    const fn = new Function(stack, `${name}-worker`, {
      handler: handlerPath(settings),
      timeout: QUEUES[name].functionTimeoutSeconds,
      memorySize: settings.memorySize,
      nodejs: NODEJS_BUNDLE,
      // The same variables as the API (core/config.ts is shared) except ADMIN_TOKEN: no worker
      // serves /admin, so none should hold the token.
      environment: { STAGE: stack.stage, ...storage.environment, ...queueEnvironment, ...aiEnvironment() },
    });

    // The CDK event source rather than SST's Queue consumer: the function is created here with
    // its own settings, and `reportBatchItemFailures` lets one bad record fail alone.
    fn.addEventSource(
      new SqsEventSource(queues[name].cdk.queue, {
        batchSize: QUEUES[name].batchSize,
        reportBatchItemFailures: true,
        ...(QUEUES[name].batchSize > 1 ? { maxBatchingWindow: Duration.seconds(1) } : {}),
      }),
    );

    storage.table.cdk.table.grantReadWriteData(fn);
    if (settings.usesBucket) storage.bucket.cdk.bucket.grantReadWrite(fn);
    for (const target of settings.sendsTo) queues[target].cdk.queue.grantSendMessages(fn);
    if (usesBedrock()) fn.addToRolePolicy(bedrockInvoke);
    workers[name] = fn;
  }
  return { workers };
}
