/**
 * The single table's physical shape, shared by the SST stack and the local bootstrap so the
 * two can never drift. docs/data-model.md says which item uses which index and why.
 */
export const TABLE_KEYS = { partition: "pk", sort: "sk" } as const;

/** Generic overloaded GSIs; entity files name the access pattern each one serves. */
export const GSIS = [
  { name: "gsi1", partition: "gsi1pk", sort: "gsi1sk" },
  { name: "gsi2", partition: "gsi2pk", sort: "gsi2sk" },
  { name: "gsi3", partition: "gsi3pk", sort: "gsi3sk" },
] as const;

/** Epoch seconds; DynamoDB deletes the item after it (uploads never completed, finished webhook deliveries). */
export const TTL_ATTRIBUTE = "expiration";
