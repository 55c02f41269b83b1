import { page, platform, stock, type Variant } from "./support/product-page-cases.js";

/**
 * Whole made-up product pages as marketplaces and the biggest retailers print them (their
 * classes, labels, script state, languages), each in stock and sold out, on sale and not: the
 * page families a shop never seen is most likely to come from. Where such a page carries no
 * structured data, the visible page and its scripts are all there is.
 */

// A big marketplace's detail page without JSON-LD
platform(
  "a big marketplace: the price in whole and fraction spans, an availability block, the item code only in the details",
  "https://market.example/Linen-Shirt/dp/B0C7K2LS41",
  (v: Variant) =>
    page(
      "en-us",
      `<title>Market.example: Acme Linen Shirt : Clothing</title>`,
      `<div id="dp" class="apparel en_US"><div id="dp-container" class="a-container"><div id="ppd"><div id="leftCol"><div id="imgTagWrapperId" class="imgTagWrapper"><img alt="Acme Linen Shirt" src="/images/I/71ls.jpg" id="landingImage"></div></div>
<div id="centerCol" class="centerColAlign"><div id="title_feature_div" class="celwidget"><div id="titleSection" class="a-section a-spacing-none"><h1 id="title" class="a-size-large a-spacing-none"><span id="productTitle" class="a-size-large product-title-word-break">        Acme Linen Shirt       </span></h1></div></div>
<div id="bylineInfo_feature_div"><a id="bylineInfo" class="a-link-normal" href="/stores/Acme">Visit the Acme Store</a></div>
<div id="averageCustomerReviews_feature_div"><span class="a-icon-alt">4.5 out of 5 stars</span> <span id="acrCustomerReviewText" class="a-size-base">1,204 ratings</span></div>
<div id="apex_desktop" class="celwidget">${
        v.soldOut
          ? ""
          : `<div id="corePriceDisplay_desktop_feature_div" class="celwidget"><div class="a-section a-spacing-none aok-align-center aok-relative">${v.sale ? '<span class="a-size-large a-color-price savingPriceOverride aok-align-center reinventPriceSavingsPercentageMargin savingsPercentage">-17%</span>' : ""}<span class="a-price aok-align-center reinventPricePriceToPayMargin priceToPay" data-a-size="xl" data-a-color="base"><span class="a-offscreen">$${v.sale ? "24.99" : "29.99"}</span><span aria-hidden="true"><span class="a-price-symbol">$</span><span class="a-price-whole">${v.sale ? "24" : "29"}<span class="a-price-decimal">.</span></span><span class="a-price-fraction">99</span></span></span></div>
${v.sale ? '<div class="a-section a-spacing-small aok-align-center"><span><span class="aok-relative"><span class="a-size-small a-color-secondary aok-align-center basisPrice">List Price: <span class="a-price a-text-price" data-a-size="s" data-a-strike="true" data-a-color="secondary"><span class="a-offscreen">$29.99</span><span aria-hidden="true">$29.99</span></span></span></span></span></div>' : ""}</div>`
      }</div>
<div id="variation_size_name" class="a-section a-spacing-small"><div class="a-row"><label class="a-form-label">Size: </label><span class="selection">Medium</span></div><select name="dropdown_selected_size_name" class="a-native-dropdown"><option value="-1">Select</option><option value="0,B0C7K2LS40" class="dropdownAvailable">Small</option><option value="1,B0C7K2LS41" class="dropdownSelect" selected>Medium</option></select></div>
<div id="feature-bullets" class="a-section a-spacing-medium a-spacing-top-small"><ul class="a-unordered-list a-vertical a-spacing-mini"><li><span class="a-list-item">100% Linen</span></li><li><span class="a-list-item">Machine Wash</span></li></ul></div></div>
<div id="rightCol"><div id="buybox" class="a-section"><div class="a-box-group"><div class="a-box"><div class="a-box-inner">
<div id="availability" class="a-section a-spacing-base">${v.soldOut ? `<span class="a-size-medium a-color-price">Currently unavailable.</span><br><span class="a-size-base a-color-base">We don't know when or if this item will be back in stock.</span>` : `<span class="a-size-medium a-color-success">In Stock</span>`}</div>
${
  v.soldOut
    ? '<div id="olp_feature_div"><a href="/gp/offer-listing/B0C7K2LS41" class="a-touch-link a-box olp-touch-link"><div class="a-box-inner"><span>New &amp; Used (5) from </span><span class="a-price" data-a-size="m" data-a-color="base"><span class="a-offscreen">$19.99</span><span aria-hidden="true">$19.99</span></span><span> &amp; FREE Shipping</span></div></a></div><div id="wishlistButtonStack"><span class="a-button a-button-base"><span class="a-button-inner"><input class="a-button-input" type="submit" name="submit.add-to-registry.wishlist"><span class="a-button-text">Add to List</span></span></span></div>'
    : `<div id="selectQuantity" class="a-section a-spacing-none"><label for="quantity" class="a-native-dropdown">Quantity:</label><select name="quantity" id="quantity"><option value="1" selected>1</option><option value="2">2</option></select></div>
<div id="addToCart_feature_div"><span id="submit.add-to-cart" class="a-button a-spacing-small a-button-primary a-button-icon"><span class="a-button-inner"><i class="a-icon a-icon-cart"></i><input id="add-to-cart-button" name="submit.add-to-cart" title="Add to Shopping Cart" class="a-button-input" type="submit" value="Add to Cart" aria-labelledby="submit.add-to-cart-announce"><span id="submit.add-to-cart-announce" class="a-button-text" aria-hidden="true">Add to Cart</span></span></span></div>
<div id="buyNow_feature_div"><span id="submit.buy-now" class="a-button a-button-oneclick"><span class="a-button-inner"><input id="buy-now-button" name="submit.buy-now" class="a-button-input" type="submit" value="Buy Now"><span class="a-button-text" aria-hidden="true">Buy Now</span></span></span></div>
<div id="tabular-buybox"><div class="tabular-buybox-text"><span class="a-size-small">Ships from</span></div><div class="tabular-buybox-text"><span class="a-size-small">Market.example</span></div></div>`
}</div></div></div></div></div></div>
<div id="detailBullets_feature_div"><h2>Product details</h2><ul class="a-unordered-list a-nostyle a-vertical a-spacing-none detail-bullet-list">
<li><span class="a-list-item"><span class="a-text-bold">Package Dimensions &rlm; : &lrm; </span><span>12 x 10 x 2 inches; 8 ounces</span></span></li>
<li><span class="a-list-item"><span class="a-text-bold">Item model number &rlm; : &lrm; </span><span>LS-2041-M</span></span></li>
<li><span class="a-list-item"><span class="a-text-bold">Department &rlm; : &lrm; </span><span>mens</span></span></li>
<li><span class="a-list-item"><span class="a-text-bold">Date First Available &rlm; : &lrm; </span><span>March 3, 2023</span></span></li>
<li><span class="a-list-item"><span class="a-text-bold">ASIN &rlm; : &lrm; </span><span>B0C7K2LS41</span></span></li></ul></div>
<div id="sims-consolidated-1_feature_div"><h2>Products related to this item</h2><ol class="a-carousel"><li class="a-carousel-card"><a href="/dp/B0C9XXXX12">Linen Trousers</a><span class="a-price"><span class="a-offscreen">$39.99</span></span></li></ol></div></div></div>`,
    ),
  (v: Variant) => ({ ...(v.soldOut ? {} : { price: v.sale ? 24.99 : 29.99 }), sku: "B0C7K2LS41", availability: stock(v.soldOut) }),
);

// The same marketplace's other details layout: a technical-details table
platform(
  "a big marketplace: the item code in a product-information table, the price only in off-screen spans",
  "https://market.example/dp/B0C7K2LS41",
  (v: Variant) =>
    page(
      "en-gb",
      `<title>Acme Linen Shirt : Market.example: Fashion</title>`,
      `<div id="dp"><div id="centerCol"><h1 id="title"><span id="productTitle">Acme Linen Shirt</span></h1>
<div id="corePrice_feature_div"><div class="a-section a-spacing-micro">${v.soldOut ? "" : `<span class="a-price a-text-price a-size-medium apexPriceToPay" data-a-size="b" data-a-color="price"><span class="a-offscreen">£${v.sale ? "24.99" : "29.99"}</span><span aria-hidden="true">£${v.sale ? "24.99" : "29.99"}</span></span>${v.sale ? '<span class="a-size-small a-color-secondary aok-align-center basisPrice">RRP: <span class="a-price a-text-price" data-a-size="s" data-a-strike="true" data-a-color="secondary"><span class="a-offscreen">£29.99</span><span aria-hidden="true">£29.99</span></span></span>' : ""}`}</div></div></div>
<div id="rightCol"><div id="desktop_buybox"><div id="availability" class="a-section a-spacing-base"><span class="a-size-medium ${v.soldOut ? "a-color-price" : "a-color-success"}">${v.soldOut ? "Currently unavailable." : "Only 3 left in stock."}</span></div>
${v.soldOut ? "" : '<div id="addToCart_feature_div"><span class="a-button a-button-primary"><span class="a-button-inner"><input id="add-to-cart-button" name="submit.add-to-cart" class="a-button-input" type="submit" value="Add to Basket"><span class="a-button-text" aria-hidden="true">Add to Basket</span></span></span></div>'}</div></div>
<div id="prodDetails"><h2>Product information</h2><table id="productDetails_techSpec_section_1" class="a-keyvalue prodDetTable" role="presentation"><tbody>
<tr><th class="a-color-secondary a-size-base prodDetSectionEntry"> Brand </th><td class="a-size-base prodDetAttrValue"> Acme </td></tr>
<tr><th class="a-color-secondary a-size-base prodDetSectionEntry"> Item model number </th><td class="a-size-base prodDetAttrValue"> LS-2041-M </td></tr></tbody></table>
<table id="productDetails_detailBullets_sections1" class="a-keyvalue prodDetTable" role="presentation"><tbody>
<tr><th class="a-color-secondary a-size-base prodDetSectionEntry"> ASIN </th><td class="a-size-base prodDetAttrValue"> B0C7K2LS41 </td></tr>
<tr><th class="a-color-secondary a-size-base prodDetSectionEntry"> Customer Reviews </th><td class="a-size-base"> 4.5 out of 5 stars </td></tr></tbody></table></div></div>`,
    ),
  (v: Variant) => ({
    ...(v.soldOut ? {} : { price: v.sale ? 24.99 : 29.99 }),
    sku: "B0C7K2LS41",
    availability: v.soldOut ? "out_of_stock" : "limited",
  }),
);

// A Latin-American marketplace (Spanish), paused listing when gone
platform(
  "a Latin-American marketplace: the price in fraction and cents spans, 'Stock disponible', a paused listing",
  "https://articulo.mercado.example/MLA-1329904421-camisa-de-lino-hombre-_JM",
  (v: Variant) =>
    page(
      "es-AR",
      `<title>Camisa De Lino Hombre | Mercado.example</title>`,
      `<div class="ui-pdp-container ui-pdp-container--pdp"><div class="ui-pdp-container__row"><div class="ui-pdp-container__col col-3 ui-pdp--relative"><div class="ui-pdp-gallery"><img class="ui-pdp-image ui-pdp-gallery__figure__image" src="/D_NQ_NP_2041.webp" alt="Camisa De Lino Hombre"></div></div>
<div class="ui-pdp-container__col col-2 mr-24 mt-8"><div class="ui-pdp-header"><div class="ui-pdp-header__subtitle"><span class="ui-pdp-subtitle">Nuevo  |  +100 vendidos</span></div><div class="ui-pdp-header__title-container"><h1 class="ui-pdp-title">Camisa De Lino Hombre</h1></div></div>
${v.soldOut ? '<div class="ui-pdp-message ui-vpp-message ui-pdp-message--warning"><div class="andes-message__content"><p class="andes-message__text">Publicación pausada</p><p>El vendedor pausó esta publicación mientras repone stock.</p></div></div>' : ""}
<div class="ui-pdp-price mt-16 ui-pdp-price--size-large"><div class="ui-pdp-price__main-container">${v.sale ? '<s class="andes-money-amount ui-pdp-price__part ui-pdp-price__original-value andes-money-amount--previous andes-money-amount--cents-superscript" role="img" aria-label="Antes: 39999 pesos con 90 centavos"><span class="andes-money-amount__currency-symbol" aria-hidden="true">$</span><span class="andes-money-amount__fraction" aria-hidden="true">39.999</span><span class="andes-money-amount__cents andes-money-amount__cents--superscript-16" aria-hidden="true">90</span></s>' : ""}
<div class="ui-pdp-price__second-line"><span data-testid="price-part" class="andes-money-amount ui-pdp-price__part andes-money-amount--cents-superscript andes-money-amount--compact" role="img" aria-label="${v.sale ? "31999 pesos con 90 centavos" : "39999 pesos con 90 centavos"}" aria-roledescription="Precio"><span class="andes-money-amount__currency-symbol" aria-hidden="true">$</span><span class="andes-money-amount__fraction" aria-hidden="true">${v.sale ? "31.999" : "39.999"}</span><span class="andes-money-amount__cents andes-money-amount__cents--superscript-36" aria-hidden="true">90</span></span>${v.sale ? '<span class="andes-money-amount__discount ui-pdp-family--REGULAR">20% OFF</span>' : ""}</div>
<p class="ui-pdp-price__subtitles"><span class="ui-pdp-price__subtitles">en <span class="ui-pdp-color--GREEN">6 cuotas de <span class="andes-money-amount andes-money-amount--compact"><span class="andes-money-amount__currency-symbol">$</span><span class="andes-money-amount__fraction">${v.sale ? "5.333" : "6.666"}</span><span class="andes-money-amount__cents">32</span></span> sin interés</span></span></p></div></div>
<div class="ui-pdp-variations"><div class="ui-pdp-variations__picker"><p class="ui-pdp-variations__label">Talle: <span class="ui-pdp-variations__selected-label">M</span></p><div class="ui-pdp-variations__picker-default-container"><a class="ui-pdp-thumbnail ui-pdp-variations--thumbnail" href="/p/MLA2041S"><p class="ui-pdp-thumbnail__label">S</p></a><a class="ui-pdp-thumbnail ui-pdp-variations--thumbnail ui-pdp-thumbnail--SELECTED" href="/p/MLA2041M"><p class="ui-pdp-thumbnail__label">M</p></a></div></div></div></div>
<div class="ui-pdp-container__col col-1 pl-16"><div class="ui-pdp-buybox"><form class="ui-pdp-buybox__form" method="get" action="/checkout/buy"><div class="ui-pdp-shipping ui-pdp-color--GREEN">Llega gratis mañana</div>
${
  v.soldOut
    ? ""
    : `<div class="ui-pdp-stock-information"><p class="ui-pdp-stock-information__title">${v.sale ? "¡Última disponible!" : "Stock disponible"}</p></div>
<div class="ui-pdp-buybox__quantity"><button type="button" class="andes-button ui-pdp-buybox__quantity__trigger"><span class="andes-button__content">Cantidad: <span class="ui-pdp-buybox__quantity__selected">1 unidad</span> <span class="ui-pdp-buybox__quantity__available">(${v.sale ? "1" : "15"} disponibles)</span></span></button></div>
<div class="ui-pdp-actions"><button type="submit" class="andes-button andes-spinner__icon-base ui-pdp-action--primary andes-button--loud"><span class="andes-button__content">Comprar ahora</span></button><button type="submit" formaction="/cart/add" class="andes-button andes-spinner__icon-base ui-pdp-action--secondary andes-button--quiet"><span class="andes-button__content">Agregar al carrito</span></button></div>`
}</form></div></div></div>
<div class="ui-pdp-container__row"><div class="ui-pdp-specs"><h2 class="ui-pdp-specs__title">Características del producto</h2><table class="andes-table"><tbody><tr class="andes-table__row"><th class="andes-table__header">Marca</th><td class="andes-table__column"><span class="andes-table__column--value">Acme</span></td></tr><tr class="andes-table__row"><th class="andes-table__header">Modelo</th><td class="andes-table__column"><span class="andes-table__column--value">Lino 2041</span></td></tr></tbody></table></div>
<div class="ui-pdp-container__row ui-pdp-container__row--denounce"><p class="ui-pdp-denounce"><span class="ui-pdp-color--GRAY">Publicación </span><span class="ui-pdp-color--BLUE">#1329904421</span><a href="/denuncias"> Denunciar</a></p></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 31999.9 : 39999.9, sku: "1329904421", availability: stock(v.soldOut) }),
);

// The same marketplace in Brazil (Portuguese), the listing ended when gone
platform(
  "a Brazilian marketplace: price parts, 'Estoque disponível', 'Último disponível!', a listing ended",
  "https://produto.mercado.example/MLB-3201204041-camisa-de-linho-masculina-_JM",
  (v: Variant) =>
    page(
      "pt-BR",
      `<title>Camisa De Linho Masculina | Mercado.example</title>`,
      `<div class="ui-pdp-container"><div class="ui-pdp-header"><span class="ui-pdp-subtitle">Novo  |  +50 vendidos</span><h1 class="ui-pdp-title">Camisa De Linho Masculina</h1></div>
${v.soldOut ? '<div class="ui-pdp-message ui-vpp-message"><p class="andes-message__text">Anúncio finalizado</p><p>Veja outras opções abaixo.</p></div>' : ""}
<div class="ui-pdp-price">${v.sale ? '<s class="andes-money-amount ui-pdp-price__original-value andes-money-amount--previous" aria-label="Antes: 199 reais com 90 centavos"><span class="andes-money-amount__currency-symbol">R$</span><span class="andes-money-amount__fraction">199</span><span class="andes-money-amount__cents">90</span></s>' : ""}
<div class="ui-pdp-price__second-line"><span class="andes-money-amount ui-pdp-price__part" aria-label="${v.sale ? "149 reais com 90 centavos" : "199 reais com 90 centavos"}"><span class="andes-money-amount__currency-symbol">R$</span><span class="andes-money-amount__fraction">${v.sale ? "149" : "199"}</span><span class="andes-money-amount__cents">90</span></span></div>
<p class="ui-pdp-price__subtitles">em <span class="ui-pdp-color--GREEN">10x <span class="andes-money-amount andes-money-amount--compact"><span class="andes-money-amount__currency-symbol">R$</span><span class="andes-money-amount__fraction">${v.sale ? "14" : "19"}</span><span class="andes-money-amount__cents">99</span></span> sem juros</span></p></div>
${v.soldOut ? "" : `<div class="ui-pdp-buybox"><div class="ui-pdp-stock-information"><p class="ui-pdp-stock-information__title">${v.sale ? "Último disponível!" : "Estoque disponível"}</p></div><div class="ui-pdp-actions"><button class="andes-button andes-button--loud"><span class="andes-button__content">Comprar agora</span></button><button class="andes-button andes-button--quiet"><span class="andes-button__content">Adicionar ao carrinho</span></button></div></div>`}
<div class="ui-pdp-container__row--denounce"><p class="ui-pdp-denounce"><span>Anúncio </span><span>#3201204041</span><a href="/denuncias"> Denunciar</a></p></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 149.9 : 199.9, sku: "3201204041", availability: stock(v.soldOut) }),
);

// A Polish marketplace's offer
platform(
  "a Polish marketplace: 'zł' split from the amount, 'Kup teraz', the offer number in the details",
  "https://rynek.example/oferta/koszula-lniana-meska-14820412041",
  (v: Variant) =>
    page(
      "pl",
      `<title>Koszula lniana męska - 14820412041 - Rynek.example</title>`,
      `<div data-box-name="showoffer.productHeader" class="mp0t_0a"><h1 class="mp4t_0 mryx_0 mj7a_4">Koszula lniana męska</h1><div class="mpof_ki"><a href="#opinie">4,8 (312 ocen)</a> <span>1 204 osoby kupiły</span></div></div>
<div data-box-name="showoffer.price" class="mpof_ki myre_zn">${v.sale ? '<div class="mr3m_1 mgn2_13 mli2_0"><span class="mpof_ki mgmw_3z m9qz_yq" aria-label="cena przed obniżką 129,00 zł">129,00 zł</span> <span>-23%</span></div><div class="mgn2_12">Najniższa cena z 30 dni przed obniżką: 119,00 zł</div>' : ""}
<div aria-label="${v.sale ? "99,00" : "129,00"} zł aktualna cena" class="mli8_k4 msa3_z4 mqu1_1 mp0t_ji m9qz_yo mgmw_qw mgn2_27 mgn2_30_s">${v.sale ? "99" : "129"},<span class="mgn2_19 mgn2_21_s m9qz_yq">00</span> <span class="mgn2_19 mgn2_21_s m9qz_yq">zł</span></div></div>
<div data-box-name="showoffer.quantity"><label for="quantity">Liczba sztuk</label><input id="quantity" type="number" value="1" min="1"${v.soldOut ? " disabled" : ""}> <span>${v.soldOut ? "" : "z 24 sztuk"}</span></div>
<div data-box-name="showoffer.buyButtons">${v.soldOut ? '<div class="mp0t_0a"><p>Oferta zakończona</p><p>Sprzedający nie ma już tego przedmiotu.</p></div>' : '<button type="button" data-role="buy-button" class="mgn2_14 mp0t_0a mqu1_21 mgmw_wo mli8_k4">Kup teraz</button><button type="button" data-role="add-to-cart-button" class="mgn2_14 mp0t_0a">Dodaj do koszyka</button>'}</div>
<div data-box-name="Parameters"><h2>Parametry</h2><table><tbody><tr><td>Stan</td><td>Nowy</td></tr><tr><td>Marka</td><td>Acme</td></tr><tr><td>Rozmiar</td><td>M</td></tr></tbody></table></div>
<div data-box-name="showoffer.offerNumber"><span>Numer oferty: 14820412041</span></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 99 : 129, sku: "14820412041", availability: stock(v.soldOut) }),
);

// An Indian marketplace: hashed classes, lakh grouping, no SKU printed
platform(
  "an Indian marketplace: ₹ with lakh grouping, 'Sold Out', 'Currently Unavailable', hashed classes",
  "https://www.kart.example/acme-laptop/p/itm2041abcd?pid=COMG2041",
  (v: Variant) =>
    page(
      "en-IN",
      `<title>Acme Book 14 Laptop - Buy Online at Best Price</title>`,
      `<div class="_1YokD2 _3Mn1Gg"><div class="_1AtVbE col-12-12"><div class="aMaAEs"><h1 class="yhB1nd"><span class="B_NuCI">Acme Book 14 Laptop (16 GB/512 GB SSD/Windows 11)</span></h1>
<div class="_3_L3jD"><span class="_2_R_DZ">4.4 ★ 12,041 Ratings</span></div>
${v.soldOut ? '<div class="_16FRp0">Sold Out</div><div class="_1dVbu9">This item is currently out of stock</div>' : ""}
<div class="_25b18c"><div class="_30jeq3 _16Jk6d">₹${v.sale ? "1,09,999" : "1,29,999"}</div>${v.sale ? '<div class="_3I9_wc _2p6lqe">₹<!-- -->1,29,999</div><div class="_3Ay6Sb _31Dcoz"><span>15% off</span></div>' : ""}</div>
<div class="_3TT44I">+ ₹49 Secured Packaging Fee</div></div></div>
<div class="_1AtVbE col-12-12"><ul class="row"><li class="col col-6-12"><button class="_2KpZ6l _2U9uOA _3v1-ww"${v.soldOut ? " disabled" : ""}><svg></svg>ADD TO CART</button></li><li class="col col-6-12">${v.soldOut ? '<button class="_2KpZ6l _1SV1Tv">NOTIFY ME</button>' : '<button class="_2KpZ6l _2U9uOA ihZ75k _3AWRsL"><svg></svg>BUY NOW</button>'}</li></ul></div>
<div class="_1AtVbE col-12-12"><div class="_3k-BhJ"><div class="flxcaE">General</div><table class="_14cfVK"><tbody><tr class="_1s_Smc row"><td class="_1hKmbr col col-3-12">Model Number</td><td class="URwL2w col col-9-12"><ul><li class="_21lJbe">AB14-2041</li></ul></td></tr><tr class="_1s_Smc row"><td class="_1hKmbr col col-3-12">Color</td><td class="URwL2w col col-9-12"><ul><li class="_21lJbe">Silver</li></ul></td></tr></tbody></table></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 109999 : 129999, availability: stock(v.soldOut) }),
);

// A South-East Asian marketplace: Rp with dot groups, data-testid names, 'Stok habis'
platform(
  "a South-East Asian marketplace: 'Rp1.299.000', data-testid names, 'Stok: 12' / 'Stok habis'",
  "https://www.toko.example/acmestore/kemeja-linen-pria",
  (v: Variant) =>
    page(
      "id",
      `<title>Jual Kemeja Linen Pria - Acme Store | Toko.example</title>`,
      `<div id="pdp_comp-product_content" data-testid="pdpContainer"><h1 class="css-1os9jjn" data-testid="lblPDPDetailProductName">Kemeja Linen Pria</h1>
<div class="css-bczdt6"><p class="css-1b2d3y4">Terjual 250+</p><span>4.9 (120 rating)</span></div>
<div class="price" data-testid="lblPDPDetailProductPrice">Rp${v.sale ? "249.000" : "299.000"}</div>${v.sale ? '<div class="css-1usw7ua"><span data-testid="lblPDPDetailDiscountPercentage">17%</span><span class="original-price" data-testid="lblPDPDetailOriginalPrice">Rp299.000</span></div>' : ""}
<div data-testid="pdpVariantContainer"><p>Pilih ukuran: <b>M</b></p><div role="radiogroup"><button role="radio" aria-checked="false">S</button><button role="radio" aria-checked="true">M</button></div></div></div>
<div id="pdp_comp-product_buy_box" data-testid="pdpFloatingActions"><div class="css-1a8rdb2"><p data-testid="stock-label">${v.soldOut ? "Stok habis" : "Stok: <b>12</b>"}</p>
<div class="css-quantity"><button aria-label="Kurangi 1">-</button><input type="text" value="1" aria-label="Jumlah"${v.soldOut ? " disabled" : ""}><button aria-label="Tambah 1">+</button></div>
<p>Subtotal <span data-testid="lblPDPCartSubtotal">Rp${v.sale ? "249.000" : "299.000"}</span></p>
<button data-testid="pdpBtnNormalPrimary" class="css-1ymupud"${v.soldOut ? " disabled" : ""}><span>+ Keranjang</span></button><button data-testid="pdpBtnNormalSecondary" class="css-1tbh4l3"${v.soldOut ? " disabled" : ""}><span>Beli Langsung</span></button></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 249000 : 299000, availability: stock(v.soldOut) }),
);

// A big-box retailer's Next.js page: data-test names, the product in __NEXT_DATA__
platform(
  "a big-box retailer's app page: data-test names, 'reg' price, the product in the framework's state",
  "https://www.bigbox.example/p/acme-linen-shirt/-/A-85012041",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Men's Linen Shirt - Acme™ : Bigbox.example</title>`,
      `<div id="__next"><div class="styles__ProductDetailsWrapper-sc-1x2o3p"><h1 data-test="product-title" class="styles__StyledHeading-sc-1xmf98v-0 lnQEuW">Men's Linen Shirt - Acme™</h1>
<div data-test="ratingFeedbackContainer"><span class="h-sr-only">4.6 out of 5 stars with 84 ratings</span></div>
<div class="h-padding-b-tight"><span data-test="product-price" class="styles__CurrentPriceFontSize-sc-1mh0sjm-1 bksmIO">$${v.sale ? "24.00" : "30.00"}</span>${v.sale ? '<div class="h-text-red"><span data-test="product-price-sale">Sale</span></div><span data-test="product-regular-price" class="h-text-grayDark">reg <span>$30.00</span></span>' : ""}</div>
<div data-test="@web/VariationComponent"><span>Size</span><div class="styles__ButtonGroup" role="radiogroup"><button role="radio" aria-checked="false" aria-label="S">S</button><button role="radio" aria-checked="true" aria-label="M">M</button></div></div>
<div data-test="fulfillment-cell-shipping">${v.soldOut ? '<div data-test="outOfStockMessage"><span class="h-text-bold">Out of stock</span></div><div data-test="fulfillment-cell-shipping-oos">Sold out</div>' : '<div class="h-text-greenDark h-text-bold">Shipping</div><div>Get it by Sat, Jun 8</div>'}</div>
${v.soldOut ? '<button type="button" data-test="notifyMeButton" class="styles__BaseButton-sc-3mnirm-0">Notify me when it\'s back</button>' : '<div data-test="qtyDropdown"><label>Qty</label><button type="button" aria-label="qty 1, Select a quantity">Qty 1</button></div><button type="button" data-test="shippingButton" class="styles__BaseButton-sc-3mnirm-0 styles__StyledButton-sc-1f2lsll-0">Add to cart</button>'}
<div data-test="item-details-specifications"><h3>Specifications</h3><div><b>Sizing:</b> Men's</div><div><b>Material:</b> 100% Linen</div><div><b>TCIN</b>: 85012041</div><div><b>UPC</b>: 490200012045</div><div><b>Item Number (DPCI)</b>: 012-04-1204</div></div></div></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"__PRELOADED_QUERIES__":{"queries":[[["@web/domain-product/get-pdp-v1",{"tcin":"85012041"}],{"data":{"product":{"tcin":"85012041","item":{"product_description":{"title":"Men's Linen Shirt - Acme™"},"dpci":"012-04-1204"},"price":{"current_retail":${v.sale ? 24 : 30},"reg_retail":30,"formatted_current_price":"$${v.sale ? "24.00" : "30.00"}"}}}}]]}}},"page":"/p/[...slug]"}</script>`,
    ),
  (v: Variant) => ({ price: v.sale ? 24 : 30, sku: "012-04-1204", availability: stock(v.soldOut) }),
);

// A big-box store's Next.js page: "Now" and "Was" prices, an in-stock alert when gone
platform(
  "a superstore's app page: 'Now $24.99', the product's state in __NEXT_DATA__, 'Get in-stock alert'",
  "https://www.superstore.example/ip/Acme-Linen-Shirt/2041204112",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Acme Men's Linen Shirt - Superstore.example</title>`,
      `<div id="__next"><section data-testid="item-page"><div class="flex flex-column"><a class="f6 mid-gray" href="/brand/acme">Acme</a><h1 id="main-title" class="f3 b lh-copy dark-gray mt1 mb2" itemprop="name">Acme Men's Linen Shirt</h1></div>
<div data-testid="add-to-cart-section"><div data-testid="price-wrap"><span itemprop="price" data-seo-id="hero-price" data-fs-element="price" aria-hidden="false"><span class="inline-flex flex-column"><span class="w_iUH7">current price ${v.sale ? "Now " : ""}$${v.sale ? "24.99" : "29.99"}</span><span class="f1" aria-hidden="true">${v.sale ? "Now " : ""}$${v.sale ? "24.99" : "29.99"}</span></span></span>${v.sale ? '<span class="mr2 f6 gray strike" data-seo-id="strike-through-price">$29.99</span>' : ""}</div>
${v.soldOut ? '<div class="mv3"><span class="b f5">Out of stock</span></div><button class="w_hhLG w_8nsR w_jDfj w_3ylC" type="button" data-automation-id="atc-notify-me">Get in-stock alert</button>' : '<div class="mv3 green"><span>Pickup today</span></div><button class="w_hhLG w_8nsR w_jDfj" type="button" data-automation-id="atc" data-dca-name="ItemBuyBoxAddToCartButton">Add to cart</button>'}</div></section></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"initialData":{"data":{"product":{"id":"5XK2041","usItemId":"2041204112","name":"Acme Men's Linen Shirt","brand":"Acme","availabilityStatus":"${v.soldOut ? "OUT_OF_STOCK" : "IN_STOCK"}","priceInfo":{"currentPrice":{"price":${v.sale ? 24.99 : 29.99},"priceString":"$${v.sale ? "24.99" : "29.99"}"},"wasPrice":${v.sale ? '{"price":29.99,"priceString":"$29.99"}' : "null"}},"sellerName":"Superstore.example"}}}}}}</script>`,
    ),
  (v: Variant) => ({ price: v.sale ? 24.99 : 29.99, availability: stock(v.soldOut) }),
);

// A handmade marketplace's listing without JSON-LD
platform(
  "a handmade marketplace: 'Only 1 available', 'Sold out', 'Price: $24.00 Original Price: $30.00'",
  "https://www.crafts.example/listing/1204120412/hand-dyed-linen-shirt",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Hand-Dyed Linen Shirt - Crafts.example</title>`,
      `<div class="listing-page-content"><div data-appears-component-name="listing_page_cart" data-selector="listing-page-cart"><div class="wt-mb-xs-1"><h1 class="wt-text-body-01 wt-line-height-tight wt-break-word wt-mt-xs-1" data-buy-box-listing-title="true">Hand-Dyed Linen Shirt</h1></div>
<div data-selector="price-only" class="wt-mb-xs-3"><div class="wt-display-flex-xs wt-align-items-center"><p class="wt-text-title-larger wt-mr-xs-1 ${v.sale ? "wt-text-slime" : ""}"><span class="wt-screen-reader-only">Price:</span>$${v.sale ? "24.00" : "30.00"}</p>${v.sale ? '<p class="wt-text-strikethrough wt-text-caption wt-text-gray wt-mr-xs-1"><span class="wt-screen-reader-only">Original Price:</span>$30.00</p><p class="wt-text-title-01 wt-text-slime">(20% off)</p>' : ""}</div></div>
${v.soldOut ? '<div class="wt-alert wt-alert--inline wt-alert--error-01" data-selector="listing-page-sold-out-message"><p>Sorry, this item is sold out</p></div>' : '<p class="wt-text-caption wt-text-slime"><span class="wt-text-title-01">Only 1 available</span> and it\'s in 3 people\'s carts</p>'}
<div data-selector="listing-page-variations"><label for="variation-selector-0">Size</label><select id="variation-selector-0" class="wt-select__element" name="listing-variation-id"><option value="">Select an option</option><option value="2041" ${v.soldOut ? "disabled" : ""}>M (${v.soldOut ? "Sold out" : "$30.00"})</option></select></div>
<div class="wt-mb-xs-2">${v.soldOut ? '<button class="wt-btn wt-btn--outline wt-width-full" type="button">Add to Favorites</button>' : '<button class="wt-btn wt-btn--filled wt-width-full" type="button">Buy it now</button><button class="wt-btn wt-btn--outline wt-width-full" type="submit" data-selector="add-to-cart-button">Add to cart</button>'}</div></div>
<div data-appears-component-name="listing_details"><h2>Item details</h2><p>Handmade item. Materials: linen.</p></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 24 : 30, availability: stock(v.soldOut) }),
);

// A US electronics big box: SKU and Model labels, a disabled "Sold Out" button
platform(
  "an electronics big box: 'Model:' and 'SKU:' labels, 'Was' price, a disabled 'Sold Out' button",
  "https://www.electronics.example/site/acme-14-laptop/6501234.p?skuId=6501234",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Acme 14" Laptop AB14-2041 - Electronics.example</title>`,
      `<div class="shop-product-title"><div class="sku-title"><h1 class="heading-5 v-fw-regular">Acme - 14" Laptop - 16GB Memory - 512GB SSD - Silver</h1></div>
<div class="product-data"><div class="model product-data-value body-copy"><span class="product-data-label body-copy"><strong>Model:</strong></span><span class="product-data-value body-copy">AB14-2041</span></div><div class="sku product-data"><span class="product-data-label body-copy"><strong>SKU:</strong></span><span class="product-data-value body-copy">6501234</span></div></div></div>
<div class="pricing-price"><div class="priceView-hero-price priceView-customer-price"><span aria-hidden="true">$${v.sale ? "649.99" : "799.99"}</span><span class="sr-only">Your price for this item is $${v.sale ? "649.99" : "799.99"}</span></div>${v.sale ? '<div class="pricing-price__savings-regular-price"><div class="pricing-price__savings">Save $150</div><div class="pricing-price__regular-price-content--block"><div class="pricing-price__regular-price" aria-hidden="true">Was $799.99</div><span class="sr-only">The previous price was $799.99</span></div></div>' : ""}</div>
<div class="fulfillment-add-to-cart-button"><div><button class="c-button c-button-${v.soldOut ? "disabled" : "primary"} c-button-lg c-button-block add-to-cart-button" type="button" data-sku-id="6501234"${v.soldOut ? " disabled" : ""}>${v.soldOut ? "Sold Out" : '<svg aria-hidden="true"></svg>Add to Cart'}</button></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 649.99 : 799.99, sku: "6501234", availability: stock(v.soldOut) }),
);

// An Indian fashion and beauty marketplace: hashed classes, "MRP:" in its own span, the discount beside the price
platform(
  "an Indian fashion marketplace: 'MRP:' before the list price, '50% Off' right after the price, 'inclusive of all taxes'",
  "https://www.style.example/acme-linen-kurta/p/2041204",
  (v: Variant) =>
    page(
      "en-IN",
      `<title>Buy Acme Linen Kurta Online | Style.example</title>`,
      `<div class="css-1xfqyb5"><h1 class="css-1gc4x7i">Acme Linen Kurta for Men</h1><div class="css-1hvvm95"><span class="css-1m7oh9z">4.3</span><span>1,204 ratings</span></div>
<div class="css-1d0jf8e">${v.sale ? '<span class="css-u05rr">MRP:</span><span class="css-17x46n5"><span>₹1,999</span></span>' : '<span class="css-u05rr">MRP:</span>'}<span class="css-1jczs19">₹${v.sale ? "999" : "1,999"}</span>${v.sale ? '<span class="css-bhhehx">50% Off</span>' : ""}</div><div class="css-1vzdv3o">inclusive of all taxes</div>
${v.soldOut ? '<div class="css-1jvpvpe"><span class="css-1wmy8i9">Out of Stock</span></div><button class="css-1xv9iat"><span class="btn-text">Notify Me</span></button>' : '<button class="css-12z4fj0"><span class="btn-text">Add to Bag</span></button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 999 : 1999, availability: stock(v.soldOut) }),
);

// A cross-border marketplace: hashed suffixes on class names, quantity available, "no longer available"
platform(
  "a cross-border marketplace: hashed class suffixes, '1,204 available', 'no longer available'",
  "https://www.global.example/item/1005002041204120.html",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt Men Summer Casual Long Sleeve - Global.example</title>`,
      `<div class="pdp-info"><div class="title--wrap--UUHae_g"><h1 data-pl="product-title">Linen Shirt Men Summer Casual Long Sleeve</h1></div>
<div class="price--wrap--tA4MDk4 product-price"><div class="price--current--I3Zeidd product-price-current"><span class="price--currentPriceText--V8_y_b5 pdp-comp-price-current product-price-value">€${v.sale ? "12,99" : "25,98"}</span></div>${v.sale ? '<div class="price--original--wEueRiZ"><span class="price--originalText--gxVO5_d">€25,98</span><span class="price--discount--Y9uG2LK">-50%</span></div>' : ""}</div>
${v.soldOut ? '<div class="unavailable--wrap--x1Qk2"><div class="unavailable--title--Yt4aR">Sorry, this item is no longer available!</div></div>' : '<div class="quantity--wrap--P6bKFuf"><div class="quantity--info--jnoo_pD"><span>Quantity</span><span>1,204 available</span></div></div><div class="action--wrap--Y8Lb1Qt"><button class="comet-v2-btn comet-v2-btn-primary comet-v2-btn-large buy-now--buynow--OH44OI8">Buy now</button><button class="comet-v2-btn comet-v2-btn-large add-to-cart--addtocart--RXmuNXk">Add to cart</button></div>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 12.99 : 25.98, availability: v.soldOut ? "discontinued" : "in_stock" }),
);
