import { GetCommand, type GetCommandInput } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "./client.js";

/** An ElectroDB `get` operation, before `go()`: it knows the item's key. */
interface GetOperation {
  params(options: { consistent: true }): object;
}

/**
 * A strongly consistent read of one item: ElectroDB builds the request (table, key), the shared
 * DocumentClient sends it. For a read served on every request, ElectroDB's `go()` costs more
 * than it gives: it builds an ElectroError with a captured stack on every call, in case the call
 * fails, and formats the response (docs/decisions.md, "Read path"). The item comes back as
 * stored, key fields included; a failure is the SDK's own error, which core/errors.ts maps as it
 * maps ElectroDB's.
 */
export async function getItem(operation: GetOperation): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo().send(new GetCommand(operation.params({ consistent: true }) as GetCommandInput));
  return Item;
}
