/**
 * Rich text keeps its HTML minus what can run code: script-like elements, `on*` handlers,
 * `javascript:`/`vbscript:` links, `data:` URLs other than images, and `style` attributes that
 * carry expressions or script URLs.
 */
// cheerio/slim parses with htmlparser2 only: no parse5 or encoding sniffing in the bundle.
import { load } from "cheerio/slim";

const DROP = "script, style, iframe, frame, frameset, object, embed, applet, link, meta, base, noscript, template, form";
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "poster", "background", "srcset", "data"]);

function unsafeUrl(value: string, attribute: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
  const v = value.replace(/[\u0000-\u0020]+/g, "").toLowerCase();
  if (v.startsWith("javascript:") || v.startsWith("vbscript:")) return true;
  return v.startsWith("data:") && !(attribute === "src" && v.startsWith("data:image/") && !v.startsWith("data:image/svg"));
}

export function sanitizeHtml(html: string): string {
  // Text with no markup has nothing to run. (Any tag goes through the parser: a regex pre-check
  // would miss entity-encoded schemes such as `&#106;avascript:`.)
  if (!/<[a-z!/?]/i.test(html)) return html;
  const $ = load(html, null, false);
  $(DROP).remove();
  $("*").each((_, el) => {
    if (el.type !== "tag") return;
    for (const [name, value] of Object.entries(el.attribs)) {
      const lower = name.toLowerCase();
      const drop =
        lower.startsWith("on") ||
        lower === "srcdoc" ||
        (URL_ATTRIBUTES.has(lower) && unsafeUrl(value, lower)) ||
        (lower === "style" && /expression\s*\(|javascript:|vbscript:|url\s*\(\s*['"]?\s*data:/i.test(value));
      if (drop) delete el.attribs[name];
    }
  });
  // htmlparser2's serializer escapes every non-ASCII character; turn those back into text.
  // Only code points above 127 are restored, so no markup character (< > & ") can reappear.
  return $.html().replace(/&#x([0-9a-f]+);/gi, (entity, hex: string) => {
    const code = parseInt(hex, 16);
    return code > 127 ? String.fromCodePoint(code) : entity;
  });
}
