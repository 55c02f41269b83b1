/**
 * Availability, condition, gender and age group, from schema.org URLs ("http://schema.org/InStock"),
 * feed values ("instock", "oos") and shop text in the languages our customers sell in.
 * Patterns are accent-free (fold() strips accents, Greek tonos too). Cyrillic, Greek and CJK
 * phrases sit outside the \b groups: \b only knows ASCII word characters.
 * Negative phrases are tested first: "Nicht auf Lager" contains "auf Lager", "Niedostępny"
 * contains "dostępny", "Není skladem" contains "skladem".
 */
import { fold, normSpace } from "./dom.js";
import type { Availability, Condition } from "./types.js";

const SCHEMA_AVAILABILITY: Record<string, Availability> = {
  instock: "in_stock",
  instoreonly: "in_stock",
  onlineonly: "in_stock",
  limitedavailability: "limited",
  outofstock: "out_of_stock",
  soldout: "out_of_stock",
  oos: "out_of_stock",
  preorder: "preorder",
  presale: "preorder",
  backorder: "backorder",
  madetoorder: "backorder",
  discontinued: "discontinued",
  reserved: "out_of_stock",
  availablefororder: "backorder",
  available: "in_stock",
  instockonly: "in_stock",
  pending: "preorder",
  nostock: "out_of_stock",
  notavailable: "out_of_stock",
  onbackorder: "backorder",
};

/** Words that say a product can be had; a negation before them says the opposite. */
const HAD =
  "available|in stock|en stock|disponibles?|disponibile|disponivel|verfugbar|lieferbar|auf lager|vorratig|skladem|dostepn(?!osc)\\w*|beschikbaar|leverbaar|op voorraad|pa lager|i lager|em estoque|tilgjengelig|tillganglig|dostupno|dostupny|na stanju|na zalogi|elerheto|saatavilla";
/**
 * None of the thing to be had ("Nenhum exemplar disponível", "Kein Exemplar verfügbar", "Aucun
 * article en stock"): the word for none, then the copy, piece or item, not any noun ("Ingen frakt"
 * then "I lager" on a badge row).
 */
const NONE_OF_IT = `\\b(nenhum|nenhuma|ningun|ninguna|nessun|nessuna|aucun|aucune|kein|keine|geen|ingen)\\s+(exemplar\\w*|exemplaire\\w*|ejemplar\\w*|esemplar\\w*|cop(y|ies|ia|ie|ias)|unidad\\w*|unidade\\w*|pezz[oi]|stuck\\w*|article\\w*|artikel\\w*|articol[oi]|produ\\w*|items?|stuks?|varor|vare)\\s+([a-z']+\\s+)?(${HAD})\\b`;
/**
 * A negation up to two words before such a word ("not in stock", "pas en stock", "ya no está
 * disponible", "non disponible"): otherwise the in-stock word inside would win.
 */
const NEGATED = `\\b(not|no|non|nicht|pas|nie|niet|ikke|inte|ej|nao|nije|nema|nem|ei|brak)\\s+([a-z']+\\s+){0,2}?(${HAD})\\b|${NONE_OF_IT}`;
/**
 * A form offering to write when the product is back ("Notify me when available", "Benachrichtigen,
 * wenn verfügbar", "Avísame cuando esté disponible"): the product cannot be bought now. Never a
 * bare "notify me": shops offer to write when the price drops too.
 */
const NOTIFY = [
  "((notify|email|e-mail|alert|tell|inform|let) me|get (notified|emailed|an? (email|e-mail|alert))) (when|once|if) (it'?s |it is |this (item |product )?is |the (item|product) is |(the )?stock is )?(back|available|in stock|restocked)",
  "notify me when available|back in stock (alert|notification|notice)|when (it'?s |it is )?back in stock|(be|get) notified (when|once|if) (it'?s |it is |this (item |product )?is |the (item|product) is )?(back|available|in stock|restocked)|when (this|the) (item|product) is back( in stock)?",
  "benachrichtig\\w*( sie)?( mich)?,? (wenn|sobald) (\\w+ ){0,2}(wieder )?(verfugbar|lieferbar|auf lager|vorratig)|wenn wieder (verfugbar|lieferbar|auf lager|vorratig)",
  "quand (il|elle|le produit|l'article) sera (de nouveau )?disponible|(m'alerter|me prevenir|prevenez-moi|avertissez-moi|avisez-moi) (de la disponibilite|du retour|quand|lorsque)",
  "cuando (este|vuelva a estar|haya) (disponible|stock|en stock)|quando (sara|tornera|e) (di nuovo )?disponibile|quando (estiver|voltar a estar) disponivel|avise-me quando (chegar|voltar)",
  "powiadom (mnie )?o dostepnosci|hlidat dostupnost|upozornit na dostupnost",
  "(mail|informeer|bericht|meld|waarschuw) (mij|me) (als|wanneer|zodra) .{0,30}(beschikbaar|op voorraad|leverbaar)|laat (het )?(mij|me) weten (als|wanneer|zodra) .{0,30}(beschikbaar|op voorraad|leverbaar)|meddela mig nar .{0,20}(finns|i lager|tillganglig)",
  "gelince haber ver|stoka girince haber ver",
  // Told when it is back, the subject anywhere between ("we'll let you know when this item is back
  // in stock", "Soyez averti dès que ce produit est de nouveau disponible", "sobald der Artikel
  // wieder verfügbar ist"): future words, so not now.
  "(let you know|notify you|e-?mail you|tell you|alert you|inform you) (when|once|as soon as) .{0,30}(back in stock|available again|in stock again|restocked)",
  "(des que|quand|lorsque) .{0,30}(de nouveau|a nouveau|sera|est) (disponible|en stock)|(des que|quand|lorsque) .{0,30}(de )?retour en stock|\\bdes (son|leur) retour( en stock)?",
  "(wenn|sobald) .{0,30}wieder (verfugbar|lieferbar|auf lager|vorratig|da)",
  "cuando .{0,30}(vuelva a estar|vuelva a tener|este de nuevo|haya de nuevo) (disponible|en stock|stock)|(appena|quando) .{0,30}(torna|tornera|sara di nuovo|e di nuovo) disponibile",
  "(zodra|wanneer|als) .{0,30}weer (beschikbaar|op voorraad|leverbaar)|(quando|assim que) .{0,30}(voltar a estar|estiver novamente) disponivel",
  "((giv mig|gi meg) beskj?ed|varsle meg),? nar (varen|produktet|artiklen|artikkelen|den|det) (er|kommer) (pa lager|tilbage|tilbake|tilgaengelig|tilgjengelig)",
  "ilmoita (minulle,? )?kun (tuote|se) (on |tulee )?(taas |jalleen |uudelleen )?(saatavilla|varastossa|varastoon)|(avvisami|avvertimi|avvisatemi) quando (e |sara |torna |ritorna )?(di nuovo )?disponibile|ertesit\\w* .{0,20}(ha|amikor) (a termek )?(ujra )?(elerheto|raktaron|raktarra)",
].join("|");
/**
 * Back later: "Back in stock soon", "Available again from 12 March", "Bientôt de retour", "Join the
 * waitlist". A bare "Back in stock!" is a badge on a product restocked, so it needs its "soon".
 */
const BACK_LATER = [
  "back in stock (soon|on|from|in \\d)|expected back|available again (from|on|in|soon)|restock(ing)? expected|join (the )?wait-?list|wait-?list|request (a )?restock|email (me )?when (it'?s |it is )?(available|back)",
  "bientot de retour|de retour bientot|di nuovo disponibile (a breve|dal|il)|binnenkort (weer|opnieuw)|weer (leverbaar|op voorraad|beschikbaar) (vanaf|op)|snart (i lager igen|tillbaka)|wkrotce (ponownie )?dostepn\\w*|pronto de vuelta|de nuevo disponible",
  "(bald|in kurze) (wieder )?(verfugbar|lieferbar|auf lager)|bald wieder da|bientot disponible|binnenkort (beschikbaar|leverbaar)|brzy (skladem|k dispozici)",
].join("|");

/** The same offer in scripts `\b` does not know (Cyrillic, Greek, Arabic, CJK). */
const NOTIFY_WIDE =
  "сообщить о (поступлении|наличии)|уведомить о (поступлении|наличии)|повідомити про (наявність|надходження)|ειδοποιηση (διαθεσιμοτητας|οταν)|ενημερωστε με|أعلمني عند توفر|اعلمني عند توفر|أبلغني عند توفر|再入荷(のお知らせ|お知らせ|通知)|入荷(のお知らせ|お知らせ)|到货通知|到貨通知|재입고 알림";

/**
 * A one-of-a-kind item (second hand, a classified, an auction lot) that is gone, or promised to
 * someone, is marked with the one word "Sold" or "Reserved" as a badge; a word only when it
 * stands alone ("87 sold" on a listing means others bought it, "Sold by" names the seller). "Sale
 * pending" and "Under offer" promise it to a buyer as "Sale agreed" does.
 */
const SOLD_WORD =
  "sold|sale agreed|sale pending|under offer|under contract|rehomed|verkauft|vendu|vendue|vendido|vendida|venduto|venduta|sprzedan[ey]|prodano|prodane|verkocht|sald|solgt|myyty|eladva|satildi|продано|reserved|reserviert|gereserveerd|riservat[oa]|zarezerwowan[ey]|reservad[oa]|reserverad|reserveret|reservert";
/**
 * "Item sold", as an ad's status says it in the languages of the big classified sites; in the
 * singular only, as German and Dutch say it with their verb: "Artikel verkauft" is also a seller's
 * count of items sold, its number in a box of its own.
 */
const ITEM_SOLD =
  "(der )?artikel (ist|wurde) (bereits |schon )?verkauft|(l')?article (est )?vendu|(el )?articulo (ha sido )?vendido|(l')?articolo (e )?venduto|(o )?artigo (foi )?vendido|przedmiot (zostal )?sprzedany|(het )?artikel is verkocht|(varan|artikeln) (ar )?sald|товар продан";
const SOLD_BADGE = new RegExp(
  `^\\s*((this )?item (has been |is )?sold|already sold|bereits verkauft|deja vendu|${ITEM_SOLD}|${SOLD_WORD}|已售出|売約済み|受付終了|판매완료|complet)\\s*[.!]?\\s*$`,
);
/**
 * An ad's title that says it is sold: the word in capitals set apart by a dash or a bar ("SOLD -
 * Oak chair", "Oak chair | VERKAUFT"), or in brackets in any case ("[Sold] Oak chair"). Read on
 * the title alone, unfolded: "Sold – per kg" is a unit, "Reserved" a brand, "Sold: 1,234" a count.
 */
const SOLD_CAPS =
  "SOLD|SALE AGREED|VERKAUFT|VENDU|VENDUE|VENDIDO|VENDIDA|VENDUTO|VENDUTA|VERKOCHT|SPRZEDANE|SPRZEDANY|PRODÁNO|SOLGT|SÅLD|MYYTY|ELADVA|ПРОДАНО";
const SOLD_TITLE = new RegExp(
  `^\\s*[[(](${SOLD_CAPS})[\\])]|[[(](${SOLD_CAPS})[\\])]\\s*$|^\\s*(${SOLD_CAPS})\\s+[-–—|]\\s+\\S|\\S\\s+[-–—|]\\s+(${SOLD_CAPS})\\s*[.!]?\\s*$`,
  "iu",
);
const CAPS_WORD = new RegExp(`^(${SOLD_CAPS})$`, "u");
export const soldInTitle = (title: string): boolean => {
  const m = SOLD_TITLE.exec(title);
  if (!m) return false;
  // Brackets may hold the word in any case; set apart by a dash or a bar, only in capitals ("Sold
  // – per kg" is a unit, "Sign rider – Sold" a product).
  return m[1] !== undefined || m[2] !== undefined || CAPS_WORD.test(m[3] ?? m[4] ?? "");
};
/**
 * The word before the title ("SOLD - Oak chair", "[Sold] Oak chair"), as a classified site marks a
 * sold ad: strong enough to overrule markup (index.ts). After it ("Sign Rider - SOLD") it may be
 * the product's own name: a realtor's sign sold in a shop.
 */
export const soldBeforeTitle = (title: string): boolean => {
  const m = SOLD_TITLE.exec(title);
  return !!m && (m[1] !== undefined || (m[3] !== undefined && CAPS_WORD.test(m[3])));
};

/** A lone "Sold" badge: said of the item, never of one way of getting it ("Reserved" and "Complet" may be a slot's). */
const SOLD_ALONE = new RegExp(`^\\s*(${SOLD_CAPS})\\s*[.!]?\\s*$`, "iu");
export const soldAlone = (text: string): boolean => SOLD_ALONE.test(text);

/**
 * A listing, auction or classified ad that has ended (expired, removed, taken down) can no longer
 * be bought, whatever its page still shows, nor one its poster has promised to someone ("Diese
 * Anzeige ist reserviert"). Never a bare "sale ended" or "offer ended": shops say that of a
 * discount, not of the product.
 */
const ENDED =
  /\b((diese |die )?anzeige ist reserviert(?! fur\b)|(cette |l')?annonce est reservee(?! (a|aux|pour)\b)|(este |el )?anuncio (esta )?reservado(?! (a|para)\b)|(questo |l')?annuncio (e )?riservato(?! (a|ai|per)\b)|bidding (has )?ended|(this )?(ad|advert|posting|listing|classified( ad)?) (is no longer (active|online|live)|has (expired|been (removed|deleted|deactivated|taken down|sold)))|(^|[.!?] )(this|the) (ad|advert|posting|listing|classified( ad)?) (is (inactive|closed|deactivated)(?! (to|for)\b)|has been closed|was (removed|deleted|deactivated|taken down|sold|closed)|expired (on|in)\b)|(seller|owner|poster|advertiser) (has )?marked (this (item|ad|advert|listing)|it) as (sold|rehomed|reserved)|(this (pet|dog|cat|puppy|kitten|animal) )?has found (a|its) (new|forever) home|(^|[.!?] )(this|the) (item|ad|advert|listing) (has been |was |is )marked as sold|(this )?posting has been (deleted|flagged|removed)|(this |the )?(listing|lot) sold on|(the )?(item|listing) you(['’]re| are) looking for (has been sold|has ended)|anzeige (ist )?(abgelaufen|geloscht|deaktiviert|nicht mehr (aktiv|online))|annonce (a expire|a ete (supprimee|desactivee|retiree)|n['’]est plus (disponible|en ligne))|(l'a|l'ont) marquee comme vendue|anuncio (caducado|expirado|eliminado|desactivado|pausado)|(el |este )?anuncio (ha )?(caducado|expirado|sido eliminado)|annuncio (non (e )?piu (disponibile|attivo)|(e )?(stato )?(scaduto|rimosso))|advertentie (is )?(niet meer (beschikbaar|actief)|verwijderd|verlopen)|anuncio (nao esta mais disponivel|removido|encerrado)|ogloszenie (jest )?(juz )?(nieaktualne|nieaktywne|zakonczone|usuniete|wygaslo)|annonsen (ar )?(inte langre (tillganglig|aktiv)|borttagen|har tagits bort)|(this |the )?(listing|auction|item) (has )?(ended|closed|expired)|(this|the) (ad|advert|classified( ad)?) (has )?(ended|closed|expired)|(this )?listing was ended|(diese )?auktion (ist )?(beendet|abgelaufen)|(cette |l')?(enchere|annonce) (est |a ete )?(terminee|cloturee|expiree)|(esta |la )?(publicacion|subasta) (ha )?(finalizad[oa]|terminad[oa]|expirad[oa])|(l')?(asta|inserzione) (e )?(terminata|conclusa|scaduta)|(aukcja|licytacja) (zostala )?zakonczona|(de |deze )?(veiling|advertentie|kavel) is (gesloten|afgelopen|verlopen)(?! (aan|door|met|voor)\b)|(leilao|anuncio) (encerrado|finalizado|expirado)|(este )?produto ja foi vendido(?! (\d|mais|mil|centenas|milhares|\S+ vezes))|(o )?anuncio (foi )?vendido|(de |deze )?advertentie is gereserveerd)\b|オークションは終了|(記事|出品|募集|投稿)は?受付を?終了|取引が終了|出品終了|объявление (снято с публикации|не активно|неактивно|закрыто|удалено|в архиве)|оголошення (неактивне|не активне|деактивоване|видалене|в архіві)|обявата (е )?(неактивна|изтекла|изтрита)|η αγγελια (εχει ληξει|εληξε|εχει αφαιρεθει|δεν ειναι (πλεον )?(διαθεσιμη|ενεργη))|\banunt(ul)? (a expirat|nu mai este (activ|disponibil)|a fost (sters|dezactivat))\b|\boglas (je )?(istekao|istekla|deaktiviran|obrisan|vise nije (aktivan|dostupan))\b|\bilan (yayinda degil|kaldirildi|yayindan kaldirilmistir|pasif)\b|انتهى الإعلان|الإعلان لم يعد متاح|الإعلان (غير متاح|منتهي)|המודעה (הוסרה|אינה פעילה|לא פעילה)|\b(o )?anuncio (expirou|ja nao esta disponivel)\b/;

/**
 * A marketplace offer the seller has paused or closed cannot be bought now ("Publicación
 * pausada", "Anúncio pausado", "Oferta zakończona"), though its page still shows the price.
 */
const OFFER_CLOSED =
  /\b((esta |la )?publicacao (esta )?(pausada|inativa)|(esta |la )?publicacion (esta )?(pausada|inactiva)|(este |o )?anuncio (esta )?(pausado|inativo|inactivo)|(ta )?oferta (jest |zostala )?zakonczona|sprzedaz (zostala )?zakonczona)\b/;

/**
 * What an ended listing, an auction's lot or a home says it went for ("Sold for US $180.00",
 * "This lot sold for $1,200", "Verkauft für 180,00 €"): the sentence opens with it, an amount
 * follows ("Sold for 3 years", "Also sold for …" say something else).
 */
const SOLD_FOR =
  "(^|[.!?] )(this (item|lot|listing|property|home|house) (was )?|it (was )?)?(sold for|verkauft fur|vendu pour|venduto per|verkocht voor|sprzedano za|sald for|solgt for)\\s*:?\\s*((us|au|c|ca|nz) ?)?([$€£¥₹₽]\\s?\\d|(eur|usd|gbp|chf|cad|aud|pln|sek|nok|dkk|czk) ?\\d|\\d[\\d.,' ]*\\s?([$€£¥₹₽]|eur|usd|gbp|chf|zl|kr|kc)(?![a-z]))";
/** An item sold or promised, or an ad or auction that ended: said of the item itself, never of one way of getting it. */
const GONE_FOR_GOOD = new RegExp(`${SOLD_BADGE.source}|${ENDED.source}|${SOLD_FOR}`);
export const soldOrEnded = (text: string) => GONE_FOR_GOOD.test(fold(text));
/**
 * Said in a sentence that the item is sold or its listing ended ("Auktion beendet", "This item
 * has been sold", "Sold for US $180.00"), not by a lone badge word ("Sold" is also half of "1.2k
 * sold" or "Sold by", "Complet" a suit; a lone "Reserviert" is a seat map's legend too): strong
 * enough to overrule markup (index.ts).
 */
const SAID_ENDED = new RegExp(
  `${ENDED.source}|${SOLD_FOR}|^\\s*((this )?item (has been |is )?sold|already sold|bereits verkauft|deja vendu|${ITEM_SOLD})\\s*[.!]?\\s*$`,
);
export const saidEnded = (text: string) => SAID_ENDED.test(fold(text));
/** Said so from its first word ("Deze kavel is gesloten op …"; not "The previous ad is archived, this one …"). */
export const opensEnded = (text: string) => {
  const folded = fold(text);
  const m = SAID_ENDED.exec(folded);
  return !!m && !/\p{L}/u.test(folded.slice(0, m.index));
};

/**
 * Words that the product, not in stock, can still be ordered from the supplier ("Varen kan
 * bestilles", "Bestillingsvare", "Commande spéciale"): not a lead time, which shops print for
 * every product, sold out or not ("Lieferzeit 2-3 Wochen").
 */
const ORDERABLE =
  /\b((varen |vara(n)? |artikeln )?kan (bestilles|bestilles hjem|bestalla?s|bestallas hem)|bestillingsvare|bestallningsvar[ae]|tilaustuote|tilattavissa|wel te bestellen|kan (wel )?besteld worden|commande speciale|pedido especial|ordine speciale|sonderbestellung|restordre|restorder|na objednavku|na zamowienie|auf bestellung|sur commande|bajo pedido|su ordinazione|op bestelling|pa bestilling)\b/;

/** Backordered, made to order, or a lead time in weeks ("Lieferzeit 2-3 Wochen"): a backorder; see also ORDERABLE. */
const LEAD_TIMES =
  /\b(back-?order\w*|on backorder|available to order|made to order|ships in \d+\s*(-\s*\d+\s*)?(weeks|months)|bestellartikel|por encargo|lieferzeit \d{1,3}\s*-?\s*\d{0,3}\s*wochen|(lieferzeit|lead time|delivery time|levertijd|leveringstid|leveranstid|delai( de livraison)?|plazo de entrega|tempi di consegna|prazo de entrega|lieferung|delivery|levering|czas realizacji|expedie|(usually )?(dispatched|despatched)|versandfertig)\s*:?\s*(in |within |sous |binnen |ca\.? )?\d{1,3}\s*([-–]|a|to|bis|tot)?\s*\d{0,3}\s*(wochen|weeks|weken|uger|uker|veckor|semaines|semanas|settimane|tygodn\w*)|special order|(hand)?made to order|personali[sz]ed to order|wird fur sie gefertigt|(via |op )?nabestelling|jalkitoimitu\w*|utanrendelheto|mozno objednat)\b|取り寄せ|이월주문|延期交货|お取り寄せ|受注生産|受注製作|주문 ?제작|под заказ/;

/** Ordered: the first matching rule wins. Patterns run on folded text (lowercase, no accents). */
const TEXT_RULES: [RegExp, Availability][] = [
  // A few left, in the Nordic languages ("Få igjen", "Få kvar").
  [/\bfa (igjen|kvar|tilbage)\b/, "limited"],
  // … in scripts `\b` does not know, and a count left ("품절임박! 남은 수량 7개", "残りわずか", "即将售罄").
  [
    /품절\s?임박|매진\s?임박|남은 수량\s?[1-9]|即将售罄|即將售罄|残りわずか|残り僅か|在庫僅少|在庫わずか|\bsap het hang\b|ใกล้หมด/,
    "limited",
  ],
  // Some sizes or colours gone says the rest can be had ("Some sizes sold out", "일부 색상 일시품절").
  [
    /\b(some|selected|certain|a few|einige|certaines|algunas|alcune|sommige|niektore)\s+(sizes?|colou?rs?|variants?|options?|grossen|tailles|couleurs|tallas|colores|taglie|colori|maten|kleuren|rozmiary)\s+(are |sind |sont |estan |sono |zijn |sa )?(sold out|out of stock|unavailable|ausverkauft|vergriffen|nicht verfugbar|epuise\w*|agotad\w*|esaurit\w*|uitverkocht|niedostepne|wyprzedane)|일부 ?(색상|사이즈|옵션|상품)? ?(일시)?품절|一部(の)?(カラー|サイズ|色|商品)?(が)?(在庫切れ|品切れ|売り切れ|完売)|(色|カラー|サイズ|柄)(により|によって)(は)?(在庫切れ|品切れ|売り切れ|完売)|部分(颜色|顏色|尺码|尺碼|规格|規格|款式)?(缺货|缺貨|售罄|无货|無貨)/,
    "in_stock",
  ],
  // Almost gone is still there ("Almost sold out!", "Fast ausverkauft", "Peaaegu läbi müüdud").
  [
    /\b(almost|nearly|fast|presque|casi|quasi|bijna|prawie|skoro|melkein|nesten|nastan|naesten|peaaegu|majdnem|aproape|takmer|temer)\s+(sold out|ausverkauft|vergriffen|epuise|agotado|esaurito|uitverkocht|wyprzedan[ey]|vyprodano|loppuunmyyty|utsolgt|udsolgt|slutsald|labi muudud|valja muudud|elfogyott|epuizat)\b/,
    "limited",
  ],
  [
    /\b(discontinued|no longer (available|sold|produced)|nicht mehr (lieferbar|erhaltlich|verfugbar)|ausgelaufen|vyrazeno z prodeje|uz se neprodava|produit (arrete|abandonne)|(n'est )?plus commercialise|plus (disponible|vendu) a la vente|ya no se comercializa|non (e )?piu (commercializzato|in commercio)|fora de linha|nao (e )?mais comercializado|descatalogado|wycofany|fuori produzione|verkauf eingestellt|nicht mehr im sortiment|udgaet( af sortimentet)?|utgatt( ur sortimentet)?|poistunut valikoimasta|(izdelek|artikel) ni vec v prodaji|(proizvod|artikl|izdelek) (nije vise|vise nije) u prodaji|izbacen iz prodaje|san pham (da |hien da )?ngung (kinh doanh|ban))\b|販売終了|生産終了|予約受付終了|판매종료/,
    "discontinued",
  ],
  [
    /\b(pre-?order|preorder|pre-?sale|vorbestell\w*|vorverkauf(?! (ist )?beendet)|predobjednavk\w*|predprodej|precommande|pre-?venta|preventa|reserva(lo)?|przedsprzedaz|zamowienie przedpremierowe|coming soon|demnachst|erscheint am|noch nicht erschienen|proximamente|prossimamente|em breve|disponible a partir|precomand\w*|prenotabile|preordinabile|preordina( ora)?|preordine(?! (terminat|chius|esaurit|sospes))|on sipari\w+|elorendel\w*|voorbestel\w*(?! niet meer)|forhandsbestall\w*|forudbestil\w*|ennakkotila\w*|pre-?encomenda(?! (encerrad|esgotad))|pre-?venda(?! (encerrad|esgotad)))\b|予約|近日発売|предзаказ|لطلب المسبق/,
    "preorder",
  ],
  [new RegExp(`${LEAD_TIMES.source}|${ORDERABLE.source}`), "backorder"],
  [
    new RegExp(
      `${GONE_FOR_GOOD.source}|${OFFER_CLOSED.source}|${NEGATED}|\\b(${NOTIFY}|0 (units? |pcs |pieces |items? |stuck |stk\\.? |szt\\.? )?(in stock|available|auf lager|en stock|skladem|ks skladem|na stanie|op voorraad|pa lager)|sem (estoque|stock)|fora de estoque|no hay (stock|existencias)|ej i lager|slut i lager|pas en stock|plus en stock|victime de son succes|loppuunmyyty|labi muudud|valja muudud|rasprodano|razprodano|isparduota|izpardots|out of print|lieferengpass|nicht bestellbar|(leider )?ausgebucht|warteliste|keine platze mehr|(fully|completely) booked|booked out|no (places|seats|tickets|spaces) (left|remaining|available)|brak miejsc|volgeboekt|slutsalt|(est|evenement|c'est) complet|(esta |evento )?lotado|(ticketverkauf|vorverkauf) (ist )?beendet|(event|show|concert) (cancelled|canceled)|veranstaltung (ist )?abgesagt|evenement annule|agotad[oa]s|esgotad[oa]s|esauriti|esaurite|restocking|back soon|weer op voorraad|wieder (verfugbar|lieferbar|auf lager) ab|tilapaisesti loppu|loppunut|nincs keszleten|valja muudud|laost otsas|otsas|plus de stock|niet in voorraad|no hay suficientes productos|pas assez de produits|non ci sono abbastanza prodotti|niet genoeg producten|${BACK_LATER})\\b|${NOTIFY_WIDE}|закінчився|закончился|ожидается поступление|нет на складе|няма на склад|няма наличност|не е наличен|изчерпан|εξαντλημεν[οα]|نفد|نفذ من المخزون|موجود نمی ?باشد|нема на стању|入荷待ち|无货|無貨|暂无库存|暫無庫存`,
    ),
    "out_of_stock",
  ],
  [
    /\b(out of stock|out-of-stock|sold out|soldout|currently unavailable|temporarily unavailable|not available|unavailable|nav pieejams|nav noliktava|no stock|nicht (auf lager|an lager|vorratig|lieferbar|verfugbar)|ausverkauft|vergriffen|derzeit nicht|neni skladem|nedostupn\w*|vyprodano|vyprodane|docasne nedostupne|neni k dispozici|rupture( de stock)?|epuise|indisponible|hors stock|plus disponible|agotado|sin (stock|existencias)|no disponible|fuera de stock|niedostepn\w*|brak (w magazynie|towaru|produktu)|wyprzedan\w*|chwilowo niedostepny|esaurito|non disponibile|uitverkocht|niet (op voorraad|leverbaar|beschikbaar|verkrijgbaar)|slutsald|tillfalligt slut|ikke pa lager|udsolgt|utsolgt|esgotado|indisponivel|vypredane|nie je skladom|elfogyott|nincs raktaron|stokta yok|stokta (bulunmamaktadir|bulunmuyor)|temin edilemiyor|tukendi|satista degil|mevcut degil|stoc epuizat|indisponibil|nu (mai )?(este|e) (in|pe) stoc|loppu varastosta|loppuunmyyty|tilapaisesti loppu|ei varastossa|nema na zalihi|ni na zalogi|nera sandelyje|izparduota|nav noliktava|ni dobavljivo|nije dostupno|het hang|stok habis|stok kosong|habis terjual|ban het|epuizat|tidak tersedia|habis dijual|kehabisan stok|uppselt)\b|немає в наявності|наразі немає( в наявності| на складі)|สินค้าหมด|εξαντληθηκε|μη διαθεσιμο|нет в наличии|сатылымда жоқ|қоимада жоқ|уақытша қолжетімсіз|распродано|在庫切れ|在庫なし|売り切れ|品切れ|完売|販売休止|入荷予定|缺货|缺貨|售罄|售完|下架|补货中|補貨中|품절|판매중지|εκτος αποθεματος|אינו במלאי|אזל|ขายหมด|بيعت بالكامل|बिक गया|розпродано|продадено|לא במלאי|غير متوفر|نفذت الكمية|ناموجود|ไม่มีสินค้า|재고 ?없음|स्टॉक में नहीं|स्टॉक खत्म|موجود نیست|اسٹاک ختم|اسٹاک میں نہیں|اسٹاک میں دستیاب نہیں|স্টক নেই|স্টক শেষ/,
    "out_of_stock",
  ],
  [
    /\b(only \d+ left|\d{1,3} left( in stock)?|few (units |pieces |items )?left|low stock|limited stock|limited availability|almost gone|last (\d+ )?items?|nur noch \d+|wenige verfugbar|posledni (kus|kusy)|posledn\w* \d+ ks|plus que \d+|derniers? articles?|ultimas? unidades|quedan \d+|quedan pocas|il (ne )?reste (que )?\d+|dernieres? pieces|solo \d+ rimast\w*|ostatni\w* (sztuk\w*|egzemplarz\w*)|ultimi pezzi|残りわずか|残り\d+|(few|last|limited) (tickets|seats|places)( left| remaining)?|only \d+ (places|seats|spaces) left|noch \d+ platze frei|letzte (tickets|karten|platze)|(wenige )?restplatze|derniers (billets|places)|ultimas (entradas|plazas)|ultimi (biglietti|posti))\b|仅剩|只剩|库存紧张|庫存緊張/,
    "limited",
  ],
  [
    /\b(in stock|instock|in-stock|available now|laos( olemas)?|dostupne|in magazzino|keszleten|raktaron|(levertijd|leveringstid|leveranstid|czas wysylki):? \d+\s*-\s*\d+ ?(werkdagen|dagen|hverdage|virkedager|dage|dager|arbetsdagar|dagar|dni)|wysylka w:? (\d+ godzin\w*|24h|\d{1,3}\s*-?\s*\d{0,3} dni)|ready to ship|ships (today|tomorrow|within)|\d+\+? (in stock|available|auf lager|skladem|ks skladem)|auf lager|an lager|lagernd|vorratig|sofort lieferbar|lieferbar|verfugbar|skladem|na sklade|skladom|k odeslani|en stock|disponibles?|en existencia|disponibilidad inmediata|(entrega|envio|disponibilidade) imediat[ao]|^imediata$|pronta entrega|pieejams|dostepn(?!osc)\w*|od reki|(duza|srednia|mala) ilosc|w magazynie|na stanie|disponibile|op voorraad|leverbaar|pa lager|i lager|em estoque|raktaron|stokta var|in stoc|pe stoc|varastossa|na zalihi|na zalogi|na stanju|dobavljivo|ir noliktava|yra sandelyje|con hang|co san|stok tersedia|tersedia|lagerware|em stock|in voorraad|hay existencias|stokta|sandelyje|noliktava|expedie sous \d+ ?(h|heures?|jours?)|odesilame (do|za) \d+|(voor \d{1,2}[:.]\d{2} besteld,? )?morgen in huis|available|disponivel|dostupno|disponibilita immediata|pronta consegna|instant (digital )?download|immediate download|sofort-?download|download sofort|telechargement (immediat|instantane)|descarga (inmediata|instantanea)|download (immediato|imediato)|direct (te )?downloaden|natychmiastowe pobieranie|versandfertig|sofort ab lager|expedie sous \d+\s*(h|heures|jours?)|(envio|spedizione) (en|in) \d+(\/\d+)?\s*h|verzonden binnen \d+ (uur|dagen|werkdagen)|czas realizacji:? \d+\s*(h|godzin\w*|dni)|lieferzeit:? \d+\s*-\s*\d+ (werk|arbeits)?tage|(lieferbar|ships|dispatched|despatched) (in|within) \d+(\s*-\s*\d+)? ?(business |working )?(days?|hours?|h|tage?n?|werktage?n?|stunden))\b|в наявності|มีสินค้า|(?<!ไม่)พร้อมส่ง|σε αποθεμα|διαθεσιμο(?!τητ)|в наличии|қоимада бар|сатылымда бар|на склад|на стању|наличен|в наличност|在庫あり|在庫有り|即納|有货|有現貨|现货|재고 있음|במלאי|متوفر|موجود|स्टॉक में|現貨|即日発送|اسٹاک میں (دستیاب|موجود)(?!\s*نہیں)|স্টকে আছে/,
    "in_stock",
  ],
];

/** A schema.org / feed availability value, or shop text in several languages. */
export function normalizeAvailability(raw: unknown): Availability | undefined {
  if (typeof raw !== "string") return undefined;
  const t = normSpace(raw);
  if (!t) return undefined;
  // Any URL form ("http://schema.org/InStock", a relative href resolved against the shop) ends in the value.
  const key = (/^(https?:)?\/\/|^schema:/i.test(t) ? t.replace(/[?#].*$/, "").replace(/^.*[/:]/, "") : t)
    .replace(/[\s_-]/g, "")
    .toLowerCase();
  if (SCHEMA_AVAILABILITY[key]) return SCHEMA_AVAILABILITY[key];
  // A platform's status value joins its words with underscores ("NOT_AVAILABLE", "LOW_STOCK",
  // "on_backorder", "coming_soon"): read as the words (`\b` does not split them).
  return availabilityFromText(/^[a-z]+([_-][a-z]+)+$/i.test(t) ? t.replace(/[_-]/g, " ") : t);
}

/**
 * A text that only offers to write when the product is back ("Notify me when available", "Giv mig
 * besked, når varen er på lager"), saying nothing else of the stock: back-in-stock widgets are
 * printed on every product page and hidden by the theme's stylesheet, or offered for one size.
 */
const NOTIFY_OFFER = new RegExp(`\\b(${NOTIFY})\\b|${NOTIFY_WIDE}`, "g");
export const onlyAnOffer = (text: string): boolean => {
  const f = fold(text);
  if (f.search(NOTIFY_OFFER) < 0) return false;
  // What is left, piece by piece ("Udsolgt – giv mig besked …": a badge's word before it).
  const rest = f.replace(NOTIFY_OFFER, "|").split(/[|–—.,!:;()]+|\s-\s/);
  return rest.every((piece) => !piece.trim() || availabilityFromText(piece.trim()) === undefined);
};

export const saysOrderable = (text: string) => ORDERABLE.test(fold(text));

export function availabilityFromText(text: string): Availability | undefined {
  const f = fold(text);
  for (const [re, value] of TEXT_RULES) if (re.test(f)) return value;
  return undefined;
}

const CONDITIONS: [RegExp, Condition][] = [
  [
    /refurb|renew|generalüberholt|generaluberholt|repasovan|reconditionn|reacondicionad|odnowion|ricondizionat|再生品|整備済/,
    "refurbished",
  ],
  [/damaged|beschadigt|beschädigt|poskozen|poškozen|endommag|danad|dañad|uszkodzon/, "damaged"],
  [/used|gebraucht|pouzit|použit|bazar|occasion|usado|segunda mano|uzywan|używan|usato|中古/, "used"],
  [/new|neu\b|nov[ýyé]|neuf|nuevo|nowy|nuovo|新品/, "new"],
];

export function normalizeCondition(raw: unknown): Condition | undefined {
  if (typeof raw !== "string" || !raw.trim()) return undefined;
  const t = raw
    .trim()
    .replace(/^https?:\/\/(www\.)?schema\.org\//i, "")
    .replace(/Condition$/, "")
    .toLowerCase();
  for (const [re, v] of CONDITIONS) if (re.test(t)) return v;
  return undefined;
}

export function normalizeGender(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const t = fold(raw.replace(/^https?:\/\/(www\.)?schema\.org\//i, ""));
  if (/unisex/.test(t)) return "unisex";
  if (/\b(female|women|womens|woman|damen|damske|femme|mujer|damsk|ladies|女性|レディース)\b|女性|レディース/.test(t)) return "female";
  if (/\b(male|men|mens|man|herren|panske|homme|hombre|meski|男性|メンズ)\b|男性|メンズ/.test(t)) return "male";
  return undefined;
}

export function normalizeAgeGroup(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const t = fold(raw);
  for (const v of ["newborn", "infant", "toddler", "kids", "adult"]) if (t.includes(v)) return v;
  if (/\b(child|children|kinder|detske|enfant|ninos|dzieci)\b/.test(t)) return "kids";
  return undefined;
}
