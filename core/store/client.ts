import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { config } from "../config.js";

// The SDK reads AWS_ENDPOINT_URL_DYNAMODB itself, so the local stack needs no code path here.
let doc: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  doc ??= DynamoDBDocumentClient.from(new DynamoDBClient({ region: config().AWS_REGION }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return doc;
}

export const tableName = (): string => config().TABLE_NAME;
