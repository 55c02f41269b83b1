import { loadHtml, normSpace, textOf } from "./dom.js";

/**
 * A page's title and the text a reader sees (whitespace-normalized). Navigation, site headers and
 * footers repeat on every page of a shop and describe no product, so they go; a header holding
 * the h1 is the product's own; forms stay (ASP.NET pages live inside one). The LLM engine
 * reads pages through it, and extraction hands it HTML documents its parsers found nothing in.
 */
export function pageText(html: string): { title: string; text: string } {
  const $ = loadHtml(html);
  const title = normSpace($("title").first().text());
  $("script, style, noscript, template, svg, iframe, nav, footer, aside, [role=navigation], [aria-hidden=true]").remove();
  $("header:not(:has(h1))").remove();
  const root = $("body").get(0) ?? $.root().get(0);
  return { title, text: root ? textOf(root) : "" };
}
