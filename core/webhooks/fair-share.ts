/**
 * Webhook sends in flight per company, in this process. One shared queue carries every
 * company's deliveries, and a receiver that never answers holds each of its sends for the whole
 * send timeout; without a share, batches full of one company's dead receiver hold everyone
 * else's deliveries behind them. With it, a company has at most PER_COMPANY_SENDS sends in
 * flight in a worker; a delivery that finds them taken waits up to SHARE_WAIT_MS for one (a
 * healthy receiver frees them in milliseconds), else it is put back on the queue for
 * DEFER_SECONDS, without an attempt taken or counted, so its batch ends and the other
 * companies' deliveries go on. Deployed, each Lambda instance keeps its own count and Lambda
 * runs more instances as the queue grows; locally the webhooks queue is polled by several
 * loops (QUEUES.webhooks.localConcurrency) for the same reason (docs/webhooks.md, "Fair delivery").
 */
export const PER_COMPANY_SENDS = 2;
const SHARE_WAIT_MS = 1_000;
/** A delivery past its company's share waits this long on the queue before it is tried again. */
export const DEFER_SECONDS = 5;

const inFlight = new Map<string, number>();
const waiting = new Map<string, (() => void)[]>();

/** Takes one of the company's sends, waiting a little for one; false when its share stays in use. */
export async function takeSend(companyId: string): Promise<boolean> {
  const deadline = Date.now() + SHARE_WAIT_MS;
  for (;;) {
    const n = inFlight.get(companyId) ?? 0;
    if (n < PER_COMPANY_SENDS) {
      inFlight.set(companyId, n + 1);
      return true;
    }
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const list = waiting.get(companyId) ?? [];
        const i = list.indexOf(wake);
        if (i >= 0) list.splice(i, 1);
        resolve();
      }, left);
      waiting.set(companyId, [...(waiting.get(companyId) ?? []), wake]);
    });
  }
}

export function releaseSend(companyId: string): void {
  const n = (inFlight.get(companyId) ?? 1) - 1;
  if (n > 0) inFlight.set(companyId, n);
  else inFlight.delete(companyId);
  const list = waiting.get(companyId);
  const next = list?.shift();
  if (list && !list.length) waiting.delete(companyId);
  next?.();
}
