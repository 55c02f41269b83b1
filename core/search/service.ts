/**
 * POST /search (spec 4.1): 5 credits, charged before the engine runs; with `webhook_url` the
 * work runs from the jobs queue and the outcome is POSTed, signed, to the URL.
 */
import type { SearchHit } from "../ai/engine.js";
import { aiEngine } from "../ai/index.js";
import { assertOfferedModel } from "../ai/offered-models.js";
import * as jobs from "../jobs/service.js";
import type { Column } from "../schemas/schemas.js";
import { requestColumns } from "../schemas/service.js";
import { assertFits } from "../store/size.js";
import type { Search, SearchInput } from "./schemas.js";

const SEARCH_COST = 5;

/** What the job keeps: the validated input, its cost, and the service's origin for absolute URLs. */
type Request = SearchInput & { cost: number; base_url: string };

export function toSearch(job: jobs.Job): Search {
  const request = job.request as Request;
  const results = (job.result as SearchHit[] | undefined) ?? [];
  return {
    id: job.jobId,
    status: job.status,
    query: request.query,
    results,
    total_results: results.length,
    credits_used: job.creditsUsed,
    error: job.error ?? null,
  };
}

/** Runs with the columns resolved once: before charging (they validate the request), or by the worker. */
async function run(companyId: string, request: Request, columns: Column[]) {
  const engine = await aiEngine();
  const { results, usage } = await engine.search({
    companyId,
    query: request.query,
    columns,
    maxResults: request.max_results,
    model: request.model,
  });
  const found = results.filter((r) => Object.values(r.data).some((v) => v !== null)).slice(0, request.max_results);
  return { result: found.map((r) => ({ ...r, source_url: jobs.serviceUrl(r.source_url, request.base_url) })), usage };
}

/**
 * `baseUrl` is the origin the request reached (e.g. `https://api.example.com`): results found in
 * the company's own data point at their API path there. A result with no value in any requested
 * column tells the caller nothing, so it is not a result.
 */
export async function search(
  companyId: string,
  input: SearchInput,
  baseUrl: string,
  userId: string | null,
): Promise<{ status: 200 | 202; body: Search }> {
  assertFits(input, "columns", "The request", jobs.MAX_REQUEST_BYTES); // the job item holds it
  assertOfferedModel(input.model);
  const columns = await requestColumns(companyId, input); // bad columns or schema: 422 before anything is charged
  const request: Request = { ...input, cost: SEARCH_COST, base_url: baseUrl };
  const base = {
    companyId,
    jobId: jobs.newJobId("search"),
    kind: "search" as const,
    request,
    creditsUsed: SEARCH_COST,
    userId: userId ?? "system",
  };
  const description = `Search: ${input.query.slice(0, 100)}`;
  if (input.webhook_url)
    return { status: 202, body: toSearch(await jobs.startAsync({ ...base, webhookUrl: input.webhook_url }, description)) };
  return { status: 200, body: toSearch(await jobs.runNow(base, description, () => run(companyId, request, columns))) };
}

export const get = async (companyId: string, id: string) => toSearch(await jobs.getJob(companyId, "search", id));

/** The jobs worker's part: run a queued search. */
export const runQueued = async (job: jobs.Job) =>
  run(job.companyId, job.request as Request, await requestColumns(job.companyId, job.request));
