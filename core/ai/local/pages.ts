/**
 * Pages the local engine fetches become part of the company's search corpus: read by
 * page-read.ts, stored by core/corpus/pages.ts (the caller bumps the corpus revision once).
 */
import { savePage } from "../../corpus/pages.js";
import type { ReadPage } from "./page-read.js";

export const rememberPage = (companyId: string, page: ReadPage) =>
  savePage(companyId, { ...page, records: page.products.map((p) => p.record) });
