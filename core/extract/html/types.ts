/**
 * The shape every extractor in this folder produces. Fields are flat and normalized so that the
 * column mapper can treat a product page like one row; `sources` keeps the raw text each value
 * came from so enrich can cite it.
 */

export type Method = "jsonld" | "microdata" | "rdfa" | "opengraph" | "meta" | "heuristic";

export type Availability = "in_stock" | "out_of_stock" | "preorder" | "backorder" | "discontinued" | "limited";

export type Condition = "new" | "used" | "refurbished" | "damaged";

export interface ProductFields {
  name?: string;
  description?: string;
  brand?: string;
  sku?: string;
  mpn?: string;
  /** Digits only, check digit verified (GTIN-8/12/13/14). */
  gtin?: string;
  price?: number;
  /** ISO 4217. */
  currency?: string;
  price_valid_until?: string;
  availability?: Availability;
  condition?: Condition;
  /** Absolute, deduplicated, primary first. */
  images?: string[];
  /** Canonical absolute URL. */
  url?: string;
  /** Breadcrumb path joined with " > " or the page's category string. */
  category?: string;
  color?: string;
  size?: string;
  material?: string;
  weight?: number;
  weight_unit?: string;
  dimensions?: string;
  rating?: number;
  review_count?: number;
  seller?: string;
  gender?: string;
  age_group?: string;
}

export type FieldName = keyof ProductFields;

export interface Source {
  method: Method;
  /** The text the value was read from, as found (trimmed, at most a few hundred characters). */
  excerpt: string;
}

export interface ExtractedProduct extends ProductFields {
  /** A ProductGroup's variants (or a product's distinct offers), each with its own fields. */
  variants?: ProductFields[];
  sources: Partial<Record<FieldName, Source>>;
  /** 0..1: how much of the core record came from structured markup. */
  confidence: number;
}

export interface Table {
  headers: string[];
  rows: string[][];
}

/** One field value on its way to the merge, with the text it came from. */
export interface Cell<T = unknown> {
  value: T;
  excerpt: string;
}

/** What one extractor learned about one product, before merging sources. */
export interface Draft {
  method: Method;
  fields: { [K in FieldName]?: Cell<NonNullable<ProductFields[K]>> };
  variants?: Draft[];
  /** Schema.org url/@id, used to tell the page's own product from others. */
  ids?: string[];
  /** Its price is an AggregateOffer's lowPrice (a "from" price), with the highPrice if given. */
  priceFrom?: { high?: number };
  /** The item sits in an ItemList. */
  listed?: boolean;
  /** Gallery image URL → the thumbnail URLs shown for it (a link wrapping an img). */
  imageAliases?: Record<string, string[]>;
  /** The page says the price is given on request ("Price upon request", "Preis auf Anfrage"). */
  onRequest?: boolean;
  /** The buy button waits for a size or colour to be chosen: the page sells the product, its stock unsaid. */
  choiceToBuy?: boolean;
  /**
   * The stock comes only from a bare way to answer an ad ("Message", "Call"): it says the product
   * can be had, not that the page sells one.
   */
  stockByContact?: boolean;
  /** The shop's own number printed as a UPC ("UPC: 0003338390055"): the SKU only when nothing else gives one. */
  ownNumber?: { value: string; excerpt: string };
  /** The page prints a code's label with words that say there is none ("SKU: N/A"). */
  saysNoCode?: boolean;
  /** The price is a last resort's (a buy button's amount, a lone cover price): it never overrules markup. */
  lastResortPrice?: boolean;
  /** The buy box's own button says the product is gone (asked only of a page read as out of stock). */
  buttonGone?: boolean;
  /** Beside that button, the picker says every choice is gone (each option disabled or sold out). */
  choicesGone?: boolean;
}
