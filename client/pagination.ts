import type { Pagination } from "./types.js";

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/**
 * A list call: `await` it for one page (`{ data, pagination }`), or `for await` over it for every
 * item of every page from the asked one on, fetched a page at a time as the loop goes.
 * Nothing is requested until one of the two starts.
 */
export class PageList<T, P extends Page<T> = Page<T>> implements PromiseLike<P>, AsyncIterable<T> {
  constructor(
    private readonly fetchPage: (page: number) => Promise<P>,
    private readonly firstPage = 1,
  ) {}

  // biome-ignore lint/suspicious/noThenProperty: a list is awaitable for its first page by design (like the OpenAI and Stripe clients)
  then<A = P, B = never>(onFulfilled?: ((p: P) => A | PromiseLike<A>) | null, onRejected?: ((e: unknown) => B | PromiseLike<B>) | null) {
    return this.fetchPage(this.firstPage).then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((e: unknown) => B | PromiseLike<B>) | null) {
    return this.then(undefined, onRejected);
  }

  finally(onFinally?: (() => void) | null) {
    return this.fetchPage(this.firstPage).finally(onFinally);
  }

  /** Every page, in order, until one is empty or the last by `pagination.total`. */
  async *pages(): AsyncGenerator<P> {
    for (let page = this.firstPage; ; page++) {
      const p = await this.fetchPage(page);
      yield p;
      if (p.data.length === 0 || page * p.pagination.limit >= p.pagination.total) return;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const p of this.pages()) yield* p.data;
  }

  /** Every item in one array (mind the size of what you list). */
  async toArray(): Promise<T[]> {
    const all: T[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}

export const list = <P extends Page<unknown>>(get: (page: number) => Promise<P>, page?: number) =>
  new PageList<P["data"][number], P>(get as (page: number) => Promise<P & Page<P["data"][number]>>, page ?? 1);
