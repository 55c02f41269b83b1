import type { Pagination } from "./schemas.js";
import type { PageQuery } from "./schemas.js";

/** Slices a fully-known, ordered list into one page with its total. */
export function pageOf<T>(all: T[], q: PageQuery): { data: T[]; pagination: Pagination } {
  const start = (q.page - 1) * q.limit;
  return { data: all.slice(start, start + q.limit), pagination: { page: q.page, limit: q.limit, total: all.length } };
}
