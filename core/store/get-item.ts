import { GetCommand, type GetCommandInput } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "./client.js";

/** An ElectroDB `get` operation, before `go()`: it knows the item's key. */
interface GetOperation {
  params(options: { consistent: true }): object;
}

/**
 * A strongly consistent read of one item: ElectroDB's request (table, key; `getRequest`), sent by
 * the shared DocumentClient. For a read served on every request, ElectroDB's `go()` costs more
 * than it gives: it builds an ElectroError with a captured stack on every call, in case the call
 * fails, and formats the response (docs/decisions.md, "Read path"). The item comes back as
 * stored, key fields included; a failure is the SDK's own error, which core/errors.ts maps as it
 * maps ElectroDB's.
 */
export async function getItem(input: GetCommandInput): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo().send(new GetCommand(input));
  return Item;
}

/**
 * The GetItem request `get` builds for a key, ElectroDB's to the byte, at a fraction of the cost:
 * the request is learnt once, from ElectroDB's own `params()` for markers in place of the first
 * key's values, and then filled in with each key's values as they are. Building ElectroDB's chain
 * on every read was 7% of the server's busy time under load (docs/decisions.md, "Read path").
 */
export function getRequest<K extends Record<string, string>>(get: (key: K) => GetOperation): (key: K) => GetCommandInput {
  let learnt: { input: GetCommandInput; fields: string[]; keys: [string, (string | number)[]][] } | undefined;
  const learn = (key: K) => {
    const fields = Object.keys(key);
    const marks = Object.fromEntries(fields.map((f, i) => [f, `\u0000${i}\u0000`])) as K;
    const input = get(marks).params({ consistent: true }) as GetCommandInput;
    // Each key attribute as literal text and the index of the field whose value goes between.
    const keys = Object.entries(input.Key ?? {}).map(([attr, value]): [string, (string | number)[]] => [
      attr,
      String(value)
        .split(/\u0000(\d+)\u0000/)
        .map((part, i) => (i % 2 ? Number(part) : part)),
    ]);
    return { input, fields, keys };
  };
  return (key) => {
    learnt ??= learn(key);
    const { input, fields, keys } = learnt;
    const Key: Record<string, string> = {};
    for (const [attr, parts] of keys) Key[attr] = parts.map((p) => (typeof p === "number" ? key[fields[p]] : p)).join("");
    return { ...input, Key };
  };
}
