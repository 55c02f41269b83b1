/**
 * Product images from the visible page: the gallery nearest the product heading (full-size link
 * targets and zoom attributes before thumbnails), else the largest image beside the heading.
 * Also the dedup key that recognises one image in several CDN sizes.
 */
import { absUrl, allElements, ancestors, isElement, signature, treeDistance, type AnyNode, type Element } from "./dom.js";

const GALLERY_SIG =
  /gallery|thumbnails?|(^|[\s_-])(images|photos|fotos|bilder|produktbilder|produktbild|zdjecia|galeria|galerie|fotky|immagini|imagenes|kuvat|billeder)($|[\s_-])|(^|[\s_-])p-image|image-?wrapper|images-?wrapper|slider|slick|swiper|carousel|item_?visual|product-?visual|product-?images?|product-?media|product__media|product-?photos?|main-?image|featured-?image|product-single__photo|zoom|fotorama|image-?gallery|pdp-?image|image-?block|imgtagwrapper|altimages|product-?img|product-?picture|media-?gallery|product-?slider|product-?carousel|productimage|images-?container|gallery-?placeholder|product-cover|product-gallery/;
/** URLs that are never product photos. Words like "logo" or "icon" are not here: "hoodie-logo.jpg" is a product. */
const JUNK =
  /(^data:|\{|%7b|\.svg(\?|#|$)|sprite|placeholder|blank\.|spacer|loader\.|loading\.|pixel\.|1x1|\/ads?\/|transparent\.|no[-_]?image|noimage|spinner)/i;
/** Attributes of site furniture images (logos, payment badges, rating stars). */
const JUNK_ATTR = /(^|[\s_-])(logo|icon|badge|payment|flag|rating|stars?|avatar|sprite|emoji|banner)($|[\s_-])/i;
const ZOOM_ATTRS = [
  "data-zoom-image",
  "data-zoom",
  "data-zoom-src",
  "data-full",
  "data-full-image",
  "data-large_image",
  "data-large",
  "data-image",
  "data-src-zoom",
];
/** An address of a picture file (a gallery's zoom link, a `data-zoom` attribute). */
export const IMAGE_EXT = /\.(jpe?g|png|webp|avif|gif)(\?|#|$)/i;

/** One image in several CDN sizes gets one key (Shopify _800x, WooCommerce -300x300, Magento cache, Amazon ._SX679_, PrestaShop -large_default). */
export function imageKey(u: string): string {
  try {
    const url = new URL(u);
    const p = url.pathname
      .toLowerCase()
      .replace(/_(\d+x\d*|\d*x\d+|pico|icon|thumb|small|compact|medium|large|grande|original|master)(@\dx)?(?=\.\w+$)/, "")
      .replace(/-\d+x\d+(?=\.\w+$)/, "")
      .replace(/\/(\d{2,4}x\d{2,4}|w\d{2,4}|h\d{2,4}|thumbs?|small|medium|large|big|zoom|orig|original)\//, "/")
      .replace(/\/cache\/[0-9a-f]{32}\//, "/")
      .replace(/\/cache\/(\d+\/)?(image|small_image|thumbnail)\/[^/]*\/[0-9a-f]{32}\//, "/")
      .replace(/\._[^/]*_\./, ".")
      .replace(/-(small|medium|large|thumb|thumbnail|home|cart|zoom|big|full)_default/, "");
    return url.host.replace(/^www\./, "") + p;
  } catch {
    return u;
  }
}

export function dedupeImages(urls: string[]): string[] {
  const seen = new Set<string>();
  return urls.filter((u) => {
    const k = imageKey(u);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The biggest candidate from srcset ("a.jpg 300w, b.jpg 1200w"). */
function largestFromSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; w: number } | undefined;
  for (const part of srcset.split(/,\s+(?=\S)/)) {
    const [url, desc] = part.trim().split(/\s+/);
    const w = desc ? parseFloat(desc) * (desc.endsWith("x") ? 1000 : 1) : 1;
    if (url && (!best || w > best.w)) best = { url, w };
  }
  return best?.url;
}

/** The full-size URL an img element stands for. */
function imgUrl(el: Element, base: string): string | undefined {
  const a = el.attribs;
  let dynamic: string | undefined;
  if (a["data-a-dynamic-image"]) {
    try {
      const sizes = JSON.parse(a["data-a-dynamic-image"]) as Record<string, [number, number]>;
      dynamic = Object.entries(sizes).sort((x, y) => y[1][0] - x[1][0])[0]?.[0];
    } catch {
      /* not JSON: ignore */
    }
  }
  const raws = [
    a["data-zoom-image"],
    a["data-large_image"],
    a["data-large-image"],
    a["data-zoom"],
    a["data-full"],
    a["data-old-hires"],
    dynamic,
    a["data-large"],
    a["data-image"],
    largestFromSrcset(a["data-srcset"]),
    largestFromSrcset(a.srcset),
    a["data-src"],
    a["data-lazy-src"],
    a["data-original"],
    a.src,
  ];
  for (const raw of raws) {
    if (!raw || JUNK.test(raw)) continue;
    const u = absUrl(raw, base);
    if (u) return u;
  }
  return undefined;
}

const furniture = (el: Element) => JUNK_ATTR.test(`${el.attribs.class ?? ""} ${el.attribs.id ?? ""} ${el.attribs.alt ?? ""}`);

const tooSmall = (el: Element) => {
  const w = Number(el.attribs.width);
  const h = Number(el.attribs.height);
  return (w > 0 && w < 60) || (h > 0 && h < 60);
};

interface Shot {
  url: string;
  /** Renditions of the same picture met on the way (the thumbnail inside a full-size link). */
  aliases: string[];
  /** 3: a full-size link or zoom attribute, 2: srcset's largest, 1: plain src. */
  quality: number;
  thumb: boolean;
}

const THUMB_SIG = /thumb|altimages|alt-images|(^|[\s_-])nav($|[\s_-])|pager|dots|swatch/;

function isThumb(el: Element, gallery: Element): boolean {
  const w = Number(el.attribs.width);
  if (w > 0 && w < 150) return true;
  for (let a: Element | null = el; a && a !== gallery; a = a.parent as Element | null) {
    if (THUMB_SIG.test(signature(a))) return true;
  }
  return false;
}

function galleryImages(gallery: Element, base: string): Shot[] {
  const out: Shot[] = [];
  const covered = new Set<Element>();
  for (const el of allElements(gallery)) {
    // A link to the full-size file stands for the thumbnail inside it.
    if (el.name === "a" && IMAGE_EXT.test(el.attribs.href ?? "") && !JUNK.test(el.attribs.href ?? "")) {
      const u = absUrl(el.attribs.href, base);
      const inner = allElements(el)
        .filter((c) => c.name === "img")
        .map((c) => imgUrl(c, base))
        .filter((x): x is string => !!x);
      if (u) out.push({ url: u, aliases: inner, quality: 3, thumb: false });
      for (const c of allElements(el)) covered.add(c);
    } else if (el.name === "img" && !covered.has(el) && !tooSmall(el) && !furniture(el)) {
      const u = imgUrl(el, base);
      const a = el.attribs;
      const quality =
        a["data-zoom-image"] || a["data-old-hires"] || a["data-large_image"] || a["data-full"] || a["data-a-dynamic-image"]
          ? 3
          : a.srcset || a["data-srcset"]
            ? 2
            : 1;
      if (u) out.push({ url: u, aliases: [], quality, thumb: isThumb(el, gallery) });
    } else if (el.name !== "img" && ZOOM_ATTRS.some((a) => el.attribs[a] && IMAGE_EXT.test(el.attribs[a]))) {
      // A zoom container (data-zoom on a div around the img) names the full-size file.
      const raw = ZOOM_ATTRS.map((a) => el.attribs[a]).find((v) => v && IMAGE_EXT.test(v));
      const u = absUrl(raw, base);
      if (u && !JUNK.test(u)) {
        const inner = allElements(el)
          .filter((c) => c.name === "img")
          .map((c) => imgUrl(c, base))
          .filter((x): x is string => !!x);
        out.push({ url: u, aliases: inner, quality: 3, thumb: isThumb(el, gallery) });
        for (const c of allElements(el)) covered.add(c);
      }
    }
  }
  return out;
}

/**
 * One URL per image: the best rendition of each, main images before thumbnail-only ones, so a
 * thumbnail strip that precedes the main image (Amazon) does not make a 40px thumb the primary.
 */
function rankShots(shots: Shot[]): string[] {
  const groups = new Map<string, { best: Shot; first: number; main: boolean }>();
  shots.forEach((s, i) => {
    const k = imageKey(s.url);
    const g = groups.get(k);
    if (!g) groups.set(k, { best: s, first: s.thumb ? Number.MAX_SAFE_INTEGER - shots.length + i : i, main: !s.thumb });
    else {
      if (s.quality > g.best.quality || (g.best.thumb && !s.thumb)) g.best = s;
      if (!s.thumb && !g.main) {
        g.main = true;
        g.first = i;
      }
    }
  });
  return [...groups.values()].sort((a, b) => a.first - b.first).map((g) => g.best.url);
}

/** Gallery images nearest the heading, else the largest image next to it. */
export interface FoundImages {
  urls: string[];
  excerpt: string;
  aliases: Record<string, string[]>;
}

export function findImages(root: AnyNode, main: Element | undefined, base: string): FoundImages | undefined {
  const all = allElements(root);
  const galleries = all.filter((el) => el.name !== "img" && el.name !== "body" && GALLERY_SIG.test(signature(el)));
  const outer = galleries.filter((g) => !ancestors(g).some((a) => galleries.includes(a)));
  const ranked = outer
    .map((g) => ({ g, d: main ? treeDistance(g, main) : 0, imgs: galleryImages(g, base) }))
    .filter((x) => x.imgs.length)
    .sort((a, b) => a.d - b.d);
  if (ranked.length) {
    // Main image and thumbnail strip are often two sibling containers: take every gallery
    // about as close to the heading as the nearest one.
    const near = ranked.filter((x) => x.d <= ranked[0].d + 3);
    const shots = near.flatMap((x) => x.imgs);
    const urls = rankShots(shots);
    const aliases: Record<string, string[]> = {};
    for (const s of shots) if (s.aliases.length) aliases[s.url] = [...(aliases[s.url] ?? []), ...s.aliases];
    return { urls, excerpt: urls[0], aliases };
  }
  // No gallery container: the largest image beside the heading, with its same-sized siblings.
  const imgs = all
    .filter((el) => el.name === "img" && !tooSmall(el) && !furniture(el))
    .map((el) => ({
      el,
      u: imgUrl(el, base),
      d: main ? treeDistance(el, main) : 0,
      area: Number(el.attribs.width ?? 0) * Number(el.attribs.height ?? 0),
    }))
    .filter(
      (x): x is { el: Element; u: string; d: number; area: number } =>
        !!x.u &&
        (!main || x.d <= 12) &&
        !ancestors(x.el).some(
          (a) =>
            a.name === "a" &&
            isElement(a) &&
            !IMAGE_EXT.test(a.attribs.href ?? "") &&
            a.attribs.href !== undefined &&
            !a.attribs.href.startsWith("#"),
        ),
    )
    .sort((a, b) => b.area - a.area || a.d - b.d);
  if (!imgs.length) return undefined;
  const best = imgs[0];
  const full = (x: { el: Element; u: string }) => {
    const link = ancestors(x.el).find((a) => a.name === "a" && IMAGE_EXT.test(a.attribs.href ?? ""));
    return (link && absUrl(link.attribs.href, base)) || x.u;
  };
  const order = new Map(all.map((el, i) => [el, i]));
  const siblings = imgs
    .filter((x) => x !== best && x.el.parent === best.el.parent && x.area === best.area)
    .sort((a, b) => (order.get(a.el) ?? 0) - (order.get(b.el) ?? 0));
  const urls = dedupeImages([best, ...siblings].map(full));
  return { urls, excerpt: urls[0], aliases: {} };
}
