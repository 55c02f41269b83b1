/**
 * The product as the page's own scripts hold it. Shops that render in the browser, and themes
 * that feed a variant picker, embed the product as JSON in an inline script (a framework's
 * initial state, a platform's product JSON, an analytics `view_item` push); a page without
 * markup may carry its SKU and stock only there. Such state names many things (menus, other
 * products, the cart), so an object counts only when its name or title is the product's own
 * (the heading or the page title), and only its own keys are read. Its SKU and stock are
 * trusted below every kind of markup and meta, above the visible page; its price only fills a
 * page that prints none (state counts in cents, net or in another currency as often as not).
 * A variant picker's own list of variants, which names no product, counts as the product's too.
 */
import type { CheerioAPI } from "cheerio";
import { normalizeAvailability } from "./availability.js";
import { currencyCode } from "../../values/currencies.js";
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { priceNumber } from "../../values/price.js";
import { addressPath, fold, isElement, signature } from "./dom.js";
import { isNode, put, type Node } from "./schema-map.js";
import { codeOf } from "./sku.js";
import type { Availability, Draft } from "./types.js";

/** Hostile pages carry megabytes of script: read this much in all, objects up to this size. */
const MAX_SCRIPT_TEXT = 2_000_000;
const MAX_OBJECT = 200_000;
/** Objects named for the product that are tried before giving up (a hostile page repeats the name). */
const MAX_TRIES = 20;

const NAME_KEY = /"(name|title|productName|product_name|item_name)"\s*:\s*"((?:[^"\\]|\\.){3,300})"/g;

const comparable = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, "");

export interface ScriptState {
  /** SKU and stock. */
  facts: Draft;
  /** Price and currency. */
  price: Draft;
}

/** What the one object in the page's inline scripts (or a `data-product` attribute) that names the product says, if any. */
export function scriptStateDraft(
  $: CheerioAPI,
  names: (string | undefined)[],
  pageUrl: string,
  ctx: PageCurrencyContext,
): ScriptState | undefined {
  const wanted = new Set(
    names
      .filter((n): n is string => !!n)
      .map(comparable)
      .filter((n) => n.length >= 4),
  );
  const named = wanted.size ? namedState($, wanted, pageUrl, ctx) : undefined;
  if (named) return named;
  const picker = pickerVariants($);
  return picker ? draftOf(picker, ctx, pageUrl) : undefined;
}

/** The one object in the page's inline scripts named for the product. */
function namedState($: CheerioAPI, wanted: Set<string>, pageUrl: string, ctx: PageCurrencyContext): ScriptState | undefined {
  let budget = MAX_SCRIPT_TEXT;
  let tries = MAX_TRIES;
  const texts = [
    ...$("script")
      .toArray()
      .filter((el) => isElement(el) && el.attribs.src === undefined && !/ld\+json/i.test(el.attribs.type ?? ""))
      .map((el) => el.children.map((c) => (c as unknown as { data?: string }).data ?? "").join("")),
    // Themes also hand the product to their scripts in an attribute (PrestaShop's `data-product`).
    ...$("[data-product]")
      .toArray()
      .map((el) => (isElement(el) ? (el.attribs["data-product"] ?? "") : ""))
      .filter((t) => t.trimStart().startsWith("{")),
  ];
  for (const text of texts) {
    if (text.length > budget) break;
    budget -= text.length;
    for (const m of text.matchAll(NAME_KEY)) {
      if (!wanted.has(comparable(decodeString(m[2])))) continue;
      if (tries-- <= 0) return undefined;
      const obj = enclosingObject(text, m.index ?? 0);
      const d = obj && draftOf(obj, ctx, pageUrl);
      if (d) return d;
    }
  }
  return undefined;
}

/**
 * A variant picker's own list of its variants (`<variant-selects><script type="application/json">
 * [{"sku": …, "available": false}, …]`): no name to match, but inside an element named for
 * variants it is this product's. Read for the product's stock as a whole and the selected
 * variant's code.
 */
function pickerVariants($: CheerioAPI): Node | undefined {
  // Or in an attribute of the product's box or form (`data-variants`, a WordPress cart's
  // `data-product_variations`): named for variants, so the product's own.
  for (const el of $("[data-variants], [data-product_variations]").toArray()) {
    const text = isElement(el) ? (el.attribs["data-variants"] ?? el.attribs["data-product_variations"] ?? "") : "";
    const list = text.trimStart().startsWith("[") && text.length <= MAX_OBJECT ? variantList(text) : undefined;
    if (list) return { variants: list };
  }
  for (const el of $('script[type="application/json"]').toArray()) {
    const box = isElement(el) && el.parent && isElement(el.parent) ? el.parent : undefined;
    if (!box || !/variant/.test(`${box.name} ${signature(box)}`)) continue;
    const text = el.children.map((c) => (c as unknown as { data?: string }).data ?? "").join("");
    if (!text.trimStart().startsWith("[") || text.length > MAX_OBJECT) continue;
    const list = variantList(text);
    if (list) return { variants: list };
  }
  return undefined;
}

function variantList(text: string): Node[] | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) && v.length && v.every(isNode) ? v : undefined;
  } catch {
    // Not JSON after all: no variants.
    return undefined;
  }
}

function decodeString(s: string): string {
  try {
    return JSON.parse(`"${s}"`) as string;
  } catch {
    return s;
  }
}

/** The JSON object around position `at`: back to its opening brace, forward to its closing one. */
function enclosingObject(text: string, at: number): Node | undefined {
  let depth = 0;
  let start = -1;
  for (let i = at - 1; i >= 0 && at - i < MAX_OBJECT; i--) {
    const ch = text[i];
    if (ch === '"') {
      // Back over a string: to the quote that opens it (one not escaped).
      i--;
      while (i >= 0 && !(text[i] === '"' && text[i - 1] !== "\\")) i--;
    } else if (ch === "}" || ch === "]") depth++;
    else if (ch === "{" || ch === "[") {
      if (depth === 0 && ch === "{") {
        start = i;
        break;
      }
      depth--;
    }
  }
  if (start < 0) return undefined;
  let inString = false;
  depth = 0;
  for (let i = start; i < text.length && i - start < MAX_OBJECT; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) {
        try {
          const v: unknown = JSON.parse(text.slice(start, i + 1));
          return isNode(v) ? v : undefined;
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

/**
 * The page address's last step when it is a name in words ("4-3mm-chest-zip-steamer-wetsuit-mens",
 * a storefront's handle): a script that gives it as `item_id` names the page, not a code.
 */
function pageHandle(pageUrl: string): string | undefined {
  const path = addressPath(pageUrl);
  if (path === undefined) return undefined;
  const last = path.replace(/\/+$/, "").split("/").pop()?.toLowerCase() ?? "";
  return last.split("-").filter((w) => /^\p{L}{3,}$/u.test(w)).length >= 2 ? last : undefined;
}

const SKU_KEYS = [
  "sku",
  "productSku",
  "product_sku",
  "skuCode",
  "articleNumber",
  "article_number",
  "productCode",
  "product_code",
  "item_id",
  "reference",
];
const PRICE_KEYS = [
  "salePrice",
  "sale_price",
  "finalPrice",
  "final_price",
  "currentPrice",
  "current_price",
  "sellingPrice",
  "price_amount",
  "price",
];
const CURRENCY_KEYS = ["currency", "priceCurrency", "currencyCode", "currency_code"];
const IN_STOCK_FLAGS = [
  "available",
  "inStock",
  "in_stock",
  "isInStock",
  "is_in_stock",
  "isAvailable",
  "is_available",
  "isSalable",
  "is_salable",
  "salable",
  "isOnStock",
];
const SOLD_OUT_FLAGS = ["soldOut", "sold_out", "isSoldOut", "outOfStock", "out_of_stock"];
const STOCK_TEXT_KEYS = ["availability", "stockStatus", "stock_status", "availabilityStatus", "stockLevel"];
/** Or a count of what can be bought (`"quantityAvailable": 0`, a variant's `"stock": 4`). */
const STOCK_COUNT_KEYS = [
  "quantityAvailable",
  "quantity_available",
  "availableQuantity",
  "available_quantity",
  "stockQuantity",
  "stock_quantity",
  "stockLevel",
  "stock_level",
  "inventoryQuantity",
  "inventory_quantity",
  "stock",
];

function draftOf(o: Node, ctx: PageCurrencyContext, pageUrl: string): ScriptState | undefined {
  const f: Draft["fields"] = {};
  // A product sold in one variant, or with the variant the address selects (`?variant=11`),
  // has that variant's code.
  const variants = Array.isArray(o.variants) ? o.variants.filter(isNode) : [];
  const selected = /[?&]variant=([^&#]+)/.exec(pageUrl)?.[1];
  const variant = variants.length === 1 ? variants[0] : variants.find((v) => selected && String(v.id) === selected);
  const handle = pageHandle(pageUrl);
  for (const k of SKU_KEYS) {
    const v = o[k] ?? variant?.[k];
    if (typeof v === "string" && v.toLowerCase() === handle) continue;
    const code = typeof v === "string" || typeof v === "number" ? codeOf(String(v)) : undefined;
    if (code) {
      put(f, "sku", code, `"${k}": ${JSON.stringify(v)}`);
      break;
    }
  }
  // The object's currency, or its price object's (`"price": {"amount": "25.0", "currencyCode": "USD"}`).
  const currencyOf = (n: unknown) =>
    isNode(n) ? CURRENCY_KEYS.map((k) => n[k]).find((v): v is string => typeof v === "string") : undefined;
  const currency =
    currencyOf(o) ?? PRICE_KEYS.map((k) => currencyOf(o[k]) ?? (isNode(o[k]) ? currencyOf(o[k].value) : undefined)).find(Boolean);
  const cur = currencyCode(currency, ctx) ?? undefined;
  for (const k of PRICE_KEYS) {
    const raw = priceValue(o[k]);
    if (raw === undefined) continue;
    // State often counts in cents (6995 for 69.95) as often as in units (99): a whole number is
    // read only where the object says how it counts: in cents, as Shopify's product JSON does by
    // carrying its cent-valued siblings, or in units, as an analytics item (`item_id`,
    // `item_name`) always does; otherwise a price needs its decimals.
    const whole = typeof raw === "number" ? Number.isInteger(raw) : /^\s*\d+\s*$/.test(raw);
    const cents = whole && ("price_min" in o || "compare_at_price" in o || "price_varies" in o);
    const units = whole && ("item_id" in o || "item_name" in o);
    if (whole && !cents && !units) continue;
    const amount = cents ? Number(raw) / 100 : priceNumber(raw, cur);
    if (amount === undefined || amount <= 0) continue;
    put(f, "price", amount, `"${k}": ${JSON.stringify(o[k])}`);
    put(f, "currency", cur, currency);
    break;
  }
  put(f, "availability", stateStock(o), stockExcerpt(o));
  if (!Object.keys(f).length) return undefined;
  const { price: amount, currency: code, ...facts } = f;
  return { facts: { method: "meta", fields: facts }, price: { method: "meta", fields: { price: amount, currency: code } } };
}

/** A price as a number or text, or inside a price object (`{"value": 25, "currency": "EUR"}`). */
function priceValue(v: unknown, depth = 0): number | string | undefined {
  if (typeof v === "number" || typeof v === "string") return v;
  // Money that says it counts in cents (`{"centAmount": 2500, "fractionDigits": 2}`).
  if (isNode(v) && typeof v.centAmount === "number") {
    const digits = typeof v.fractionDigits === "number" ? v.fractionDigits : 2;
    return (v.centAmount / 10 ** digits).toFixed(digits);
  }
  if (isNode(v))
    for (const k of ["value", "amount", "current", "final", "sale"]) {
      if (typeof v[k] === "number" || typeof v[k] === "string") return v[k] as number | string;
      // One level further (`"price": {"value": {"centAmount": 2500}}`).
      if (isNode(v[k]) && depth === 0) return priceValue(v[k], 1);
    }
  return undefined;
}

/** Stock from a flag, a status or a count on the object, else from its variants: any can be bought. */
function stateStock(o: Node): Availability | undefined {
  const own = nodeStock(o);
  if (own) return own;
  const variants = Array.isArray(o.variants) ? o.variants.filter(isNode) : [];
  const each = variants.map(nodeStock);
  if (!each.length || each.some((x) => x === undefined)) return undefined;
  return each.some((a) => a !== "out_of_stock" && a !== "discontinued") ? "in_stock" : "out_of_stock";
}

function nodeStock(o: Node): Availability | undefined {
  // A pre-order flag beside a count of none (`"qty": 0, "isInStock": false, "isPreorder": true`)
  // may be open or left on after pre-orders closed: the state then says nothing, the page decides.
  const box = [o.availability, o.stock, o.inventory].find(isNode);
  const flag = ownStock(o);
  if (preordered(o) || (box && preordered(box))) return flag === false || (box && ownStock(box) === false) ? undefined : "preorder";
  if (flag !== undefined) return flag ? "in_stock" : "out_of_stock";
  for (const k of STOCK_TEXT_KEYS) {
    const a = typeof o[k] === "string" ? normalizeAvailability(o[k]) : undefined;
    if (a) return a;
  }
  // Or in an object of its own (`"availability": {"isOnStock": false, "availableQuantity": 0}`).
  const count = stockCount(o) ?? (box && (ownStock(box) ?? stockCount(box)));
  return count === undefined ? undefined : count ? "in_stock" : "out_of_stock";
}

const PREORDER_FLAGS = ["isPreorder", "is_preorder", "isPreOrder", "preorder", "preOrder", "pre_order"];
const preordered = (o: Node) => PREORDER_FLAGS.some((k) => o[k] === true || o[k] === "true" || o[k] === "1");

/** A flag, as JSON writes it or as platforms print it into JSON (`"is_salable": "1"`, `"available": "false"`). */
function ownStock(o: Node): boolean | undefined {
  const flag = (v: unknown) =>
    typeof v === "boolean" ? v : v === "1" || v === "true" ? true : v === "0" || v === "false" ? false : undefined;
  for (const k of IN_STOCK_FLAGS) if (flag(o[k]) !== undefined) return flag(o[k]);
  for (const k of SOLD_OUT_FLAGS) if (flag(o[k]) !== undefined) return !flag(o[k]);
  return undefined;
}

/** Whether a count of what can be bought is above none; only a whole number counts. */
function stockCount(o: Node): boolean | undefined {
  const k = STOCK_COUNT_KEYS.find((key) => typeof o[key] === "number" && Number.isInteger(o[key]));
  return k ? (o[k] as number) > 0 : undefined;
}

function stockExcerpt(o: Node): string | undefined {
  const k = [...IN_STOCK_FLAGS, ...SOLD_OUT_FLAGS, ...STOCK_TEXT_KEYS, ...STOCK_COUNT_KEYS].find((key) => o[key] !== undefined);
  return k ? `"${k}": ${JSON.stringify(o[k])}` : "variants";
}
