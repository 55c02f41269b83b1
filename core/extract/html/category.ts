/**
 * A category path from crumbs: "Home > Men > Shoes > Pacer Elite" is "Men > Shoes". The shop's
 * home link and the product's own name are navigation, not category.
 */
import { cleanText, fold } from "./dom.js";

const HOME =
  /^(home|homepage|start|startseite|domu|uvod|uvodni strana|uvodni stranka|titulni strana|accueil|inicio|portada|strona glowna|glowna|ホーム|トップ|top|hem|etusivu|forside|inizio|home page|главная|e-shop|eshop|shop|store|tienda|boutique|sklep|obchod|all products|alle produkte|vsechny produkty)$/;

export function crumbsToCategory(names: string[], productName?: string): string | undefined {
  const parts = names.map((n) => cleanText(n)).filter((n) => n && !/^[/>»›|]+$/.test(n));
  while (
    parts.length &&
    HOME.test(
      fold(parts[0])
        .replace(/[^\p{L}\p{N} ]/gu, "")
        .trim(),
    )
  )
    parts.shift();
  if (parts.length && productName && sameName(parts[parts.length - 1], productName)) parts.pop();
  return parts.length ? parts.join(" > ") : undefined;
}

/** Split a printed path ("A > B / C", "A » B") into crumbs. */
export function splitPath(s: string): string[] {
  return s
    .split(/\s*(?:>|»|›|\||\s\/\s)\s*/)
    .map((x) => x.trim())
    .filter(Boolean);
}

function sameName(a: string, b: string): boolean {
  const n = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, "");
  return n(a) === n(b) || (n(b).length > 8 && n(b).startsWith(n(a)) && n(a).length > n(b).length * 0.7);
}
