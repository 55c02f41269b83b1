/** One clock for every timestamp the service writes, so tests can pin time. */
let fixed: number | undefined;

export const nowMs = (): number => fixed ?? Date.now();
export const nowIso = (): string => new Date(nowMs()).toISOString();

/** Tests only: freeze the clock at `at`, or release it with undefined. */
export function setClock(at: Date | string | undefined): void {
  fixed = at === undefined ? undefined : new Date(at).getTime();
}

/**
 * The next revision timestamp of a resource: now, but always after `previous`, so two writes in
 * the same millisecond still give compare-and-set (`expected_updated_at`) distinct revisions.
 */
export function nextRevision(previous?: string): string {
  const after = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(nowMs(), after)).toISOString();
}
