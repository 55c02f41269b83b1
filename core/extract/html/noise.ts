/**
 * Page regions that describe other things than the product: navigation, footers, cookie banners,
 * cart drawers, and above all "related products" carousels, whose prices and names are the most
 * common way a heuristic extractor reports the wrong product. The container holding the page's
 * main heading is never noise, however it is named.
 */
import type { CheerioAPI } from "cheerio";
import { findPrices } from "../../values/price.js";
import { holdsBuyButton } from "./buttons.js";
import { printsAPrice } from "./price-words.js";
import {
  allElements,
  ancestors,
  firstElements,
  fold,
  isElement,
  leadingText,
  leadsElsewhere,
  markedChosen,
  reshaped,
  shortText,
  textOf,
  treeDistance,
  type AnyNode,
  type Element,
} from "./dom.js";

// A box named for a product list holds other products; `product-list-field` is one field of
// this product's (a shop system names its detail rows so).
const NOISE_SIGNATURE =
  /(^|[\s_-])(related\w*|recommend\w*|recos?|recs|sponsored|gesponsert|merchandis\w*|product-?list(ing)?s?(?!-field)|products-?(list|grid)|product-?grid|upsells?|up-sells?|cross-?sells?|cross-?selling|crosssell\w*|similar|similar-?(items|products)\w*|also-?(bought|viewed|like|purchased)|recently[-_]?viewed|viewed-?products|recent-?products|recent-?views?|you-?may(also\w*)?|might-?like|customers-?(also|who)|complete-?the-?look|bundle-?products|newsletter|cookie\w*|consent|mega-?menu|site-?(header|footer|nav)|footer|menu|mini-?cart|cart-?drawer|drawer|modal|popup|sidebar|banner-?top|announcement|skip-?link|reviews?-list|review-?item|comments?|podobne|souvisejici|prislusenstvi|product-?accessories|produits-?similaires|relacionados|nosto|ymal|bestsellers?|top-?sellers?)($|[\s_-])/;

/** Section titles of related-product widgets, in the languages we meet. */
const RELATED_HEADING =
  /^((discover|see|shop|view|explore) )?(related( products| items)?|products related to this item|produkte,? die mit diesem artikel in verbindung stehen|produits lies a cet article|productos relacionados con este articulo|prodotti correlati a questo articolo|(customers|people|shoppers|buyers) who (bought|viewed|purchased) this( item| product)? also|compare with similar items|sponsored products|what do customers buy after viewing|you (may|might) also (like|need|love)|(others|other (customers|shoppers)|customers|people|shoppers) (also|who) (bought|viewed|purchased|liked)|goes well with|pairs well with|style it with|shop the look|more like this|matching products|frequently bought together|similar (products|items)|recently viewed( products)?|complete the look|buy it with|(often|frequently) bought with|haufig zusammen gekauft|kurzlich angesehen|komplettiere (den|deinen) look|frequemment achetes ensemble|completez (le|votre) look|vus recemment|recemment consultes|(((produits |articles )?consultes recemment|(vos )?derniers (produits|articles) consultes)\s*[:.!]?\s*$)|frecuentemente comprados juntos|vistos recientemente|completa (el|tu|il|o) look|visti di recente|vistos recentemente|recent bekeken|eerder bekeken( producten| artikelen)?|laatst bekeken( producten| artikelen)?|czesto kupowane razem|ostatnio ogladane|senast visade|more from|you may be interested|ahnliche (produkte|artikel)|das konnte (ihnen|dir) auch gefallen|kunden kauften auch|passendes zubehor|zuletzt angesehen|podobne produkty|podobne zbozi|souvisejici (produkty|zbozi)|prislusenstvi|doporucujeme|zakaznici take kupovali|produits (similaires|associes|recommandes)|vous aimerez aussi|vous aimerez peut-etre aussi|productos (relacionados|similares)|tambien te puede interesar|te puede interesar|podobne produkty|polecane produkty|klienci kupili rowniez|((polecamy|zobacz) (rowniez|takze|tez)|moze (cie|ci sie) (zainteresowac|spodobac))\s*[:.!]?\s*$|prodotti (correlati|simili)|potrebbe interessarti|articoli (simili|correlati)|chi ha (acquistato|comprato|visto)|(les )?(acheteurs|clients|internautes|membres|utilisateurs|personnes)( de cet (objet|article)| qui ont (vu|consulte|achete) (cet|ce) (objet|article|produit))? ont (egalement|aussi) (regarde|consulte|achete|aime)|kaufer (dieses artikels|dieses produkts) (kauften|sahen|haben) (auch|sich auch)|(andere )?kunden (sahen|kauften) sich auch|los compradores de este (articulo|producto) tambien (vieron|compraron)|i clienti che hanno (acquistato|comprato|visto)|los clientes que (compraron|vieron)|quienes (compraron|vieron)|les clients qui ont (achete|consulte|vu)|kunden,? die (diesen artikel|dies|das) (gekauft|angesehen)|clientes que (compraram|viram)|klanten die dit (kochten|bekeken)|prodotti consigliati|spesso comprati insieme|potrebbero interessarti|articulos (similares|relacionados)|productos recomendados|comprados juntos|articles (similaires|associes|recommandes)|souvent achetes ensemble|les clients ont (aussi|egalement)|produtos (relacionados|similares|recomendados)|artigos (relacionados|semelhantes)|quem (comprou|viu) (este|esse)|quem (comprou|viu),? (comprou|viu) tambem|wird oft zusammen gekauft|empfehlungen fur (sie|dich)|vergelijkbare (producten|artikelen)|gerelateerde (producten|artikelen)|vaak samen gekocht|liknande produkter|lignende produkter|relaterade produkter|benzer urunler|ilgili urunler|похожие (товары|объявления|предложения)|((ұқсас тауарлар|жақында қаралған|ви (переглядали|дивилися)|нещодавно переглянут[іи]( товари)?|вы (недавно )?смотрели|недавно просмотренные( товары)?)\s*[:.!]?\s*$)|с этим товаром (покупают|смотрят)|מוצרים דומים|منتجات (مشابهة|ذات صلة)|((منتجات (مقترحة|قد تعجبك)|قد يعجبك [اأ]يضا[ًٌ]?|(العملاء|عملاء) (اشتروا|شاهدوا) [اأ]يضا[ًٌ]?|شاهدت(ها)? مؤخرا|المنتجات (المشابهة|المقترحة|ذات الصلة))\s*[:.!]?\s*$)|関連商品|おすすめ商品|この商品を見た人は|最近チェックした商品|一緒に購入されている商品|相关商品|相關商品|猜你喜欢|相似商品|관련 상품|함께 본 상품|최근 본 상품|추천 상품|podobni izdelki|sorodni izdelki|kupci so kupili tudi|slicni (proizvodi|artikli)|povezani (proizvodi|artikli)|preporuceni proizvodi|kupci su (takoder|isto) kupili|hasonlo termekek|kapcsolodo termekek|ajanlott termekek|produse (similare|asemanatoare|recomandate|vizualizate recent)|clientii au mai cumparat|подобни продукти|свързани продукти|схожі (товари|продукти)|рекомендовані товари|з цим товаром (купують|також купують)|рекомендуемые товары|с этим товаром также покупают|вам может понравиться|σχετικα προιοντα|παρομοια προιοντα|προτεινομενα προιοντα|samankaltaiset tuotteet|liittyvat tuotteet|suositellut tuotteet|relaterede produkter|relaterte produkter|anbefal(te|ede) produkter|rekommenderade produkter|andra kopte (aven|ocksa)|((otros |los )?clientes (tambien (compraron|vieron)|(que compraron|que vieron) .{0,30} tambien (compraron|vieron))|(altri |gli altri )?clienti hanno (anche )?(acquistato|visto|comprato)( anche)?|(outros |os )?clientes tambem (compraram|viram)|(d'autres|les autres) clients ont (aussi|egalement) (achete|consulte|vu)|andere (klanten|kopers) (kochten|bekeken) ook|(inni )?klienci (kupili|ogladali) (rowniez|takze))\s*[:.!]?\s*$|(((andre )?kunder(ne)?( som)?|andre|andra( kunder)?) (kjopte|kobte|kopte|har (kjopt|kobt|kopt)) (ogsa|ocksa|aven)|du (vil |kan )?(kanskje|maske|kanske) (ogsa|ocksa) (like|lide|gilla)r?)\s*[:.!]?\s*$|sarnased tooted|seotud tooted|lidzigas preces|saistitas preces|panasios prekes|susijusios prekes|suvisiace produkty|produkty powiazane|produk (serupa|terkait)|san pham (tuong tu|lien quan)|สินค้าที่เกี่ยวข้อง|สินค้าที่คล้ายกัน|מוצרים קשורים|לקוחות ש(רכשו|קנו) (מוצר|פריט) זה (רכשו|קנו) גם|aanbevolen producten|anderen bekeken ook|verwandte produkte|das konnte sie auch interessieren|vous pourriez (aussi|egalement) aimer|nos clients ont (aussi|egalement) achete|tambien te puede gustar|ti potrebbe (anche )?piacere|voce tambem pode gostar|इसी तरह के उत्पाद|हाल ही में देखे गए|tambem (podera|pode|podes) gostar|(tambem )?(podera|pode) (tambem )?gostar|この商品を(買った|見た|チェックした)人はこんな商品も(買って|見て|チェックして)います|一緒に購入されている商品|bunlar da ilginizi cekebilir|为你推荐|推薦商品|看了又看|비슷한 상품|연관 상품|(articoli|prodotti) visualizzati di recente|popular (now|right now|products|items|picks)\b|populara (produkter|varor|mobiler|artiklar)|populaere produkter|populaire (producten|artikelen)|beliebte (produkte|artikel)|(prodotti|productos|produits|produkte|producten) (popolari|populares|populaires|beliebt)|visualizzati di recente|(other|more) (offers|sellers)( (for|on) this (item|product))?|other sellers on \S+|(otras|mas) ofertas( de (otros )?vendedores| para este producto)?|alte oferte( pentru acest produs)?|altre offerte( per questo (prodotto|articolo))?|outras ofertas( para este produto)?|autres offres( pour ce produit)?|weitere angebote( fur diesen artikel)?|andere aanbiedingen|dalsi nabidky|inne oferty|andra erbjudanden|(alternatives|alternativen|alternativas)( (to|zu|para|a) (this|diesem|dieses|este|esta|ce|cet) \S+)?$|prodotti sponsorizzati( correlati a questo articolo)?|productos patrocinados|produits sponsorises|gesponserte produkte|similar listings|anuncios (similares|relacionados)|avisos similares|ogloszenia podobne|podobne ogloszenia|annunci simili|annonces similaires|ahnliche anzeigen|(similar (ads|adverts|listings)|(more|other) ([a-z]+ )?(ads|adverts|listings)|(seller|advertiser)'?s other (ads|listings)|(top|featured|promoted) (ads|adverts)|weitere anzeigen|andere anzeigen|top-?anzeigen|autres annonces|annonces (a la une|en vedette|sponsorisees)|otros anuncios|anuncios (destacados|patrocinados)|altri annunci|annunci (in evidenza|sponsorizzati)|meer van deze adverteerder|andere advertenties|vergelijkbare advertenties|topadvertenties|anderen bekeken ook|inne ogloszenia|wyroznione ogloszenia|ogloszenia wyroznione|dalsi inzeraty|dalsie inzeraty|podobne inzeraty|liknande annonser|fler annonser|andra annonser|outros anuncios|anuncios semelhantes|anuncios (em )?destaque|(other|more) (books|titles) (by|from)|outros livros (de|do|da)|otros libros (de|del)|altri libri (di|del|dell)|autres (livres|titres) (de|du)|weitere (bucher|titel) von|andere boeken van|also by (the |this )?author|more from (the |this )?author|inne ksiazki( tego)? autora|weitere (bucher|titel) (des|der|von) (autors|autorin)|autres (livres|titres|ouvrages) (de l'auteur|du meme auteur)|du meme auteur|otros libros del (mismo )?autor|altri libri (dell'autore|dello stesso autore)|outros livros do (mesmo )?autor|andere boeken van (de|deze) (auteur|schrijver)|dalsi knihy autora|a szerzo (tovabbi|mas) (konyvei|muvei)|alte carti (ale|de la) autorului|yazarin diger kitaplari|другие объявления|все объявления продавца|інші оголошення|други обяви|ostali oglasi|saticinin diger ilanlari|diger ilanlari|(andre|andra) kunder (sa|sag|kiggede|kikket|tittade|har sett|har set|har tittat) (ogsa|ocksa|aven)|muut asiakkaat (katsoivat|ostivat) myos|αλλα βιβλια του (ιδιου )?συγγραφεα)(?=$|[\s:.,;!»›>(]))/;

/**
 * Titles of the boxes a shop sets beside or below every product page, whole: a side column's
 * bestsellers, specials and newest products (in table-layout and classic shop systems), an
 * accessories strip, a table setting the product beside its siblings, other copies of a second-hand book,
 * a sponsored shelf. Each lists other products with their own prices and stock.
 */
const SIDE_HEADING = new RegExp(
  `^(${[
    "best ?sellers?|top ?sellers?|bestsellery|meistverkauft\\w*|(unsere )?topseller|meilleures ventes|(los |lo )?mas vendidos?|(i )?piu venduti|mais vendidos|nejprodavanejsi|najczesciej kupowane",
    "specials|featured( products| items)?|latest( products)?|new products|what['’]?s new\\??|new arrivals|neuheiten|neue artikel|nouveautes|novedades|novita|novidades|nowosci|novinky",
    "offers|special offers|offerte|offres|ofertas|angebote|aanbiedingen|oferty|akce tydne|akcia tyzdna|akcni nabidka|promocje|promocoes|promociones|promozioni|offerte speciali|ofertas especiales|sonderangebote|angebote der woche|προσφορες|νεα προιοντα",
    "najpredavanejsie|zakaznici si (k tomuto tovaru )?kupili (aj|tiez)|odporucame|промоции|нови продукти|най-продавани|клиентите (купиха|разгледаха) (също|и)|ειδατε προσφατα|προβληθηκαν προσφατα|новинки|хиты продаж|лидеры продаж|акции|хіти продажу|акції|покупатели (также|еще) (купили|смотрели)",
    "produtos patrocinados|patrocinados?|quem (viu|comprou),? (tambem )?(viu|comprou)( tambem)?",
    // Also a buy box's own picker of add-ons ("Kombiniere mit: Top + Hose"): a strip only when it lists others.
    "combine (it )?with|combineer (het )?met|kombiniere (es )?mit|kombinieren mit|a combiner avec|combina(lo)? con",
    "(人気|売れ筋|週間|月間)?ランキング|売れ筋(商品)?|人気商品|新着(商品|アイテム)?|热销(商品|榜|排行)?|热卖(商品)?|销量排行(榜)?|熱銷(商品|排行)?|排行榜|인기 ?상품|베스트 ?(상품|셀러)?|신상품",
    "dokup akcesoria|(compatible|recommended|matching|suggested) accessories|accessoires (compatibles|recommandes|associes)|accesorios (compatibles|recomendados)|accessori (compatibili|consigliati)|empfohlenes zubehor|passende accessoires",
    "other copies( of this (title|book|item))?( in stock| available)?|andere exemplare|autres exemplaires|altre copie|otros ejemplares|otras copias|outros exemplares",
    "(compare|compara|comparar|comparez|comparer|confronta|vergleiche?n?|vergelijk(en)?|porownaj|porovnejte|porovnat|jamfor|sammenlign|vertaa|karsilastir)( (with|con|mit|avec|met|z|s|med|ile|a) .{0,50}| .{0,30}\\b(similar\\w*|simil[ie]|ahnlich\\w*|vergelijkbare|podobn\\w*|liknande|lignende|benzer|models?|modell\\w*|modele|modelos|products?|produkte|produits|productos|prodotti|produkty))",
  ].join("|")})(\\s*\\[?(more|mehr|plus|mas|altro|meer|wiecej|vice)\\]?|\\s*[»›>])?$`,
);

/**
 * A part of a popup (`t-store__prod-popup__price`) is noise only inside the popup, which is noise
 * itself: a site builder prints its product pages with its product popup's parts.
 */
const withoutPopupParts = (s: string) =>
  s
    .split(/\s+/)
    .filter((t) => !/(popup|modal)__/.test(t))
    .join(" ");

/**
 * A strip's title may be any tag named or classed as one (`<p class="h5">`, as a theme titles its
 * strips), in the shop's own language too (`<div class="boks-naglowek">`, `class="otsikko"`), or a
 * box's head (`<div class="boxhead">SIMILAR ADS</div>`, `section-head`).
 */
const TITLE_CLASS = /title|heading|naglowek|nadpis|titulek|titel|titulo|titolo|titre|otsikko|rubrik|baslik|(^|\s)h[1-6](\s|$)/;
/** A box's head: a title only over a box that lists other products (it may head the product's own price). */
const HEAD_CLASS = /(^|[\s_-])(box|section|block|panel|widget|strip)-?head(er)?($|[\s_-])/;

const NOISE_TAGS = new Set(["nav", "footer", "dialog"]);
const SECTIONING = new Set(["article", "section", "main"]);

/**
 * The heading that names the product: an h1 outside navigation and noise, first one that says
 * the page's title (og:title, <title>, the JSON-LD name), then one named for a product or title,
 * then the first. Some themes (EC-CUBE, many Japanese and older shops) title the product with an
 * h2 or a styled div, and give their h1 to the category or the shop ("Bestsellers"): an element
 * that says the page's title then stands in for an h1 that does not; on a page with no heading
 * at all, a plain block of text that says it (a styled `<p>`), never a breadcrumb's last step.
 */
export function mainHeading($: CheerioAPI, titles: string[] = []): Element | undefined {
  // A sidebar holding the buy box is the product's column (`buyColumn`), its title too.
  const outside = (h: Element) =>
    !ancestors(h).some((a) => NOISE_TAGS.has(a.name) || (NOISE_SIGNATURE.test(sig(a)) && !buyColumn(a, sig(a))));
  // A site logo wrapped in an h1 (old SEO habit) names the shop, not the product.
  const logo = (h: Element) =>
    allElements(h).some(
      (e) =>
        (e.name === "a" && /^(\/|https?:\/\/[^/]+\/?)$/.test(e.attribs.href ?? "")) ||
        (e.name === "img" && /logo/i.test(`${e.attribs.src} ${e.attribs.class} ${e.attribs.alt}`)),
    );
  const wanted = titles.map((t) => fold(t).replace(/\s+/g, " ").trim()).filter((t) => t.length > 2);
  // Or the title's first part ("Diving mask - buy online, best price - Shop" titles "Diving mask"),
  // most of it, or most of the heading (which may add the brand, "Diving mask SEAC", or open with
  // a few words, "Details about Diving mask").
  const first = (w: string) => w.split(/\s[-–—|:·•]\s/)[0].trim();
  const saysTitle = (el: Element) => {
    // A title is short: a box's text is read no further than that (a nest of boxes costs no more).
    const t = fold(shortText(el, 200) ?? "");
    const says = (w: string) =>
      w === t ||
      (w.startsWith(t) && t.length > w.length * 0.6) ||
      (w.length > 2 && (t.startsWith(w) || t.endsWith(w)) && w.length > t.length * 0.6);
    return t.length > 2 && t.length < 200 && wanted.some((w) => says(w) || says(first(w)));
  };
  const all = $("h1")
    .toArray()
    .filter(isElement)
    .filter((h) => textOf(h).length > 1);
  const h1s = all.filter((h) => !logo(h)).length ? all.filter((h) => !logo(h)) : all;
  const clean = h1s.filter(outside);
  const titled = clean.find(saysTitle);
  if (titled) return titled;
  const productish = clean.find((h) =>
    /product|title|name/i.test(`${h.attribs.class ?? ""} ${h.attribs.id ?? ""} ${h.attribs.itemprop ?? ""}`),
  );
  if (productish) return productish;
  const firstH1 = clean[0] ?? h1s[0];
  // With no title to say, nothing stands in.
  if (!wanted.length) return firstH1;
  // The first that says the title; one in a link, a button or a list item is a card's or a menu's
  // (a side ranking that lists the same product under a shortened name): a later one of the
  // product's own box beats it.
  const inCard = (el: Element) => [el, ...ancestors(el)].some((a) => ["a", "button", "li", "option"].includes(a.name));
  let standIn: Element | undefined;
  for (const el of $("h2, h3, [class*=title], [class*=Title], [class*=name], [itemprop=name]").toArray().filter(isElement)) {
    if (el.name === "title" || el.name === "meta" || el.name === "h1" || !saysTitle(el) || !outside(el) || inBreadcrumb(el)) continue;
    standIn ??= el;
    if (!inCard(el)) {
      standIn = el;
      break;
    }
  }
  if (standIn) return outermost(standIn);
  if (firstH1) return firstH1;
  // No heading at all: the first plain text block that says the title (a theme that styles a <p>
  // or a <span> as its title), never a breadcrumb's last step; the outermost of the boxes that
  // hold only it, as an h1 would be. Only blocks of text and inline parts one level deep are read,
  // each once: a page of nested boxes costs no more than its text.
  const plain = $("p, div, span, strong, b, h4, h5, h6, td")
    .toArray()
    .filter(isElement)
    .find((el) => flat(el) && saysTitle(el) && outside(el) && !inBreadcrumb(el));
  // The first to say it must be a block of its own: one in a link, a button or a list item is a
  // menu's, a card's or a summary's, and a later copy (a description's first line) is no heading.
  if (!plain || ancestors(plain).some((a) => ["a", "button", "label", "option", "select", "li"].includes(a.name))) return undefined;
  return outermost(plain);
}

/**
 * Inside a breadcrumb trail, whose last step repeats the product's title: a box classed or named
 * for one (`breadcrumb`, `breadcrumbs__item`, `crumbs`; not a layout's `has-breadcrumb`), labelled
 * one, a schema.org BreadcrumbList, or an item of a list in microdata.
 */
const CRUMB_TOKEN = /^(bread-?crumbs?|crumbs?)([_-]|$)/i;
const inBreadcrumb = (el: Element) =>
  [el, ...ancestors(el, 6)].some(
    (a) =>
      `${a.attribs.class ?? ""} ${a.attribs.id ?? ""}`.split(/\s+/).some((t) => CRUMB_TOKEN.test(t)) ||
      /breadcrumb/i.test(`${a.attribs.itemtype ?? ""} ${a.attribs["aria-label"] ?? ""}`) ||
      a.attribs.itemprop === "itemListElement",
  );

const INLINE_PARTS = ["span", "b", "strong", "em", "i", "br"];
/** Text and inline parts that hold only text: a title as themes print one. */
const flat = (el: Element) =>
  el.children.every((c) => !isElement(c) || (INLINE_PARTS.includes(c.name) && c.children.every((g) => !isElement(g) || g.name === "br")));

/** The outermost of the boxes that hold `el` and nothing else. */
function outermost(el: Element): Element {
  let box = el;
  const text = textOf(el);
  for (const a of ancestors(el, 4)) {
    if (a.name === "body" || textOf(a) !== text) break;
    box = a;
  }
  return box;
}

/**
 * An element's class, id and role, lowercased, without names that deny a word ("wsite-not-footer",
 * a site builder's name for the page's content, "no-sidebar"): they name what the box is not.
 */
function sig(el: Element): string {
  return `${el.attribs.class ?? ""} ${el.attribs.id ?? ""} ${el.attribs.role ?? ""}`.toLowerCase().replace(NEGATED_NAME, "$1");
}
const NEGATED_NAME = /(^|[\s_-])(not|no|non|without)-[a-z]+/g;

/**
 * Elements to ignore, outermost only. One walk down the page: it knows whether it is inside a
 * sectioning element or inside noise already found, so a nest as deep as the page costs its size,
 * not its square. What lies inside noise is not judged: it would not be outermost.
 */
export function noiseElements($: CheerioAPI, main?: Element): Element[] {
  const keep = new Set<Element>(main ? [main, ...ancestors(main)] : []);
  const found = new Set<Element>();
  const root = $.root().get(0);
  if (!root) return [];
  // Noise found on the path from the root to the element being read.
  let noiseAbove = 0;
  let sideReads = 0;
  // A few steps from the heading and named for its own box's foot ("item-view-footer"): the
  // product's own box, on a page of bare boxes (no <main>, no article); a bare "footer" is the page's.
  const nearTheHeading = (el: Element) => !!main && OWN_FOOTER.test(el.attribs.class ?? "") && treeDistance(el, main) <= 4;
  const judge = (el: Element, inSection: boolean) => {
    if (keep.has(el) || el.name === "body" || el.name === "html" || el.name === "main") return;
    const s = sig(el);
    if (
      NOISE_TAGS.has(el.name) ||
      // A <header> inside an article or section heads that section (the ad's reply bar), not the page.
      (el.name === "header" && !el.attribs.class?.includes("product") && !inSection) ||
      el.attribs.role === "navigation" ||
      el.attribs.role === "contentinfo" ||
      el.attribs["aria-modal"] === "true"
    ) {
      found.add(el);
    } else if (
      (s.trim() &&
        NOISE_SIGNATURE.test(withoutPopupParts(s)) &&
        !buyColumn(el, s) &&
        !sectionFooter(el, s, inSection || nearTheHeading(el))) ||
      rowOfCards(el)
    ) {
      found.add(el);
    } else if (/^h[2-6]$/.test(el.name) || TITLE_CLASS.test(s) || HEAD_CLASS.test(s)) {
      const t = fold(leadingText(el, 100)).replace(/[:!.…]+$/, "");
      const relatedTitle = t.length < 80 && RELATED_HEADING.test(t);
      // A heading's related title marks its box a strip; a box's head only a box that lists others.
      const headed = !/^h[2-6]$/.test(el.name) && !TITLE_CLASS.test(s);
      const related = relatedTitle && !headed;
      if (relatedTitle || (t.length < 80 && SIDE_HEADING.test(t))) {
        // A side box's title is also a badge's word ("Bestseller", "Novità", "Offerte"): its box
        // must list other products, and not be the product's buy box.
        // Read so at most a few dozen times a page: a page of thousands of such titles is hostile.
        const listsOthers = (box: Element) => related || (sideReads++ < SIDE_READS && othersListed(box, headed && relatedTitle));
        // The strip's box is around the heading, so on the path: noise above from here on.
        const box = sectionOf(el, keep);
        if (box && listsOthers(box)) found.add(box), noiseAbove++;
        else if (!box) {
          // Not on the path: marked before the walk reaches it.
          const cards = boxAfter(el, keep);
          if (cards && listsOthers(cards)) for (const card of runOf(cards, keep)) found.add(card);
        }
      }
    }
  };
  const walk = (el: Element, inSection: boolean): void => {
    if (!noiseAbove) judge(el, inSection);
    if (found.has(el)) noiseAbove++;
    const section = inSection || SECTIONING.has(el.name);
    for (const c of el.children) if (isElement(c)) walk(c, section);
    // Its own mark, or the one a strip's heading inside gave it on the way down.
    if (found.has(el)) noiseAbove--;
  };
  for (const c of (root as unknown as { children: AnyNode[] }).children) if (isElement(c)) walk(c, false);
  return outermostOf(root, found);
}

/**
 * A column named only a sidebar that holds the buy button or the answer to an ad (a classified's
 * seller box beside the ad, a shop's buy box in the right column, an ended ad's greyed-out
 * button): the product's, not noise.
 */
const SIDEBAR = /(^|[\s_-])sidebar($|[\s_-])/g;
const buyColumn = (el: Element, s: string) => {
  const named = withoutPopupParts(s);
  const rest = named.replace(SIDEBAR, " ");
  return rest !== named && !NOISE_SIGNATURE.test(rest) && holdsBuyButton(el);
};

/**
 * A short box named only a footer inside the page's main part or an article, or a few steps from
 * the heading: that section's foot (an ad's "ID annuncio: 577001245 · Segnala annuncio", "№
 * 3345120987 · 24 ноября"), not the page's footer.
 */
const FOOTER_WORD = /(^|[\s_-])footer(?=$|[\s_-])/g;
const OWN_FOOTER = /(^|\s)(?!(site|page|main|global|layout|body)[-_])[a-z][a-z0-9]*([-_][a-z0-9]+)*[-_]+footer\b/i;
const sectionFooter = (el: Element, s: string, inSection: boolean) => {
  if (!inSection) return false;
  const named = withoutPopupParts(s);
  const rest = named.replace(FOOTER_WORD, " ");
  const text = shortText(el, SECTION_FOOTER_TEXT);
  // A card's or a review's footer that prints an amount is that item's.
  return rest !== named && !NOISE_SIGNATURE.test(rest) && text !== undefined && !findPrices(text).some((p) => p.currency);
};
const SECTION_FOOTER_TEXT = 120;

/**
 * A box that lists other products: a card in it (a short box that links to another page and prints
 * a price), or links to two pages and two prices (a table setting siblings side by side); holding a buy
 * button, it is the product's own unless it holds two cards (a side column's bestsellers, each
 * with its "Add to Cart").
 */
function othersListed(box: Element, titled = false): boolean {
  const els = firstElements(box, LISTED_READ);
  const hrefs = new Set<string>();
  // Cards by the page each links to: a card and the box around it alone are one.
  const cards = new Set<string>();
  let prices = 0;
  for (const e of els) {
    const href = e.name === "a" ? e.attribs.href?.trim() : undefined;
    if (leadsElsewhere(href) && !/cart|basket|checkout|notify|wishlist/i.test(href)) hrefs.add(href.split(/[?#]/)[0]);
    if (!e.children.some(isElement) && printsAPrice(e)) prices++;
    const to = e !== box && cards.size < 2 ? linkOut(e) : undefined;
    if (to && !cards.has(to) && shortText(e, CARD_TEXT) !== undefined && firstElements(e, 40).some(printsAPrice)) cards.add(to);
  }
  const lists = cards.size >= 1 || (hrefs.size >= 2 && prices >= 2);
  // Under a strip's title in a box's head, one card with its own buy button ("Вы смотрели") is one.
  return lists && (cards.size >= 2 || (titled && cards.size >= 1) || !holdsBuyButton(box));
}
const LISTED_READ = 400;
const SIDE_READS = 40;

/**
 * A row of other products' cards, however it is named and titled: three boxes or more of one kind
 * side by side, two in three of them each linking to a page of its own and printing a price to pay
 * (`printsAPrice`: "Corsair RM850x 1 590:- Slut i lager Köp"). The product's own box is never one
 * (the boxes around its heading are kept before this is asked).
 */
function rowOfCards(el: Element): boolean {
  const kids = el.children.filter((c): c is Element => isElement(c) && !NOT_A_STRIP.has(c.name));
  if (kids.length < CARDS_MIN || kids.some((k) => k.name !== kids[0].name)) return false;
  // One of them chosen (`aria-current`, `class="active"`): the product's own options.
  if (kids.some(chosen)) return false;
  const links: string[] = [];
  for (const k of kids.slice(0, CARDS_READ)) {
    const href = cardLink(k);
    if (href) links.push(href);
  }
  return links.length >= CARDS_MIN && links.length * 3 >= Math.min(kids.length, CARDS_READ) * 2 && otherPages(links) && !oneFamily(links);
}
// A picker's options carry a choice's state, true or false (`aria-current="false"`, `aria-selected`).
const chosen = (e: Element) => firstElements(e, 20).some((c) => markedChosen(c) || CHOICE_STATE.some((a) => c.attribs[a] !== undefined));
const CHOICE_STATE = ["aria-current", "aria-selected", "aria-pressed", "aria-checked"];
/** Three pages at least, not one page with other query strings (a picker's `?pack=2`, `?variant=`). */
const otherPages = (links: string[]) => new Set(links.map((l) => l.split(/[?#]/)[0])).size >= CARDS_MIN;
/**
 * Links whose last steps open alike, sharing a name ("sofa-vallentuna-blue", "sofa-vallentuna-grey"):
 * one product's variants, each a page of its own. What a shop system opens every product's page
 * with ("product-pol-118251-filtr", "product-pol-118260-turbo": a route word, a language, the
 * start of an id) names no product.
 */
const oneFamily = (links: string[]) => {
  const slugs = links.map((l) => l.split(/[?#]/)[0].replace(/\/+$/, "").split("/").pop() ?? "");
  let common = slugs[0];
  for (const s of slugs) while (!s.startsWith(common)) common = common.slice(0, -1);
  const named = common.replace(ROUTE, "");
  return named.length >= 4 && /\p{L}/u.test(named);
};
/** A route word and maybe a language before an id ("product-pol-", "produkt-"): names no product. */
const ROUTE =
  /^(products?|produkte?|produkty?|produits?|prodott[oi]|productos?|produtos?|items?|articles?|artikel|artikl|details?|shop|store|catalog|p)([-_][a-z]{2,3})?[-_]/i;
const CARDS_MIN = 3;
const CARDS_READ = 12;
/** A card's text is a name, a price, a badge or two: a longer box is a section of the page. */
const CARD_TEXT = 300;

/** A card (a short box that links to another page and prints a price): the page it links to. */
function cardLink(box: Element): string | undefined {
  const href = linkOut(box);
  return href && shortText(box, CARD_TEXT) !== undefined && firstElements(box, 40).some(printsAPrice) ? href : undefined;
}

/** The first link in a box (a few levels down) to another page: not an anchor or a script. */
function linkOut(box: Element): string | undefined {
  for (const e of firstElements(box, 40)) {
    const href = e.name === "a" ? e.attribs.href?.trim() : undefined;
    if (leadsElsewhere(href)) return href;
  }
  return undefined;
}

/** The found elements that no other found element holds, in document order. */
function outermostOf(root: AnyNode, found: Set<Element>): Element[] {
  const out: Element[] = [];
  const walk = (n: AnyNode): void => {
    if (isElement(n) && found.has(n)) out.push(n);
    else for (const c of (n as unknown as { children?: AnyNode[] }).children ?? []) walk(c);
  };
  walk(root);
  return out;
}

/**
 * The block a related-products heading introduces: its nearest sectioning ancestor, or none when
 * the box around the heading holds more before it (then the strip is the box after it, boxAfter).
 */
function sectionOf(heading: Element, keep: Set<Element>): Element | undefined {
  let box: Element | undefined;
  let levels = 0;
  const own = textOf(heading).length;
  const title = fold(textOf(heading));
  // At most three levels up that add text: short (e.g. Japanese) widget text must not lift us
  // to the page. Boxes that hold the heading alone do not count (a table-layout heading sits in
  // its own table, the widget in the next one).
  for (const a of ancestors(heading, 8)) {
    if (keep.has(a) || a.name === "body" || a.name === "main") break;
    // A strip's title opens its box: a box with text before the title holds more than the strip
    // (a short "Recently viewed" strip right after the buy button, inside the buy box; the
    // product's own box, when the theme sets the strip in it below the product).
    // The first box may open with a control or a count ("‹", "4") before the title, no more.
    const lead = fold(leadingText(a, title.length + (box ? 0 : 3)));
    const at = lead.indexOf(title);
    if (at < 0 || (box ? at > 0 : /\p{L}/u.test(lead.slice(0, at)))) break;
    box = a;
    // Read no further than the limit: a heading high up in a huge page must not read it all.
    const length = shortText(a, own * 3)?.length ?? Number.POSITIVE_INFINITY;
    if (a.name === "section" || a.name === "aside" || length > own * 3) break;
    if (length > own && ++levels >= 3) break;
  }
  return box;
}

/**
 * A strip's title set straight in the box that holds the product ("Podobni izdelki", a rule, then
 * a row of cards, all inside the product's box): the strip is the box right after the title, and
 * only that one: what follows may be the product's again. What cannot hold cards is read past (a
 * rule, a script, an empty separator or arrow); an empty box is a strip a script fills, so nothing
 * is marked; nor is the product's own box ever.
 */
const NOT_A_STRIP = new Set([
  "hr",
  "br",
  "wbr",
  "script",
  "style",
  "link",
  "meta",
  "template",
  "noscript",
  "img",
  "svg",
  "button",
  "input",
]);
const SEPARATOR = /(^|[\s_-])(sep|separator|divider|underline|line|spacer|border|arrows?|nav|prev|next)($|[\s_-])/;
function boxAfter(heading: Element, keep: Set<Element>): Element | undefined {
  let passed = 0;
  for (let n = heading.next; n && passed < 10; n = n.next) {
    if (!isElement(n)) continue;
    if (keep.has(n) || /^h[1-6]$/.test(n.name) || NOISE_TAGS.has(n.name)) return undefined;
    if (NOT_A_STRIP.has(n.name) || SEPARATOR.test(sig(n))) {
      passed++;
      continue;
    }
    return leadingText(n, 40) ? n : undefined;
  }
  return undefined;
}

/**
 * A box and the boxes of its kind right after it (same tag and class): a strip's cards set one
 * by one under its title ("Podobné inzeráty", then a `div.inzeraty` per ad), not in one box.
 */
function runOf(box: Element, keep: Set<Element>): Element[] {
  const run = [box];
  for (let n = box.next; n && run.length < RUN_MAX; n = n.next) {
    if (!isElement(n)) continue;
    // Of its kind and a card itself (a link to another page and a price): the product's own boxes
    // of a flat layout (Bootstrap's `div.row` after a strip) are not.
    if (keep.has(n) || n.name !== box.name || (n.attribs.class ?? "") !== (box.attribs.class ?? "") || !cardLink(n)) break;
    run.push(n);
  }
  return run;
}
const RUN_MAX = 100;

export function removeNoise($: CheerioAPI, noise: Element[]): void {
  for (const el of noise) {
    const parent = el.parent;
    $(el).remove();
    if (parent && isElement(parent)) reshaped(parent);
  }
}

/** Whether the element is noise or inside it (a plain walk up: asked of every item of a page). */
export function inNoise(el: Element, noise: Set<Element>): boolean {
  for (let n: AnyNode | null = el; n && isElement(n); n = n.parent) if (noise.has(n)) return true;
  return false;
}
