import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Match, Template } from "aws-cdk-lib/assertions";
import { App, getStack } from "sst/constructs";
import { initProject, useProject } from "sst/project.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES, visibilityTimeoutSeconds, type QueueName } from "../core/queue/queues.js";
import { VIEWER_SCRIPT } from "../core/api/docs-page.js";
import { CORS, corsOrigins } from "../core/http/cors.js";
import config from "../sst.config.js";
import { AlarmsStack } from "../stacks/AlarmsStack.js";
import { ApiStack } from "../stacks/ApiStack.js";
import { QueuesStack } from "../stacks/QueuesStack.js";
import { StorageStack } from "../stacks/StorageStack.js";
import { WORKERS } from "../functions/workers.js";
import { WorkersStack } from "../stacks/WorkersStack.js";

/**
 * Synthesizes the real sst.config.ts offline. NODE_ENV=test (set by vitest) makes SST skip its
 * bootstrap lookup, the one step that would call AWS; functions are still bundled with esbuild,
 * so a handler that does not build fails here too.
 */
type Resource = { Type: string; Properties: Record<string, any> };
type Json = { Resources: Record<string, Resource>; Outputs?: Record<string, any> };

/** What core/config.ts reads; every function gets all of it. */
const SERVICE_ENV = [
  "STAGE",
  "TABLE_NAME",
  "BUCKET_NAME",
  "EXTRACT_QUEUE_URL",
  "ENHANCE_QUEUE_URL",
  "JOBS_QUEUE_URL",
  "WEBHOOKS_QUEUE_URL",
];
// Stated here, not imported, so editing a shared setting cannot weaken the test.
const MIN_VISIBILITY_FACTOR = 6;
const DLQ_RETENTION_SECONDS = 14 * 86_400;
/** Deliveries before a message is dead-lettered, and the consuming function's timeout. */
const QUEUE_SETTINGS: Record<QueueName, { maxReceiveCount: number; timeoutSeconds: number; batchSize: number }> = {
  extract: { maxReceiveCount: 3, timeoutSeconds: 120, batchSize: 1 },
  enhance: { maxReceiveCount: 3, timeoutSeconds: 300, batchSize: 4 },
  jobs: { maxReceiveCount: 3, timeoutSeconds: 900, batchSize: 1 },
  webhooks: { maxReceiveCount: 5, timeoutSeconds: 30, batchSize: 10 },
};

const root = fileURLToPath(new URL("..", import.meta.url));
const savedEnv = { ...process.env };
let app: App;
const templates = {} as Record<"storage" | "queues" | "api" | "workers" | "alarms", Template>;

const json = (t: Template) => t.toJSON() as Json;
const ofType = (t: Template, type: string) => Object.entries(json(t).Resources).filter(([, r]) => r.Type === type);

// SST bundles every function with esbuild here; on a busy 2-core machine (test/lambda-entry.test.ts
// builds the functions too, maybe at the same time) that has taken over two minutes.
beforeAll(async () => {
  // Restored in afterAll: initProject sets SST_STAGE and loads any .env files. Without
  // ADMIN_TOKEN the template shows the default, an API with no admin routes.
  delete process.env.ADMIN_TOKEN;
  // SST runs `npm install` in each bundle directory even with nothing to install.
  Object.assign(process.env, {
    npm_config_offline: "true",
    npm_config_audit: "false",
    npm_config_fund: "false",
  });
  await initProject({ stage: "test", root });
  const project = useProject();
  app = new App({ mode: "deploy", name: project.config.name, stage: "test", region: project.config.region });
  await config.stacks(app);
  await app.finish();
  const of = (s: Parameters<typeof getStack>[0]) => Template.fromStack(getStack(s));
  templates.storage = of(StorageStack);
  templates.queues = of(QueuesStack);
  templates.api = of(ApiStack);
  templates.workers = of(WorkersStack);
  templates.alarms = of(AlarmsStack);
}, 300_000);

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
});

describe("storage stack", () => {
  // The key fields the entities write (core/store/entity.ts) and the TTL attribute Powertools uses.
  it("table has the entities' key and index fields and the TTL attribute, on demand with PITR", () => {
    const keys = (pk: string, sk: string) => [
      { AttributeName: pk, KeyType: "HASH" },
      { AttributeName: sk, KeyType: "RANGE" },
    ];
    templates.storage.resourceCountIs("AWS::DynamoDB::Table", 1);
    templates.storage.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: keys("pk", "sk"),
      BillingMode: "PAY_PER_REQUEST",
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: "expiration", Enabled: true },
      GlobalSecondaryIndexes: [1, 2, 3].map((n) => ({
        IndexName: `gsi${n}`,
        KeySchema: keys(`gsi${n}pk`, `gsi${n}sk`),
        Projection: { ProjectionType: "ALL" },
      })),
    });
    const [[, table]] = ofType(templates.storage, "AWS::DynamoDB::Table");
    for (const def of table.Properties.AttributeDefinitions) expect(def.AttributeType).toBe("S");
  });

  it("bucket is private, encrypted, TLS-only, and accepts presigned uploads from browsers", () => {
    templates.storage.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [Match.objectLike({})] },
      CorsConfiguration: {
        CorsRules: Match.arrayWith([
          Match.objectLike({
            AllowedMethods: Match.arrayWith(["PUT", "GET", "HEAD"]),
            AllowedOrigins: ["*"],
          }),
        ]),
      },
    });
    // The same prefixes and ages the local runtime sweeps (core/local/expire-objects.ts).
    templates.storage.hasResourceProperties("AWS::S3::Bucket", {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Status: "Enabled", Prefix: "uploads/", ExpirationInDays: 1 })]),
      },
    });
    templates.storage.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } })]),
      },
    });
  });

  it("bucket deletes table exports a day after they are written, and their unfinished uploads", () => {
    templates.storage.hasResourceProperties("AWS::S3::Bucket", {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: "exports/",
            Status: "Enabled",
            ExpirationInDays: 1,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          }),
        ]),
      },
    });
  });
});

describe("queues and workers", () => {
  const names = Object.keys(QUEUES) as QueueName[];

  it("has the queues the service sends to", () => {
    expect([...names].sort()).toEqual(Object.keys(QUEUE_SETTINGS).sort());
  });

  /** The queue resource named for a worker, found by the name SST gives it. */
  const queueId = (name: QueueName) => {
    const found = ofType(templates.queues, "AWS::SQS::Queue").filter(([, q]) => q.Properties.QueueName === app.logicalPrefixedName(name));
    expect(found, `queue ${name}`).toHaveLength(1);
    return found[0][0];
  };

  it("every queue redrives to its own dead-letter queue that keeps messages 14 days", () => {
    const queues = json(templates.queues).Resources;
    const dlqs = names.map((name) => {
      const redrive = queues[queueId(name)].Properties.RedrivePolicy;
      expect(redrive, `${name} has a RedrivePolicy`).toBeDefined();
      expect(redrive.maxReceiveCount).toBe(QUEUE_SETTINGS[name].maxReceiveCount);
      const dlq = redrive.deadLetterTargetArn["Fn::GetAtt"][0] as string;
      expect(queues[dlq]?.Type).toBe("AWS::SQS::Queue");
      expect(queues[dlq].Properties.RedrivePolicy).toBeUndefined();
      expect(queues[dlq].Properties.MessageRetentionPeriod).toBe(DLQ_RETENTION_SECONDS);
      return dlq;
    });
    expect(new Set(dlqs).size).toBe(names.length);
  });

  /** Queues whose worker exists; the others get theirs with the features that fill them. */
  const consumed = Object.keys(WORKERS) as QueueName[];

  it("every worker consumes its queue and reports partial batch failures", () => {
    expect(consumed).toContain("webhooks");
    const mappings = ofType(templates.workers, "AWS::Lambda::EventSourceMapping");
    expect(mappings).toHaveLength(consumed.length);
    for (const [, m] of mappings) {
      expect(m.Properties.FunctionResponseTypes).toEqual(["ReportBatchItemFailures"]);
    }
  });

  it("visibility timeout is at least 6x the consuming function's timeout; timeouts and batch sizes are the shared ones", () => {
    const queues = json(templates.queues);
    const workers = json(templates.workers);
    // The mapping lives in the workers stack and names the queue through a cross-stack export.
    const queueOfExport = (importValue: { "Fn::ImportValue": string }) => {
      const output = Object.values(queues.Outputs ?? {}).find((o) => o.Export?.Name === importValue["Fn::ImportValue"]);
      expect(output, `export ${importValue["Fn::ImportValue"]}`).toBeDefined();
      return output.Value["Fn::GetAtt"][0] as string;
    };
    const consumers = new Map<string, number>();
    const batchSizes = new Map<string, number>();
    for (const [, m] of ofType(templates.workers, "AWS::Lambda::EventSourceMapping")) {
      const fn = workers.Resources[m.Properties.FunctionName.Ref];
      consumers.set(queueOfExport(m.Properties.EventSourceArn), fn.Properties.Timeout);
      batchSizes.set(queueOfExport(m.Properties.EventSourceArn), m.Properties.BatchSize);
    }
    expect(consumers.size).toBe(consumed.length);
    // Queues still waiting for their worker are sized for the timeout it will have.
    for (const name of names) {
      const visibility = queues.Resources[queueId(name)].Properties.VisibilityTimeout;
      expect(visibility).toBeGreaterThanOrEqual(MIN_VISIBILITY_FACTOR * QUEUE_SETTINGS[name].timeoutSeconds);
      // The local runtime creates its queues from the same definition (test/local-queues.test.ts).
      expect(visibility).toBe(visibilityTimeoutSeconds(QUEUES[name]));
    }
    for (const name of consumed) {
      const id = queueId(name);
      const timeout = consumers.get(id);
      expect(timeout, `${name} has a consumer`).toBe(QUEUE_SETTINGS[name].timeoutSeconds);
      // The local poller takes batches of the same size.
      expect(batchSizes.get(id), `${name} batch size`).toBe(QUEUE_SETTINGS[name].batchSize);
      expect(QUEUES[name].batchSize).toBe(QUEUE_SETTINGS[name].batchSize);
      const visibility = queues.Resources[id].Properties.VisibilityTimeout;
      expect(visibility).toBeGreaterThanOrEqual(MIN_VISIBILITY_FACTOR * timeout!);
    }
  });

  it("workers run on nodejs22.x arm64 with the service environment but no admin token", () => {
    const workers = ofType(templates.workers, "AWS::Lambda::Function").filter(([, f]) =>
      String(f.Properties.Handler).startsWith("functions/"),
    );
    expect(workers).toHaveLength(consumed.length);
    for (const [, f] of workers) {
      expect(f.Properties.Runtime).toBe("nodejs22.x");
      expect(f.Properties.Architectures).toEqual(["arm64"]);
      expect(Object.keys(f.Properties.Environment.Variables)).toEqual(expect.arrayContaining(SERVICE_ENV));
      expect(f.Properties.Environment.Variables.ADMIN_TOKEN).toBeUndefined();
    }
  });
});

describe("api stack", () => {
  it("one nodejs22.x function serves the root and catch-all routes", () => {
    const fns = ofType(templates.api, "AWS::Lambda::Function").filter(([, f]) => String(f.Properties.Handler).startsWith("functions/api"));
    expect(fns).toHaveLength(1);
    const [[, fn]] = fns;
    expect(fn.Properties).toMatchObject({
      Runtime: "nodejs22.x",
      Architectures: ["arm64"],
      Timeout: 29,
      MemorySize: 1024,
    });
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(SERVICE_ENV));
    expect(fn.Properties.Environment.Variables.ADMIN_TOKEN).toBeUndefined();

    templates.api.hasResourceProperties("AWS::ApiGatewayV2::Api", { ProtocolType: "HTTP" });
    templates.api.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: "ANY /{proxy+}" });
    templates.api.hasResourceProperties("AWS::ApiGatewayV2::Route", { RouteKey: "ANY /" });
    expect(Object.keys(json(templates.api).Outputs ?? {})).toContain("ApiUrl");
  });

  it("API Gateway answers preflights from the service's one CORS configuration, as the local server does", () => {
    const [[, api]] = ofType(templates.api, "AWS::ApiGatewayV2::Api");
    const cors = api.Properties.CorsConfiguration;
    expect(cors.AllowOrigins).toEqual(corsOrigins());
    expect([...cors.AllowHeaders].sort()).toEqual([...CORS.allowHeaders].sort());
    expect([...cors.AllowMethods].sort()).toEqual([...CORS.allowMethods].sort());
    expect([...cors.ExposeHeaders].sort()).toEqual([...CORS.exposeHeaders].sort());
    expect(cors.MaxAge).toBe(CORS.maxAgeSeconds);
    expect(cors.AllowCredentials ?? false).toBe(false);
  });

  it("the function's bundle carries the docs page's viewer, and its handler serves the page and the script", () => {
    const [[, fn]] = ofType(templates.api, "AWS::Lambda::Function").filter(([, f]) =>
      String(f.Properties.Handler).startsWith("functions/api"),
    );
    // What is deployed: the asset staged for the function's code (named by the hash in its S3 key).
    const bundle = join(app.outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, "")}`);
    expect(existsSync(join(bundle, "node_modules", VIEWER_SCRIPT))).toBe(true);
    // The built handler in a fresh Node process with a bare environment, as Lambda runs it: it
    // must find the viewer inside the bundle, not in the project's node_modules.
    const run = `
      const { handler } = await import(${JSON.stringify(join(bundle, "functions/api.mjs"))});
      const get = (path) => handler({
        version: "2.0", routeKey: "$default", rawPath: path, rawQueryString: "", isBase64Encoded: false,
        headers: { host: "api.test", "accept-encoding": "gzip" },
        requestContext: { http: { method: "GET", path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "test" },
          domainName: "api.test", requestId: "r", routeKey: "$default", stage: "$default", timeEpoch: 0 },
      }, {});
      const page = await get("/api/v1/docs");
      const script = await get(/src="([^"]+)"/.exec(page.body)[1]);
      console.log(JSON.stringify({ page: page.statusCode, script: script.statusCode, headers: script.headers, base64: script.isBase64Encoded, bytes: Buffer.from(script.body, "base64").length }));`;
    const out = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", run], {
        cwd: bundle,
        encoding: "utf8",
        env: { PATH: process.env.PATH, TABLE_NAME: "infra-test" },
      }),
    );
    expect(out).toMatchObject({ page: 200, script: 200, base64: true, headers: { "content-encoding": "gzip" } });
    expect(out.bytes).toBeGreaterThan(100_000);
  });

  it("no function gets a service-wide wildcard permission", () => {
    for (const t of [templates.api, templates.workers]) {
      for (const [, policy] of ofType(t, "AWS::IAM::Policy")) {
        const actions = policy.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => [s.Action].flat());
        for (const a of actions) expect(a).not.toMatch(/^(dynamodb|s3|sqs):\*$/);
      }
    }
  });
});

describe("alarms stack", () => {
  const alarms = () => ofType(templates.alarms, "AWS::CloudWatch::Alarm").map(([, r]) => r.Properties);
  const topicRef = () => ofType(templates.alarms, "AWS::SNS::Topic")[0][0];

  it("every alarm notifies the one SNS topic and is quiet without data", () => {
    expect(ofType(templates.alarms, "AWS::SNS::Topic")).toHaveLength(1);
    expect(alarms().length).toBeGreaterThan(0);
    for (const a of alarms()) {
      expect(a.AlarmActions).toEqual([{ Ref: topicRef() }]);
      expect(a.TreatMissingData).toBe("notBreaching");
    }
  });

  it("a message in any dead-letter queue raises an alarm", () => {
    const dlqAlarms = alarms().filter((a) => a.MetricName === "ApproximateNumberOfMessagesVisible");
    expect(dlqAlarms).toHaveLength(Object.keys(QUEUES).length);
    for (const a of dlqAlarms) {
      expect(a).toMatchObject({ Namespace: "AWS/SQS", Threshold: 1, ComparisonOperator: "GreaterThanOrEqualToThreshold" });
      expect(a.AlarmDescription).toMatch(/npm run admin -- redrive \w+/);
    }
  });

  it("the API's 5xx rate, DynamoDB throttles, and each function's throttles and errors raise alarms", () => {
    const rate = alarms().find((a) => a.Metrics?.some((m: { Expression?: string }) => m.Expression?.includes("100 * errors / requests")));
    expect(rate).toMatchObject({ Threshold: 1 });
    const names = rate!.Metrics.filter((m: any) => m.MetricStat)
      .map((m: any) => m.MetricStat.Metric.MetricName)
      .sort();
    expect(names).toEqual(["5xx", "Count"]);
    const throttles = alarms().find((a) => a.AlarmDescription?.startsWith("DynamoDB throttled"));
    expect(JSON.stringify(throttles)).toContain("ThrottledRequests");
    const functions = ["api", ...Object.keys(WORKERS)];
    for (const metric of ["Throttles", "Errors"]) {
      const forMetric = alarms().filter((a) => a.MetricName === metric && a.Namespace === "AWS/Lambda");
      expect(forMetric).toHaveLength(functions.length);
    }
  });
});
