/**
 * Creates one catalog product in its own process, so a test can kill it between the write and
 * its webhooks: the write's transaction commits (its product event with it), then the message
 * that would fan the event out now is held, and the process tells its parent (over IPC) and waits
 * to be killed. The delayed sweep queued before the write goes through, as it would.
 *
 * Spawned with an IPC channel: node --import tsx test/support/product-write-once.ts <companyId> <schemaId>
 */
import * as products from "../../core/catalog/service.js";
import { sqs } from "../../core/queue/client.js";

const [companyId, schemaId] = process.argv.slice(2);

const client = sqs();
const send = client.send.bind(client) as (command: unknown, ...rest: unknown[]) => Promise<unknown>;
(client as { send: unknown }).send = async (command: unknown, ...rest: unknown[]) => {
  const input = (command as { input?: { MessageBody?: string; DelaySeconds?: number } }).input;
  const now = input?.MessageBody?.includes('"product_events":true') && !input.DelaySeconds;
  if (!now) return send(command, ...rest);
  process.send!({ committed: true });
  // Held, not failed: a failure would run the writer's error path, which a kill never does.
  return new Promise<never>(() => setInterval(() => {}, 60_000));
};

await products.create(companyId, { schema_id: schemaId, attributes: { sku: "CRASH-1" } });
process.exit(0);
