/**
 * Enrich with the local engine. Per item, evidence comes from (a) the pages its URLs point to
 * (only with webSearch), (b) rows of the company's tables describing the same product, and
 * (c) values that follow from known ones. Rules (docs/ai-engines.md):
 * - A value the caller sent is never replaced. A source that disagrees is reported in `basis`
 *   with confidence `low`; a source that agrees confirms it.
 * - A missing value is filled from the strongest evidence (trust of the extraction method, then
 *   page > row > derivation); agreeing sources are cited too, a disagreeing one lowers confidence.
 * - No evidence, no value: the field stays null.
 */
import type { BasisEntry, EnrichedItem, EnrichRequest } from "../engine.js";
import { coerceValue } from "../../values/coerce.js";
import type { Column } from "../../schemas/schemas.js";
import { codeKey, conceptKeys, gtinKey, identityOf, isEmpty, valueText, type ConceptKeys, type Identity } from "./concepts.js";
import { brandOf, currencyOf } from "./derive.js";
import { fetchPages, pageSource, pageUrlsOf, productFor } from "./enrich-pages.js";
import { matchingRows, rowSource } from "./enrich-rows.js";
import { byStrength, candidatesFrom, checkable, lower, sameValue, shown, type Candidate } from "./evidence.js";
import { protectedTermsIn } from "./glossary.js";
import { companyIndex, type CompanyIndex } from "./index-cache.js";
import type { ReadPage } from "./page-read.js";

interface Context {
  req: EnrichRequest;
  index: CompanyIndex;
  keys: ConceptKeys;
  pages: Map<string, ReadPage>;
}

const MAX_CITATIONS = 3;
const CODES = ["gtin", "sku", "mpn"] as const;

export async function enrichItems(req: EnrichRequest): Promise<EnrichedItem[]> {
  const index = await companyIndex(req.companyId);
  const keys = conceptKeys(req.columns);
  // webSearch false: nothing leaves the company's own data, not even a fetch of a given URL.
  const pages = req.webSearch
    ? await fetchPages(
        req.companyId,
        req.items.flatMap((i) => pageUrlsOf(i.data ?? {}, req.columns)),
      )
    : new Map<string, ReadPage>();
  const ctx: Context = { req, index, keys, pages };
  return req.items.map((item) => enrichItem(item.data ?? {}, ctx));
}

function enrichItem(known: Record<string, unknown>, ctx: Context): EnrichedItem {
  const { req, keys } = ctx;
  const { fills, against } = evidence(known, ctx);
  const data: Record<string, unknown> = {};
  const basis: BasisEntry[] = [];
  const chosen = new Map<string, Candidate>();
  for (const column of req.columns) {
    const mine = fills.filter((c) => c.key === column.key).sort(byStrength);
    if (!isEmpty(known[column.key])) {
      data[column.key] = known[column.key];
      const entry = check(column, known[column.key], [...mine, ...against.filter((c) => c.key === column.key)], keys);
      if (entry) basis.push(entry);
    } else if (mine.length) {
      const entry = choose(column, mine, keys);
      data[column.key] = mine[0].value;
      chosen.set(column.key, mine[0]);
      basis.push(entry);
    } else data[column.key] = null;
  }
  derive(data, known, chosen, basis, ctx);
  for (const entry of basis) {
    if (!isEmpty(known[entry.field])) continue;
    const kept = protectedTermsIn(data[entry.field], req.glossary);
    if (kept.length) entry.reasoning += ` Glossary terms kept as written: ${kept.join(", ")}.`;
  }
  return req.webSearch ? { data, basis } : { data };
}

/**
 * Candidates that may fill or confirm values, and candidates only good for contradicting the
 * item's codes (from a page whose product carries another GTIN or SKU than the item).
 */
function evidence(known: Record<string, unknown>, ctx: Context) {
  const { req, keys } = ctx;
  const identity = identityOf(known, keys);
  const fills: Candidate[] = [];
  const against: Candidate[] = [];
  for (const url of pageUrlsOf(known, req.columns)) {
    const page = ctx.pages.get(url);
    const found = page && productFor(page, identity);
    if (!page || !found) continue;
    const candidates = candidatesFrom(pageSource(page, found.product), req.columns);
    if (found.relation === "match") fills.push(...candidates);
    else against.push(...candidates.filter((c) => CODES.some((k) => keys[k] === c.key)));
  }
  // Codes and a name a page revealed identify the item in the company's rows as well.
  const seen: Identity = { ...identity };
  for (const k of CODES) {
    const c = keys[k] && !seen[k] ? fills.find((f) => f.key === keys[k]) : undefined;
    if (c) seen[k] = k === "gtin" ? gtinKey(c.value) : codeKey(c.value);
  }
  const name = keys.name && !seen.name ? fills.find((f) => f.key === keys.name) : undefined;
  if (name) seen.name = valueText(name.value);
  for (const { doc, by } of matchingRows(ctx.index, seen)) {
    // The value a row was found by cannot also confirm itself.
    fills.push(...candidatesFrom(rowSource(doc, by), req.columns).filter((c) => c.key !== keys[by]));
  }
  return { fills, against };
}

const citationsOf = (cs: Candidate[]) => cs.flatMap((c) => (c.citation ? [c.citation] : [])).slice(0, MAX_CITATIONS);

/** A missing value: the strongest candidate, with what agrees and what does not. */
function choose(column: Column, candidates: Candidate[], keys: ConceptKeys): BasisEntry {
  const [best, ...rest] = candidates;
  const agree = rest.filter((c) => sameValue(best.value, c.value, column, keys));
  const differ = rest.filter((c) => !agree.includes(c));
  let reasoning = `Taken from ${best.how}.`;
  if (agree.length) reasoning += ` ${agree.length} more source${agree.length > 1 ? "s" : ""} agree.`;
  if (differ.length) reasoning += ` Another source gives ${shown(differ[0].value)} (${differ[0].how}).`;
  return {
    field: column.key,
    citations: citationsOf([best, ...agree]),
    reasoning,
    confidence: differ.length ? lower(best.confidence) : best.confidence,
  };
}

/** A value the caller sent, checked against the sources that speak about it; kept either way. */
function check(column: Column, value: unknown, candidates: Candidate[], keys: ConceptKeys): BasisEntry | undefined {
  if (!candidates.length || !checkable(value, column)) return undefined;
  const coerced = coerceValue(value, column);
  const mine = coerced.ok && !isEmpty(coerced.value) ? coerced.value : value;
  const agree = candidates.filter((c) => sameValue(mine, c.value, column, keys));
  const differ = candidates.filter((c) => !agree.includes(c));
  if (!agree.length) {
    return {
      field: column.key,
      citations: citationsOf(differ),
      reasoning: `Kept your value ${shown(value)}, but ${differ[0].how} gives ${shown(differ[0].value)}.`,
      confidence: "low",
    };
  }
  const best = agree.sort(byStrength)[0];
  let reasoning = `Your value is confirmed by ${best.how}.`;
  if (differ.length) reasoning += ` Another source gives ${shown(differ[0].value)} (${differ[0].how}).`;
  return {
    field: column.key,
    citations: citationsOf([...agree, ...differ]),
    reasoning,
    confidence: differ.length ? lower(best.confidence) : best.confidence,
  };
}

/** Derivations fill only what is still empty after the sources (see derive.ts). */
function derive(
  data: Record<string, unknown>,
  known: Record<string, unknown>,
  chosen: Map<string, Candidate>,
  basis: BasisEntry[],
  ctx: Context,
) {
  const { keys, req, index } = ctx;
  const byKey = new Map(req.columns.map((c) => [c.key, c]));
  const set = (key: string, raw: unknown, entry: Omit<BasisEntry, "field">) => {
    const coerced = coerceValue(raw, byKey.get(key)!);
    if (!coerced.ok || isEmpty(coerced.value)) return;
    data[key] = coerced.value;
    basis.push({ field: key, ...entry });
  };
  if (keys.currency && keys.price && isEmpty(data[keys.currency])) {
    // The price as written: the caller's string, or the exact text a source read it from.
    const given = typeof known[keys.price] === "string" ? (known[keys.price] as string) : undefined;
    const source = chosen.get(keys.price)?.citation;
    const text = given ?? source?.excerpt;
    const found = text ? currencyOf(text) : undefined;
    if (found) {
      set(keys.currency, found.code, {
        citations: given || !source ? [] : [source],
        reasoning: `Derived from the price ${shown(text)}${given ? " you sent" : ""}, which is written in ${found.symbol}.`,
        confidence: "medium",
      });
    }
  }
  if (keys.brand && keys.name && isEmpty(data[keys.brand]) && !isEmpty(data[keys.name])) {
    const found = brandOf(valueText(data[keys.name]), index.brands);
    if (found) {
      set(keys.brand, found.brand, {
        citations: [found.citation],
        reasoning: `The name ${shown(data[keys.name])} starts with ${shown(found.brand)}, a brand recorded in ${found.citation.title}.`,
        confidence: "medium",
      });
    }
  }
}
