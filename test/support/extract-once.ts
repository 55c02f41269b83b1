/** Runs one extraction message in its own process, so a test can kill it mid-table. */
import { runExtraction } from "../../core/extract/pipeline.js";

const [companyId, tableId] = process.argv.slice(2);
await runExtraction({ company_id: companyId, table_id: tableId, chunk: 0 });
process.exit(0);
