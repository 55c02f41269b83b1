import { page, platform, stock, type Variant } from "./support/product-page-cases.js";

/**
 * Whole made-up product pages as the biggest retailers and marketplaces of one country print them
 * (their classes, labels, languages, price and stock phrases), each in stock and sold out, on sale
 * and not, as in extract-product-marketplaces.test.ts. Such shops often print no structured data.
 */

// A Japanese mall's shop page (no markup): price with tax, points, the item number in a table
platform(
  "a Japanese mall: 税込 price, points, 商品番号, 在庫あり / 売り切れ",
  "https://item.mall.example/acme-shop/ls-2041/",
  (v: Variant) =>
    page(
      "ja",
      `<title>【モール】リネンシャツ メンズ 長袖：アクメショップ</title>`,
      `<div id="pagebody"><table width="100%"><tr><td><div class="item_name"><span class="normal_reserve_item_name"><b>リネンシャツ メンズ 長袖</b></span></div>
<div class="item_desc">風通しのよいリネン100%のシャツ。</div>
<table class="normal_reserve_table"><tr><td><span class="item_number_title">商品番号</span></td><td><span class="item_number">ls-2041</span></td></tr>
<tr><td>${v.sale ? '<span class="double_price_title">通常価格</span></td><td><span class="double_price"><del>4,980円</del></span></td></tr><tr><td>' : ""}<span class="price1_title">価格</span></td><td><span class="price2" id="priceCalculationConfig" data-price="${v.sale ? 3980 : 4980}" data-tax="0" data-postage="0">${v.sale ? "3,980" : "4,980"}円</span><span class="tax_postage">(税込) 送料無料</span></td></tr>
<tr><td colspan="2"><span class="point_title">ポイント</span><span class="point_summary">${v.sale ? 39 : 49}ポイント 1倍</span></td></tr></table>
<div class="item_inventory">${v.soldOut ? '<span class="soldout_msg">売り切れました</span>' : '<span class="inventory_title">在庫</span><span class="inventory_text">在庫あり</span>'}</div>
${v.soldOut ? '<div class="item_buy_btn"><span class="soldout_btn">売り切れ</span></div>' : '<div class="item_buy_btn"><span class="quantity_title">個数</span><input type="text" value="1" name="units" size="4"><button type="submit" class="new_addToCart" name="__event_ES01_001_002">買い物かごに入れる</button></div>'}
</td></tr></table><div class="mall-related"><h2>この商品を見た人はこんな商品も見ています</h2><ul><li><a href="/acme-shop/lp-2042/">リネンパンツ</a> <span class="price">5,980円</span></li></ul></div></div>`,
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
      `<title>【Acme】亞麻襯衫 - Mall.example</title>`,
      `<div class="prdwarp"><div class="prdnoteArea"><h3 id="osmGoodsName">【Acme】亞麻襯衫</h3><p class="prdnote">透氣亞麻 夏季必備</p></div>
<ul class="prdPrice">${v.sale ? "<li><span>市售價</span><del>$1,580</del></li>" : ""}<li class="special"><span>${v.sale ? "促銷價" : "售價"}</span><span class="seoPrice">${v.sale ? "1,180" : "1,580"}</span><span>元</span></li></ul>
<ul><li>品號：<span>2041204</span></li></ul>
<div class="goodsNumberArea">${v.soldOut ? '<p class="sellOut">售完補貨中</p>' : '<span>數量</span><select name="count"><option value="1">1</option></select>'}</div>
<div class="buyBtnArea">${v.soldOut ? '<a class="buynow disabled" href="javascript:void(0)">已售完</a>' : '<a class="cart" href="javascript:addCart()">放入購物車</a><a class="buynow" href="javascript:buyNow()">立即購買</a>'}</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 1180 : 1580, sku: "2041204", availability: stock(v.soldOut) }),
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
