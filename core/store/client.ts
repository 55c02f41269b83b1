import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { config } from "../config.js";

// The SDK reads AWS_ENDPOINT_URL_DYNAMODB itself, so the local stack needs no code path here.
let doc: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  // A store that does not answer fails the call (the SDK then retries it) instead of hanging it.
  const requestHandler = { connectionTimeout: 2_000, requestTimeout: 10_000 };
  doc ??= DynamoDBDocumentClient.from(new DynamoDBClient({ region: config().AWS_REGION, requestHandler }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return doc;
}

export const tableName = (): string => config().TABLE_NAME;
