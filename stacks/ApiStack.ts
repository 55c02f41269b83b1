import { Api, Function, use, type StackContext } from "sst/constructs";
import { QueuesStack } from "./QueuesStack.js";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { VIEWER_SCRIPT } from "../core/api/docs-page.js";
import { aiEnvironment, API_MEMORY_MB, API_TIMEOUT_SECONDS, NODEJS_BUNDLE, usesBedrock } from "./settings.js";
import { StorageStack } from "./StorageStack.js";
import { rawEnvironment } from "../core/config.js";
import { CORS, corsOrigins } from "../core/http/cors.js";

/** One function behind API Gateway serves every route; Hono does the routing. */
export function ApiStack({ stack }: StackContext) {
  const storage = use(StorageStack);
  const { queues, environment: queueEnvironment } = use(QueuesStack);

  const fn = new Function(stack, "api-function", {
    handler: "functions/api.handler",
    timeout: API_TIMEOUT_SECONDS,
    memorySize: API_MEMORY_MB,
    nodejs: NODEJS_BUNDLE,
    // The docs page's viewer is read from disk on its first request (core/api/docs-page.ts):
    // copied to the same path under the bundle's node_modules, where the same lookup finds it.
    copyFiles: [{ from: `node_modules/${VIEWER_SCRIPT}` }],
    environment: {
      STAGE: stack.stage,
      ...storage.environment,
      ...queueEnvironment,
      ...aiEnvironment(),
      // Absent means the admin API does not exist. The value is visible in the template and
      // the Lambda console; an SST Secret would hide it, but config.ts reads plain env.
      ...rawEnvironment(["ADMIN_TOKEN", "CORS_ALLOW_ORIGINS", "DASHBOARD_SECRET"]),
    },
  });

  // CDK grants instead of SST `bind`: bind grants `dynamodb:*`, `s3:*` and `sqs:*`, and adds
  // SSM parameters that core/ never reads. S3 read/write also covers presigned URLs, which
  // carry the function's own permissions.
  storage.table.cdk.table.grantReadWriteData(fn);
  storage.bucket.cdk.bucket.grantReadWrite(fn);
  for (const queue of Object.values(queues)) queue.cdk.queue.grantSendMessages(fn);
  // Synchronous search and enrich call the model from the API function.
  if (usesBedrock()) fn.addToRolePolicy(new PolicyStatement({ actions: ["bedrock:InvokeModel"], resources: ["*"] }));

  // The same function instance on both routes: an inline handler would make one Lambda each.
  const api = new Api(stack, "api", {
    // The service's one CORS configuration (core/http/cors.ts): API Gateway answers preflights
    // from it here, the app's middleware locally, so both answer alike.
    cors: {
      allowOrigins: corsOrigins(),
      allowHeaders: [...CORS.allowHeaders],
      allowMethods: [...CORS.allowMethods],
      exposeHeaders: [...CORS.exposeHeaders],
      maxAge: `${CORS.maxAgeSeconds} seconds`,
    },
    routes: {
      "ANY /": { function: fn },
      "ANY /{proxy+}": { function: fn },
    },
  });

  stack.addOutputs({ ApiUrl: api.url });
  return { api, fn };
}
