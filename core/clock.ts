/** One clock for every timestamp the service writes, so tests can pin time. */
let fixed: number | undefined;

export const nowMs = (): number => fixed ?? Date.now();
export const nowIso = (): string => new Date(nowMs()).toISOString();

/** Tests only: freeze the clock at `at`, or release it with undefined. */
export function setClock(at: Date | string | undefined): void {
  fixed = at === undefined ? undefined : new Date(at).getTime();
}
