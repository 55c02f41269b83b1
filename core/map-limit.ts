/**
 * Runs `fn` over `list`, at most `limit` at once, results in input order. After the first
 * failure no new item starts; the failure is thrown once the running ones settle, so no call is
 * left running behind a rejected promise.
 */
export async function mapLimit<T, R>(list: readonly T[], limit: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(list.length);
  let next = 0;
  let failure: { err: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < list.length) {
      const i = next++;
      try {
        out[i] = await fn(list[i]);
      } catch (err) {
        failure ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  if (failure) throw failure.err;
  return out;
}
