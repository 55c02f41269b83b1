/**
 * Product names from page titles: "<title>Classic Tee | Acme Store</title>" names the product and
 * the shop. The shop part is cut when it matches og:site_name or the domain, or looks like a shop
 * slogan ("Buy online", "Free shipping").
 */
import { fold, normSpace } from "./dom.js";

const SEPARATORS = /\s+[|–—·:]{1,2}\s+|\s+-\s+|\s*\|\s*|\s+::\s+|\s+»\s+/;

/** The host and its name without `www.` and the TLD, folded, as titles and labels print them. */
export function hostWords(pageUrl: string): string[] {
  try {
    const host = new URL(pageUrl).hostname.replace(/^www\d?\./, "");
    const main = host.split(".").slice(0, -1).join(" ");
    return [host, main, main.replace(/[-_]/g, " "), main.replace(/[-_]/g, "")].map(fold).filter(Boolean);
  } catch {
    return [];
  }
}

const SHOPPY =
  /\b(shop|store|online|e-?shop|boutique|tienda|sklep|obchod|official|offizieller?|oficial|buy|kaufen|koupit|acheter|comprar|kupuj|free shipping|versandkostenfrei|doprava zdarma|livraison|envío|\.com|\.de|\.cz|\.fr|\.pl|\.jp|\.co\.uk)\b|通販|公式/i;

/** The product part of a title. Never returns an empty string for a non-empty title. */
export function cleanTitle(title: string, siteName: string | undefined, pageUrl: string): string {
  const t = normSpace(title);
  if (!t) return t;
  const site = siteName ? fold(normSpace(siteName)) : undefined;
  const hosts = hostWords(pageUrl);
  const matchesSite = (seg: string) => {
    const f = fold(seg)
      .replace(/[^\p{L}\p{N}. ]+/gu, "")
      .trim();
    if (!f) return true;
    if (site && (f === site || f.includes(site) || (site.includes(f) && f.length > 2))) return true;
    if (hosts.some((h) => h && (f === h || f.replace(/\s/g, "") === h.replace(/\s/g, "")))) return true;
    return SHOPPY.test(seg) && seg.length <= 60;
  };
  let parts = t
    .split(SEPARATORS)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length < 2) return stripBuy(t);
  // Shop names sit at the end ("Tee | Shop") or, on some platforms, at the start ("Shop: Tee").
  while (parts.length > 1 && matchesSite(parts[parts.length - 1])) parts = parts.slice(0, -1);
  while (parts.length > 1 && matchesSite(parts[0]) && site !== undefined && fold(parts[0]).includes(site)) parts = parts.slice(1);
  // Keep the original separators between the parts that remain.
  const start = t.indexOf(parts[0]);
  const last = parts[parts.length - 1];
  const end = t.lastIndexOf(last) + last.length;
  return stripBuy(start >= 0 && end > start ? t.slice(start, end) : parts.join(" - "));
}

function stripBuy(t: string): string {
  const s = t
    .replace(/^(buy|kaufen sie|koupit|acheter|comprar|kup)\s+/i, "")
    .replace(/\s+(online )?(kaufen|kopen|koupit|acheter|comprar)$/i, "")
    .replace(/\s+(bei|at|chez|en|w|v)\s+[\w.-]+\.(com|de|cz|fr|es|pl|co\.uk|jp)$/i, "");
  return s.trim() || t;
}
