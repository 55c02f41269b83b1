/**
 * The cheap change signal for a company's search corpus. Every search reads it (one strongly
 * consistent GetItem, plus the keyspace revision, which moves when column keys change) and
 * rebuilds the in-memory index only when it moved. Writers of corpus data call `touchCorpus`.
 */
import { Entity } from "electrodb";
import { keyspaceRevision } from "../attributes/keyspace.js";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/** One item per company, in the company partition: `$corpusrev_1`. */
const CorpusRevisionEntity = new Entity(
  {
    model: { entity: "corpusrev", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      revision: { type: "number", required: true },
    },
    indexes: { byCompany: primary(["companyId"], []) },
  },
  entityConfig(),
);

/**
 * Marks the company's corpus (table rows, fetched pages, later the catalog) as changed, so the
 * next search or enrich rebuilds its index. An atomic ADD: concurrent writers never lose a bump.
 */
export async function touchCorpus(companyId: string): Promise<void> {
  await CorpusRevisionEntity.update({ companyId }).add({ revision: 1 }).go();
}

/**
 * The corpus revision with the keyspace revision: row data is keyed by attribute id and read
 * under the current keys, so a rename or schema change must rebuild too.
 */
export async function corpusSignal(companyId: string): Promise<string> {
  const [{ data }, keyspace] = await Promise.all([
    CorpusRevisionEntity.get({ companyId }).go({ consistent: true }),
    keyspaceRevision(companyId),
  ]);
  return `${data?.revision ?? 0}:${keyspace}`;
}
