import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { config } from "../config.js";

// The SDK reads AWS_ENDPOINT_URL_DYNAMODB itself, so the local stack needs no code path here.
let doc: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  if (doc) return doc;
  // A store that does not answer fails the call (the SDK then retries it) instead of hanging it.
  const requestHandler = { connectionTimeout: 2_000, requestTimeout: 10_000 };
  const client = new DynamoDBClient({ region: config().AWS_REGION, requestHandler });
  // Two steps that do nothing for us, measurable on a read served per request (docs/decisions.md,
  // "Read path"): the client has no logger, yet its logger middleware copies every input and
  // output through the log filters for the no-op one (failures still reach us as errors); the
  // user-agent middleware builds two long headers naming the SDK's version and features, read only
  // by AWS's own statistics, and DynamoDB Local parses them on every call.
  client.middlewareStack.remove("loggerMiddleware");
  client.middlewareStack.remove("getUserAgentMiddleware");
  doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return doc;
}

export const tableName = (): string => config().TABLE_NAME;
