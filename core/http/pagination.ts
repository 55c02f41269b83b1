import type { Pagination } from "./schemas.js";
import type { PageQuery } from "./schemas.js";

/** Every list's envelope (spec 2.2): one page of `data` and where it sits among `total` items. */
export const listEnvelope = <T>(data: T[], q: PageQuery, total: number): { data: T[]; pagination: Pagination } => ({
  data,
  pagination: { page: q.page, limit: q.limit, total },
});

/** Slices a fully-known, ordered list into one page with its total. */
export function pageOf<T>(all: T[], q: PageQuery): { data: T[]; pagination: Pagination } {
  const start = (q.page - 1) * q.limit;
  return listEnvelope(all.slice(start, start + q.limit), q, all.length);
}
