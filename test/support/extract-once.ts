/**
 * Runs a table's extraction messages in its own process, so a test can kill it mid-table:
 * chunk 0, and with `all` then every chunk the plan wrote, one after another.
 */
import { runExtraction } from "../../core/extract/pipeline.js";
import { findStored } from "../../core/tables/service.js";

const [companyId, tableId, mode] = process.argv.slice(2);
await runExtraction({ company_id: companyId, table_id: tableId, chunk: 0 });
if (mode === "all") {
  const total = (await findStored(companyId, tableId))!.chunksTotal;
  for (let chunk = 1; chunk < total; chunk++) await runExtraction({ company_id: companyId, table_id: tableId, chunk });
}
process.exit(0);
