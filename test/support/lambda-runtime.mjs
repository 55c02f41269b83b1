// Plays the Lambda Node.js runtime for one built function, in its own plain Node process (no
// test transform, its own environment): imports the bundle once, as a cold start does, then
// answers each invocation sent by the parent over IPC. Like Lambda it serializes the handler's
// result as JSON and refuses a response payload over 6 MB (synchronous invocations).
const MAX_RESPONSE_BYTES = 6 * 1024 * 1024;
const [file, exportName, functionName] = process.argv.slice(2);
const handler = (await import(file))[exportName];

const context = (timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: "1024",
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: "test",
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

process.on("message", async ({ id, event, timeoutMs }) => {
  try {
    const payload = JSON.stringify((await handler(event, context(timeoutMs))) ?? null);
    if (Buffer.byteLength(payload) > MAX_RESPONSE_BYTES) {
      process.send({
        id,
        error: `Response payload size (${Buffer.byteLength(payload)} bytes) exceeded maximum allowed payload size (${MAX_RESPONSE_BYTES} bytes).`,
      });
    } else {
      process.send({ id, result: JSON.parse(payload) });
    }
  } catch (err) {
    process.send({ id, error: `${err?.name ?? "Error"}: ${err?.message ?? err}` });
  }
});
process.send({ ready: true });
