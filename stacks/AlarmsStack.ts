import { Duration } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, MathExpression, type IMetric, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { Operation } from "aws-cdk-lib/aws-dynamodb";
import { Topic } from "aws-cdk-lib/aws-sns";
import { type StackContext, use } from "sst/constructs";
import type { QueueName } from "../core/queue/queues.js";
import { ApiStack } from "./ApiStack.js";
import { QueuesStack } from "./QueuesStack.js";
import { StorageStack } from "./StorageStack.js";
import { WorkersStack } from "./WorkersStack.js";

/**
 * What someone must look at (docs/operations.md, "Alarms"), each alarm published to one SNS
 * topic (subscribe an address or a pager to it): a message in any dead-letter queue, the API
 * answering 5xx to more than 1% of requests, DynamoDB throttling, and a function that errors or
 * is throttled by Lambda.
 */
export function AlarmsStack({ stack }: StackContext) {
  const { table } = use(StorageStack);
  const { deadLetters } = use(QueuesStack);
  const { api, fn: apiFunction } = use(ApiStack);
  const { workers } = use(WorkersStack);

  const topic = new Topic(stack, "alarms", { displayName: "Product data service alarms" });
  const action = new SnsAction(topic);
  const alarm = (id: string, description: string, metric: IMetric, threshold: number, evaluationPeriods = 1) =>
    new Alarm(stack, id, {
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(action);

  for (const [name, dlq] of Object.entries(deadLetters) as [QueueName, (typeof deadLetters)[QueueName]][]) {
    alarm(
      `${name}-dead-letters`,
      `A ${name} message failed every delivery and waits in its dead-letter queue: find why, fix, then npm run admin -- redrive ${name}`,
      dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: "Maximum" }),
      1,
    );
  }

  const httpApi = api.cdk.httpApi;
  alarm(
    "api-5xx-rate",
    "The API answered 5xx to at least 1% of its requests for 5 minutes",
    new MathExpression({
      expression: "IF(requests >= 20, 100 * errors / requests, 0)",
      usingMetrics: {
        errors: httpApi.metricServerError({ period: Duration.minutes(5), statistic: "Sum" }),
        requests: httpApi.metricCount({ period: Duration.minutes(5), statistic: "Sum" }),
      },
      period: Duration.minutes(5),
    }),
    1,
  );

  alarm(
    "dynamodb-throttles",
    "DynamoDB throttled requests (on demand: a partition is hot, or the account's table limits are reached)",
    table.cdk.table.metricThrottledRequestsForOperations({
      operations: [
        Operation.GET_ITEM,
        Operation.PUT_ITEM,
        Operation.UPDATE_ITEM,
        Operation.QUERY,
        Operation.TRANSACT_WRITE_ITEMS,
        Operation.BATCH_WRITE_ITEM,
      ],
      period: Duration.minutes(5),
    }),
    10,
  );

  for (const [name, fn] of [["api", apiFunction], ...Object.entries(workers)] as [string, NonNullable<(typeof workers)[QueueName]>][]) {
    alarm(
      `${name}-lambda-throttles`,
      `Lambda throttled the ${name} function (account or reserved concurrency reached)`,
      fn.metricThrottles({ period: Duration.minutes(5) }),
      1,
    );
    alarm(
      `${name}-lambda-errors`,
      `The ${name} function failed invocations (crashes, timeouts) for 10 minutes`,
      fn.metricErrors({ period: Duration.minutes(5) }),
      5,
      2,
    );
  }

  stack.addOutputs({ AlarmTopicArn: topic.topicArn });
  return { topic };
}
