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
      `<title>Amazon.example: Acme Linen Shirt : Clothing</title>`,
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
      `<title>Acme Linen Shirt : Amazon.example: Fashion</title>`,
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

// A Japanese mall's shop page (no markup): price with tax, points, the item number in a table
platform(
  "a Japanese mall: 税込 price, points, 商品番号, 在庫あり / 売り切れ",
  "https://item.mall.example/acme-shop/ls-2041/",
  (v: Variant) =>
    page(
      "ja",
      `<title>【楽天市場】リネンシャツ メンズ 長袖：アクメショップ</title>`,
      `<div id="pagebody"><table width="100%"><tr><td><div class="item_name"><span class="normal_reserve_item_name"><b>リネンシャツ メンズ 長袖</b></span></div>
<div class="item_desc">風通しのよいリネン100%のシャツ。</div>
<table class="normal_reserve_table"><tr><td><span class="item_number_title">商品番号</span></td><td><span class="item_number">ls-2041</span></td></tr>
<tr><td>${v.sale ? '<span class="double_price_title">通常価格</span></td><td><span class="double_price"><del>4,980円</del></span></td></tr><tr><td>' : ""}<span class="price1_title">価格</span></td><td><span class="price2" id="priceCalculationConfig" data-price="${v.sale ? 3980 : 4980}" data-tax="0" data-postage="0">${v.sale ? "3,980" : "4,980"}円</span><span class="tax_postage">(税込) 送料無料</span></td></tr>
<tr><td colspan="2"><span class="point_title">ポイント</span><span class="point_summary">${v.sale ? 39 : 49}ポイント 1倍</span></td></tr></table>
<div class="item_inventory">${v.soldOut ? '<span class="soldout_msg">売り切れました</span>' : '<span class="inventory_title">在庫</span><span class="inventory_text">在庫あり</span>'}</div>
${v.soldOut ? '<div class="item_buy_btn"><span class="soldout_btn">売り切れ</span></div>' : '<div class="item_buy_btn"><span class="quantity_title">個数</span><input type="text" value="1" name="units" size="4"><button type="submit" class="new_addToCart" name="__event_ES01_001_002">買い物かごに入れる</button></div>'}
</td></tr></table><div class="rakuten-related"><h2>この商品を見た人はこんな商品も見ています</h2><ul><li><a href="/acme-shop/lp-2042/">リネンパンツ</a> <span class="price">5,980円</span></li></ul></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 3980 : 4980, sku: "ls-2041", availability: stock(v.soldOut) }),
);

// A Korean open market: sale and consumer prices, the item number in a details table
platform(
  "a Korean open market: 판매가 beside the struck 정가, 품절, 상품번호 in a details table",
  "https://www.kmarket.example/vp/products/7204104112?itemId=2041",
  (v: Variant) =>
    page(
      "ko",
      `<title>아크메 린넨 셔츠 - 셔츠 | 마켓</title>`,
      `<div class="prod-atf"><div class="prod-image"><img class="prod-image__detail" src="/thumbnails/2041.jpg" alt="아크메 린넨 셔츠"></div><div class="prod-buy">
<div class="prod-buy-header"><a class="prod-brand-name" href="/brand">아크메</a><h2 class="prod-buy-header__title">아크메 린넨 셔츠</h2></div>
<div class="prod-price-container"><div class="prod-price">${v.sale ? '<div class="prod-origin-price"><span class="discount-rate">20%</span><span class="origin-price">39,000원</span></div>' : ""}<div class="prod-sale-price${v.sale ? " prod-major-price" : ""}"><span class="price-value">${v.sale ? "31,200" : "39,000"}원</span><span class="unit-price"></span></div></div></div>
<div class="prod-shipping-fee-message"><span>무료배송</span></div>
${v.soldOut ? '<div class="prod-not-find-known__buy"><div class="oos-label">일시품절</div><p>판매자가 상품을 준비 중입니다.</p><button class="prod-notify-btn" type="button">재입고 알림 신청</button></div>' : '<div class="prod-quantity__form"><input type="text" class="prod-quantity__input" value="1"></div><div class="prod-buy-btn__wrapper"><button class="prod-cart-btn" type="button">장바구니 담기</button><button class="prod-buy-btn" type="button"><span class="prod-buy-btn__txt">바로구매</span></button></div>'}
</div></div>
<div class="product-item__table"><table class="prod-delivery-return-policy-table"><tbody><tr><th>상품번호</th><td>7204104112 - 2041</td></tr><tr><th>제조사</th><td>아크메</td></tr></tbody></table></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 31200 : 39000, sku: "7204104112", availability: stock(v.soldOut) }),
);

// A Taiwanese shopping mall: 售價 beside 市價, 商品編號, 售完
platform(
  "a Taiwanese mall: 售價 beside the 市價, 商品編號, 售完補貨中",
  "https://www.mall.example.tw/goods/GoodsDetail.jsp?i_code=2041204",
  (v: Variant) =>
    page(
      "zh-TW",
      `<title>【Acme】亞麻襯衫 - momo.example</title>`,
      `<div class="prdwarp"><div class="prdnoteArea"><h3 id="osmGoodsName">【Acme】亞麻襯衫</h3><p class="prdnote">透氣亞麻 夏季必備</p></div>
<ul class="prdPrice">${v.sale ? '<li><span>市售價</span><del>$1,580</del></li>' : ""}<li class="special"><span>${v.sale ? "促銷價" : "售價"}</span><span class="seoPrice">${v.sale ? "1,180" : "1,580"}</span><span>元</span></li></ul>
<ul><li>品號：<span>2041204</span></li></ul>
<div class="goodsNumberArea">${v.soldOut ? '<p class="sellOut">售完補貨中</p>' : '<span>數量</span><select name="count"><option value="1">1</option></select>'}</div>
<div class="buyBtnArea">${v.soldOut ? '<a class="buynow disabled" href="javascript:void(0)">已售完</a>' : '<a class="cart" href="javascript:addCart()">放入購物車</a><a class="buynow" href="javascript:buyNow()">立即購買</a>'}</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 1180 : 1580, sku: "2041204", availability: stock(v.soldOut) }),
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
      `<title>Men's Linen Shirt - Acme™ : Target.example</title>`,
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

// A German department-store marketplace
platform(
  "a German marketplace: 'Artikel-Nr.', 'UVP' beside the price, 'lieferbar', 'Dieser Artikel ist leider ausverkauft'",
  "https://www.versand.example/p/acme-leinenhemd-S0K2041/#variationId=S0K2041M",
  (v: Variant) =>
    page(
      "de",
      `<title>Acme Leinenhemd online kaufen | Versand.example</title>`,
      `<div class="pdp_details"><div class="pdp_short-info"><a class="pdp_short-info__brand-link" href="/acme/">Acme</a><h1 class="pdp_short-info__main-name" data-qa="variationName">Leinenhemd »Sommer«</h1></div>
<div class="pdp_price js_pdp_price" data-qa="price">${v.sale ? '<span class="pdp_price__retail-price-prefix">statt</span> <span class="pdp_price__retail-price pl_copy100 pl_copy100--strike">39,99 €</span><span class="pdp_price__discount pl_sticker100--red">-25%</span>' : ""}<div class="pdp_price__inner"><span class="pdp_price__price${v.sale ? " pl_headline300--reduced" : ""} js_pdp_price__price pl_headline300" data-qa="price">${v.sale ? "29,99" : "39,99"} €</span></div><span class="pdp_price__sub pl_copy75">inkl. MwSt. zzgl. <a href="/versand">Service- & Versandkosten</a></span></div>
<div class="pdp_variation-selection"><span class="pdp_dimension-selection__dimension-header">Größe:</span><ul class="pl_selectiontile-group"><li><button class="pl_selectiontile100${v.soldOut ? " pl_selectiontile100--unavailable" : ""}" type="button">M</button></li><li><button class="pl_selectiontile100${v.soldOut ? " pl_selectiontile100--unavailable" : ""}" type="button">L</button></li></ul></div>
<div class="pdp_availability js_pdp_availability" data-qa="deliveryInfo">${v.soldOut ? '<span class="pdp_availability__delivery-state pl_copy100 pl_copy100--red">Dieser Artikel ist leider ausverkauft.</span>' : '<span class="pdp_availability__delivery-state pl_copy100 pl_copy100--green">lieferbar - in 2-3 Werktagen bei dir</span>'}</div>
${v.soldOut ? "" : '<div class="pdp_order js_pdp_order"><button class="pl_button100--primary js_pdp_order__button" type="button" data-qa="addToBasket">In den Warenkorb</button></div>'}
<div class="pdp_details__item-number pl_copy75">Artikel-Nr. S0K2041M</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 29.99 : 39.99, sku: "S0K2041M", availability: stock(v.soldOut) }),
);

// A French marketplace and retailer
platform(
  "a French marketplace: 'Réf.', 'Prix conseillé', 'En stock' / 'Rupture de stock', 'Vendu et expédié par'",
  "https://www.vitrine.example/a12041204/w-12041204",
  (v: Variant) =>
    page(
      "fr",
      `<title>Chemise en lin Acme - Achat & prix | Vitrine.example</title>`,
      `<div class="f-productHeader"><h1 class="f-productHeader-Title">Chemise en lin homme Acme</h1><div class="f-productHeader-review">4,5/5 (37 avis)</div><div class="f-productHeader-refInfo">Réf. 12041204</div></div>
<div class="f-buyBox"><div class="f-buyBox-infos"><div class="f-buyBox-availability ${v.soldOut ? "f-buyBox-availability--unavailable" : "f-buyBox-availabilityStatus-available"}">${v.soldOut ? "Rupture de stock" : "En stock"}</div>
<div class="f-faPriceBox">${v.sale ? '<span class="f-faPriceBox__oldPrice">Prix conseillé <span class="f-faPriceBox__price--old">39,99 €</span></span>' : ""}<span class="f-faPriceBox__price userPrice checked">${v.sale ? "29,99" : "39,99"} €</span>${v.sale ? '<span class="f-faPriceBox__discount">-25%</span>' : ""}</div>
<div class="f-buyBox-shipping">Vendu et expédié par Vitrine.example</div></div>
${v.soldOut ? '<button class="f-buyBox-buttons f-button--secondary js-alertStock" type="button">M\'alerter de la disponibilité</button>' : '<div class="f-buyBox-buttons"><button class="ff-button ff-button--block f-buyBox-button js-ProductBuy-add" type="button" data-action="add-to-basket">Ajouter au panier</button></div>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 29.99 : 39.99, sku: "12041204", availability: stock(v.soldOut) }),
);

// A Turkish marketplace
platform(
  "a Turkish marketplace: 'TL' after the amount, 'Sepete Ekle', 'Tükendi', 'Ürün Kodu'",
  "https://www.pazar.example/acme/keten-gomlek-p-204120412",
  (v: Variant) =>
    page(
      "tr",
      `<title>Acme Keten Gömlek Fiyatı, Yorumları - Pazar.example</title>`,
      `<div class="product-container"><div class="pr-in-cn"><h1 class="pr-new-br"><a href="/acme">Acme</a> <span>Keten Gömlek Erkek</span></h1>
<div class="product-price-container"><div class="pr-bx-w"><div class="pr-bx-nm with-org-prc">${v.sale ? '<span class="prc-org">1.299,90 TL</span>' : ""}<span class="prc-dsc">${v.sale ? "999,90" : "1.299,90"} TL</span></div></div></div>
<div class="variants"><div class="sp-itm${v.soldOut ? " so" : ""}">M</div><div class="sp-itm${v.soldOut ? " so" : ""}">L</div></div>
<div class="product-button-container">${v.soldOut ? '<button class="add-to-basket sold-out" disabled><div class="add-to-basket-button-text">Tükendi</div></button><button class="notify-me-btn">Gelince Haber Ver</button>' : '<button class="add-to-basket"><div class="add-to-basket-button-text">Sepete Ekle</div></button>'}</div></div>
<div class="detail-attr-container"><ul class="detail-attr-list"><li class="detail-attr-item"><span>Ürün Kodu:</span><b>KG2041-M</b></li><li class="detail-attr-item"><span>Materyal:</span><b>Keten</b></li></ul></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 999.9 : 1299.9, sku: "KG2041-M", availability: stock(v.soldOut) }),
);

// A Nordic electronics chain
platform(
  "a Nordic electronics chain: '1 299,-' prices, 'Før', 'Varenummer', 'På lager' / 'Utsolgt'",
  "https://www.elektro.example/data/barbermaskiner/acme-shaver/204120.html",
  (v: Variant) =>
    page(
      "no",
      `<title>Acme barbermaskin S2041 | Elektro.example</title>`,
      `<div class="product-page"><div class="product-header"><h1 class="product-name">Acme barbermaskin S2041</h1><p class="product-sku">Varenummer: 204120</p></div>
<div class="price-section"><div class="price-container"><span class="price__value">${v.sale ? "999" : "1 299"},-</span>${v.sale ? '<div class="before-price"><span class="label">Før</span> <span class="value">1 299,-</span></div>' : ""}</div></div>
<div class="availability"><div class="delivery-availability"><span class="stock-text">Nettlager:</span> <span class="stock-status ${v.soldOut ? "stock-status--out" : "stock-status--in"}">${v.soldOut ? "Utsolgt" : "På lager (50+)"}</span></div><div class="store-availability"><span>Butikk:</span> <span>Ikke tilgjengelig i din butikk</span></div></div>
<div class="buy-section"><button type="button" class="button button--primary add-to-cart"${v.soldOut ? " disabled" : ""}>${v.soldOut ? "Utsolgt" : "Legg i handlekurv"}</button></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 999 : 1299, sku: "204120", availability: stock(v.soldOut) }),
);

// A Greek electronics retailer
platform(
  "a Greek retailer: 'Κωδικός', 'Άμεσα διαθέσιμο' / 'Εξαντλήθηκε', 'Προσθήκη στο καλάθι'",
  "https://www.katastima.example/product/1204120/acme-xyristiki-mixani",
  (v: Variant) =>
    page(
      "el",
      `<title>Acme Ξυριστική Μηχανή S2041 | Katastima.example</title>`,
      `<div class="product-details"><h1 class="product-title">Acme Ξυριστική Μηχανή S2041</h1><div class="product-code">Κωδικός: <span>1204120</span></div>
<div class="product-price">${v.sale ? '<div class="product-price__initial">Αρχική τιμή: <span class="line-through">129,90 €</span></div>' : ""}<div class="product-price__final"><strong>${v.sale ? "99,90" : "129,90"} €</strong></div></div>
<div class="product-availability"><span class="availability-label">Διαθεσιμότητα:</span> <span class="availability-status">${v.soldOut ? "Εξαντλήθηκε" : "Άμεσα διαθέσιμο"}</span></div>
<div class="product-actions">${v.soldOut ? '<button type="button" class="btn btn-notify">Ενημερώστε με</button>' : '<button type="button" class="btn btn-primary add-to-cart">Προσθήκη στο καλάθι</button>'}</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 99.9 : 129.9, sku: "1204120", availability: stock(v.soldOut) }),
);

// A Gulf marketplace (Arabic, AED)
platform(
  "a Gulf marketplace in Arabic: 'د.إ' prices, 'كان' before the old price, 'غير متوفر حاليا', 'رقم الموديل'",
  "https://www.souq.example/uae-ar/acme-linen-shirt/N2041204A/p/",
  (v: Variant) =>
    page(
      "ar-AE",
      `<title>قميص كتان من أكمي | Souq.example الإمارات</title>`,
      `<div dir="rtl" class="sc-pdp"><div data-qa="pdp-brand">أكمي</div><h1 data-qa="pdp-name-N2041204A" class="sc-title">قميص كتان رجالي</h1>
<div class="priceNow" data-qa="div-price-now">${v.sale ? "79.00" : "99.00"} <span class="currency">د.إ</span></div>${v.sale ? '<div class="priceWas"><span>كان:</span> <span class="oldPrice">99.00 د.إ</span></div><div class="priceSaving">وفر 20%</div>' : ""}
<div class="modelNumber"><span>رقم الموديل:</span> <span>N2041204A</span></div>
${v.soldOut ? '<div class="oos"><p class="oosText">غير متوفر حاليا</p></div>' : '<div class="stockCount">متوفر - 5 قطع متبقية فقط</div><button class="addToCart" type="button">أضف إلى العربة</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 79 : 99, availability: stock(v.soldOut) }),
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

// A Chinese retail mall: ￥ beside the price, 商品编号 in the parameter list, 无货
platform(
  "a Chinese mall: '￥' in its own span, 商品编号 in the parameter list, 有货 / 无货",
  "https://item.mall.example.cn/100012041.html",
  (v: Variant) =>
    page(
      "zh-CN",
      `<title>【Acme亚麻衬衫】Acme 亚麻衬衫 男 长袖【行情 报价 价格 评测】-商城</title>`,
      `<div class="product-intro clearfix"><div class="itemInfo-wrap"><div class="sku-name">Acme 亚麻衬衫 男 长袖</div><div class="news"><div class="item hide">夏季新品</div></div>
<div class="summary summary-first"><div class="summary-price-wrap"><div class="summary-price J-summary-price"><div class="dt">价 格</div><div class="dd"><span class="p-price"><span>￥</span><span class="price J-p-100012041">${v.sale ? "259.00" : "299.00"}</span></span>${v.sale ? '<span class="pricing">[<del>￥299.00</del>]</span>' : ""}</div></div></div></div>
<div class="summary-stock"><div class="dt">配 送 至</div><div class="dd"><div class="store-prompt" id="store-prompt">${v.soldOut ? "<strong>无货</strong>，此商品暂时售完" : "<strong>有货</strong> 支持 99元免运费"}</div></div></div>
<div id="choose-btns" class="choose-btns clearfix">${v.soldOut ? '<a href="#none" class="btn-special1 btn-lg btn-disable">加入购物车</a><a href="#none" class="btn-special2 btn-lg">到货通知</a>' : '<div class="choose-amount"><input class="buy-num" value="1"></div><a href="//cart.mall.example/gate.action?pid=100012041&amp;pcount=1" id="InitCartUrl" class="btn-special1 btn-lg">加入购物车</a>'}</div></div></div>
<div class="p-parameter"><ul class="parameter2 p-parameter-list"><li title="Acme 亚麻衬衫">商品名称：Acme 亚麻衬衫</li><li title="100012041">商品编号：100012041</li><li title="亚麻">面料：亚麻</li></ul></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 259 : 299, sku: "100012041", availability: stock(v.soldOut) }),
);

// A French marketplace that writes the euro sign as the decimal mark
platform(
  "a French discounter: '29€99', the struck list price, 'Épuisé' / 'En stock'",
  "https://www.discount.example/maison/chemise-lin/f-1170204-ch2041.html",
  (v: Variant) =>
    page(
      "fr",
      `<title>Chemise en lin Acme - Achat / Vente | Discount.example</title>`,
      `<div class="fpTMain"><h1 itemprop="name" class="fpDesCol">Chemise en lin homme Acme</h1><div class="fpSKU">Réf. : CH2041</div>
<div class="fpPriceBloc">${v.sale ? '<div class="fpStriked"><span class="fpStrikedPrice">39,99 €</span><span class="fpDiscount">-25%</span></div>' : ""}<p class="fpPrice price jsMainPrice jsProductPrice hideFromPro">${v.sale ? "29€99" : "39€99"}</p></div>
<div class="fpStock">${v.soldOut ? '<span class="fpStockOut">Épuisé</span>' : '<span class="fpStockOk">En stock</span>'}</div>
${v.soldOut ? "" : '<input type="submit" class="btGreen jsAddToBasket" value="Ajouter au panier">'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 29.99 : 39.99, sku: "CH2041", availability: stock(v.soldOut) }),
);

// A Romanian marketplace: the cents in a <sup> after units grouped with a dot
platform(
  "a Romanian marketplace: '1.299<sup>99</sup> Lei', 'în stoc' / 'stoc epuizat', 'Cod produs'",
  "https://www.magazin.example/camasa-in-acme/pd/D2041BBM/",
  (v: Variant) =>
    page(
      "ro",
      `<title>Cămașă din in Acme - Magazin.example</title>`,
      `<div class="page-header has-subtitle-info"><h1 class="page-title">Cămașă din in Acme, bărbați</h1><div class="product-code-display">Cod produs: D2041BBM</div></div>
<div class="product-highlight product-page-pricing">${v.sale ? '<p class="product-old-price"><s>1.499<sup>99</sup> <span>Lei</span></s> <span class="product-this-deal">-13%</span></p>' : ""}<p class="product-new-price">${v.sale ? "1.299" : "1.499"}<sup>99</sup> <span>Lei</span></p></div>
<div class="stock-and-genius"><span class="label ${v.soldOut ? "label-out_of_stock" : "label-in_stock"}">${v.soldOut ? "stoc epuizat" : "în stoc"}</span></div>
${v.soldOut ? "" : '<button type="submit" class="btn btn-xl btn-primary btn-emag btn-block main-button gtm_680klw yeahIWantThisProduct"><span>Adaugă în Coș</span></button>'}`,
    ),
  (v: Variant) => ({ price: v.sale ? 1299.99 : 1499.99, sku: "D2041BBM", availability: stock(v.soldOut) }),
);

// A Dutch marketplace: the cents in a <sup>, the list price struck, 'Niet leverbaar'
platform(
  "a Dutch marketplace: '24<sup>99</sup>', 'Op voorraad' / 'Niet leverbaar', EAN in the specs",
  "https://www.winkel.example/nl/nl/p/acme-linnen-overhemd/9300000012041/",
  (v: Variant) =>
    page(
      "nl",
      `<title>Acme linnen overhemd | Winkel.example</title>`,
      `<div class="pdp-header"><h1 class="page-heading"><span class="u-mr--xs" data-test="title">Acme linnen overhemd heren</span></h1></div>
<div class="buy-block" data-test="buy-block">${v.soldOut ? '<div class="buy-block__title" data-test="unavailable">Niet leverbaar</div><p>Wil je een seintje als dit artikel weer leverbaar is?</p><button class="ui-btn ui-btn--secondary" type="button">Houd mij op de hoogte</button>' : `<div class="price-block"><span class="promo-price" data-test="price">${v.sale ? "24" : "29"}<sup class="promo-price__fraction" data-test="price-fraction">99</sup></span>${v.sale ? '<del class="buy-block__list-price" data-test="list-price">29,99</del>' : ""}</div><div class="buy-block__highlights"><div class="buy-block__delivery" data-test="delivery-highlight">Op voorraad. Voor 23:59 uur besteld, morgen in huis</div></div><a class="ui-btn ui-btn--primary ui-btn--block js_floating_basket_btn" href="/nl/order/basket/add/9300000012041" data-test="add-to-basket">In winkelwagen</a>`}</div>
<section class="specs"><h2>Specificaties</h2><dl class="specs__list"><dt class="specs__title">EAN</dt><dd class="specs__value">8712345678906</dd><dt class="specs__title">Merk</dt><dd class="specs__value">Acme</dd></dl></section>`,
    ),
  (v: Variant) => ({ ...(v.soldOut ? {} : { price: v.sale ? 24.99 : 29.99 }), availability: stock(v.soldOut) }),
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
