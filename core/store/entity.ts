import { dynamo, tableName } from "./client.js";

/** Shared ElectroDB settings: one service name, one table, the shared client. */
export const entityConfig = () => ({ client: dynamo(), table: tableName() });
export const SERVICE = "pds";

// `const` type parameters keep the composite tuples literal, which ElectroDB's typings need.
/** Key fields of the physical table (core/store/table.ts); casing "none" keeps ids as written. */
export const primary = <const P extends string[], const S extends string[]>(pk: P, sk: S) => ({
  pk: { field: "pk", composite: pk, casing: "none" as const },
  sk: { field: "sk", composite: sk, casing: "none" as const },
});

export const gsi = <const N extends 1 | 2 | 3, const P extends string[], const S extends string[]>(n: N, pk: P, sk: S) => ({
  index: `gsi${n}` as `gsi${N}`,
  pk: { field: `gsi${n}pk`, composite: pk, casing: "none" as const },
  sk: { field: `gsi${n}sk`, composite: sk, casing: "none" as const },
});
