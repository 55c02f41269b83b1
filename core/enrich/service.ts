/**
 * POST /enrich (spec 4.2): credits per item by thinking level, charged before the engine runs.
 * More than 5 items, or a `webhook_url`, runs from the jobs queue (202); otherwise now (200).
 * The spec's basis rule is enforced here, whatever the engine returns: with web_search every
 * item has `basis`, without it no item has the key.
 */
import type { EnrichedItem } from "../ai/engine.js";
import { aiEngine } from "../ai/index.js";
import { assertOfferedModel } from "../ai/offered-models.js";
import { allTerms } from "../glossary/service.js";
import * as jobs from "../jobs/service.js";
import type { Column } from "../schemas/schemas.js";
import { requestColumns } from "../schemas/service.js";
import { assertFits } from "../store/size.js";
import { COST_PER_ITEM, SYNC_ITEMS, type Enrich, type EnrichInput } from "./schemas.js";

/** What the job keeps: the validated input, its cost, and the service's origin for absolute URLs. */
type Request = EnrichInput & { cost: number; base_url: string };

export function toEnrich(job: jobs.Job): Enrich {
  return {
    id: job.jobId,
    status: job.status,
    items: (job.result as EnrichedItem[] | undefined) ?? [],
    credits_used: job.creditsUsed,
    error: job.error ?? null,
  };
}

/** Known values checked against the columns (core/schemas/column-values.ts); nulls are "unknown". */
async function checkItems(items: EnrichInput["items"], columns: Column[]): Promise<EnrichInput["items"]> {
  // Loaded here, not with the module: coercion brings the HTML sanitizer, and a cold start that
  // only polls GET /enrich/{id} should not parse it.
  const { coerceValues, ValueProblems } = await import("../schemas/column-values.js");
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const problems = new ValueProblems();
  const checked = items.map((item, i) => {
    const values = coerceValues(item.data, byKey, `items.${i}.data`, problems);
    return { data: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)) };
  });
  problems.reject(columns, (keys) => `Unknown key(s) in items: ${keys}`);
  return checked;
}

/**
 * Every column key present (null where unknown); basis exactly when web search was asked for,
 * its citations' URLs absolute (a row of the company's own data is cited by its API path).
 */
function shape(item: EnrichedItem | undefined, known: Record<string, unknown>, request: Request, columns: Column[]): EnrichedItem {
  const data = Object.fromEntries(columns.map((c) => [c.key, item?.data[c.key] ?? known[c.key] ?? null]));
  if (!request.web_search) return { data };
  const basis = (item?.basis ?? []).map((b) => ({
    ...b,
    citations: b.citations.map((c) => ({ ...c, url: jobs.serviceUrl(c.url, request.base_url) })),
  }));
  return { data, basis };
}

/** The columns and the checked items: resolved before charging (they validate the request), or by the worker. */
async function prepare(companyId: string, input: EnrichInput) {
  const columns = await requestColumns(companyId, input);
  return { columns, items: await checkItems(input.items, columns) };
}

async function run(companyId: string, request: Request, { columns, items }: Awaited<ReturnType<typeof prepare>>) {
  const engine = await aiEngine();
  const { items: enriched, usage } = await engine.enrich({
    companyId,
    items,
    columns,
    context: request.context,
    model: request.model,
    thinking: request.thinking,
    webSearch: request.web_search,
    glossary: request.use_glossary ? await allTerms(companyId) : undefined,
  });
  return { result: items.map((item, i) => shape(enriched[i], item.data, request, columns)), usage };
}

/** `baseUrl` is the origin the request reached: citations of the company's own rows point there. */
export async function enrich(
  companyId: string,
  input: EnrichInput,
  baseUrl: string,
  userId: string | null,
): Promise<{ status: 200 | 202; body: Enrich }> {
  assertFits(input, "items", "The request", jobs.MAX_REQUEST_BYTES); // the job item holds it
  assertOfferedModel(input.model);
  const prepared = await prepare(companyId, input); // 422 before anything is charged
  const cost = input.items.length * COST_PER_ITEM[input.thinking];
  const request: Request = { ...input, cost, base_url: baseUrl };
  const base = {
    companyId,
    jobId: jobs.newJobId("enrich"),
    kind: "enrich" as const,
    request,
    creditsUsed: cost,
    userId: userId ?? "system",
  };
  const description = `Enrich: ${input.items.length} item(s), thinking ${input.thinking}`;
  if (input.webhook_url || input.items.length > SYNC_ITEMS) {
    return { status: 202, body: toEnrich(await jobs.startAsync({ ...base, webhookUrl: input.webhook_url }, description)) };
  }
  return { status: 200, body: toEnrich(await jobs.runNow(base, description, () => run(companyId, request, prepared))) };
}

export const get = async (companyId: string, id: string) => toEnrich(await jobs.getJob(companyId, "enrich", id));

export const runQueued = async (job: jobs.Job) =>
  run(job.companyId, job.request as Request, await prepare(job.companyId, job.request as Request));
