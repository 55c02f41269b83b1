import { describe, expect, it } from "vitest";
import { cases, page, platform, read, stock, type Variant } from "./support/product-page-cases.js";

/**
 * Whole made-up product pages as the platforms and theme families most shops run on print them
 * (their markup, labels and language), each in stock and sold out, on sale and not: the set of
 * real pages covers a few dozen shops, and the engine is judged on shops it has never seen.
 * Each page carries only what such a theme prints; where a theme prints no markup, the visible
 * page is all there is.
 */
describe("a theme that prints every state and shows one by class", () => {
  // Every badge and both prices are printed; the box's modifier (`price--on-sale`,
  // `price--sold-out`) says which shows. The size labels carry a "sold out" text for each size.
  const shop = ({ sale, soldOut }: (typeof cases)[number], otherSize = !soldOut) =>
    page(
      "en",
      `<title>Linen Shirt – Acme Goods</title><meta property="og:type" content="product"><meta property="og:title" content="Linen Shirt">`,
      `<div class="product grid"><div class="product__media-wrapper"><img src="/shirt.jpg" alt="Linen Shirt"></div>
<section class="product__info-container"><p class="product__text caption">Acme Goods</p><div class="product__title"><h1>Linen Shirt</h1></div>
<p class="product__sku" id="Sku-main" role="status"><span class="visually-hidden">SKU:</span>LS-2041-M</p>
<div id="price-main" role="status"><div class="price price--large${sale ? " price--on-sale" : ""}${soldOut ? " price--sold-out" : ""} price--show-badge"><div class="price__container">
<div class="price__regular"><span class="visually-hidden">Regular price</span><span class="price-item price-item--regular">$30.00 USD</span></div>
<div class="price__sale"><span class="visually-hidden">Regular price</span><span><s class="price-item price-item--regular">$30.00 USD</s></span><span class="visually-hidden">Sale price</span><span class="price-item price-item--sale price-item--last">$${sale ? "25.00" : "30.00"} USD</span></div>
<small class="unit-price caption hidden"><span class="visually-hidden">Unit price</span><span class="price-item price-item--last"><span></span><span aria-hidden="true">/</span><span class="visually-hidden">&nbsp;per&nbsp;</span><span></span></span></small></div>
<span class="badge price__badge-sale">Sale</span><span class="badge price__badge-sold-out">Sold out</span></div>
<div class="product__tax caption rte">Tax included. <a href="/policies/shipping-policy">Shipping</a> calculated at checkout.</div></div>
<variant-radios data-url="/products/linen-shirt"><fieldset class="product-form__input"><legend class="form__label">Size</legend>
<input type="radio" id="size-s" name="Size" value="S"${soldOut ? ' class="disabled"' : ""}><label for="size-s">S<span class="visually-hidden label-unavailable">Variant sold out or unavailable</span></label>
<input type="radio" id="size-m" name="Size" value="M" checked${soldOut ? ' class="disabled"' : ""}><label for="size-m">M<span class="visually-hidden label-unavailable">Variant sold out or unavailable</span></label></fieldset>
<script type="application/json">[{"id":4011,"title":"S","sku":"LS-2041-S","available":${otherSize},"price":${sale ? 2500 : 3000}},{"id":4012,"title":"M","sku":"LS-2041-M","available":${!soldOut},"price":${sale ? 2500 : 3000}}]</script></variant-radios>
<div class="product-form__quantity"><label class="form__label" for="Quantity-main">Quantity</label><quantity-input class="quantity"><button class="quantity__button" name="minus" type="button"><span class="visually-hidden">Decrease quantity for Linen Shirt</span>-</button><input class="quantity__input" type="number" name="quantity" id="Quantity-main" min="1" value="1"><button class="quantity__button" name="plus" type="button">+</button></quantity-input></div>
<product-form class="product-form"><form method="post" action="/cart/add" class="form" data-type="add-to-cart-form"><input type="hidden" name="id" value="4012">
<div class="product-form__buttons"><button id="ProductSubmitButton-main" type="submit" name="add" class="product-form__submit button button--full-width"${soldOut ? " disabled" : ""}><span>${soldOut ? "Sold out" : "Add to cart"}</span></button>
${soldOut ? "" : '<div class="shopify-payment-button"><button class="shopify-payment-button__button">Buy it now</button></div>'}</div></form></product-form>
<div class="product__description rte"><p>A relaxed shirt in washed linen, cut for warm days and cool evenings.</p></div></section></div>
<section class="related-products"><h2>You may also like</h2><ul><li class="card"><h3><a href="/products/linen-trousers">Linen Trousers</a></h3><div class="price"><span class="price-item price-item--regular">$45.00 USD</span></div></li></ul></section>`,
    );

  it.each(cases)("reads price, SKU and stock (sale $sale, sold out $soldOut)", (c) => {
    expect(read(shop(c), "https://acme.example/products/linen-shirt?variant=4012")).toEqual({
      price: c.sale ? 25 : 30,
      sku: "LS-2041-M",
      availability: stock(c.soldOut),
    });
  });

  it("reads the product in stock as a whole when the selected size is sold out and another is not (the picker's own variant list)", () => {
    expect(read(shop({ sale: false, soldOut: true }, true), "https://acme.example/products/linen-shirt?variant=4012")).toEqual({
      price: 30,
      sku: "LS-2041-M",
      availability: "in_stock",
    });
  });
});

// Shopware 6 storefront without microdata
platform(
  "a German storefront: the price classed with-list-price, the list price beside it",
  "https://shop.example/Leinenhemd/SW10001",
  (v: Variant) =>
    page(
      "de",
      "<title>Leinenhemd | Demostore</title>",
      `<div class="product-detail"><div class="row product-detail-main"><div class="col-lg-7 product-detail-media"><img src="/media/hemd.jpg" alt="Leinenhemd"></div>
<div class="col-lg-5 product-detail-buy"><div class="product-detail-name-container"><h1 class="product-detail-name">Leinenhemd</h1></div>
<div class="product-detail-price-container"><p class="product-detail-price${v.sale ? " with-list-price" : ""}">${v.sale ? "19,99" : "24,99"}&nbsp;€*</p>${v.sale ? '<span class="product-detail-list-price-wrapper"><span class="list-price-price">24,99&nbsp;€*</span><span class="list-price-percentage">(20% gespart)</span></span>' : ""}</div>
<div class="product-detail-tax-container"><p class="product-detail-tax"><a class="product-detail-tax-link" href="#">Preise inkl. MwSt. zzgl. Versandkosten</a></p></div>
<div class="product-delivery-information">${v.soldOut ? '<p class="delivery-information delivery-soldout"><span class="delivery-status-indicator bg-danger"></span>Ausverkauft</p>' : '<p class="delivery-information delivery-available"><span class="delivery-status-indicator bg-success"></span>Sofort verfügbar, Lieferzeit ca. 1-3 Werktage</p>'}</div>
${v.soldOut ? "" : '<div class="product-detail-form-container"><form action="/checkout/line-item/add" method="post" class="buy-widget"><div class="row buy-widget-container"><div class="col-4"><select name="lineItems[x][quantity]" class="form-select product-detail-quantity-select"><option value="1">1</option><option value="2">2</option></select></div><div class="col-8"><button class="btn btn-primary btn-buy" title="In den Warenkorb">In den Warenkorb</button></div></div></form></div>'}
<div class="product-detail-ordernumber-container"><span class="product-detail-ordernumber-label">Produktnummer:</span> <span class="product-detail-ordernumber">SW10001</span></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 19.99 : 24.99, sku: "SW10001", availability: stock(v.soldOut) }),
);

// VTEX IO store theme (no JSON-LD), Brazilian
platform(
  "a Brazilian store theme: a price in parts, instalments, a notify form when sold out",
  "https://loja.example/camisa-de-linho/p",
  (v: Variant) =>
    page(
      "pt-BR",
      `<title>Camisa de Linho - Loja</title><meta property="og:type" content="product"><meta property="og:title" content="Camisa de Linho">`,
      `<div class="vtex-flex-layout-0-x-flexRow"><div class="vtex-store-components-3-x-productNameContainer"><h1 class="vtex-store-components-3-x-productNameContainer mv0 t-heading-4"><span class="vtex-store-components-3-x-productBrand">Camisa de Linho</span></h1></div>
<div class="vtex-product-identifier-0-x-product-identifier vtex-product-identifier-0-x-product-identifier--productReference"><span class="vtex-product-identifier-0-x-product-identifier__label">Referência</span><span class="vtex-product-identifier-0-x-product-identifier__separator">: </span><span class="vtex-product-identifier-0-x-product-identifier__value">CL-2041</span></div>
${
  v.soldOut
    ? ""
    : `${v.sale ? '<div class="vtex-product-price-1-x-listPrice"><span class="vtex-product-price-1-x-listPriceValue vtex-product-price-1-x-strike strike">R$&nbsp;199,90</span></div>' : ""}
<div class="vtex-product-price-1-x-sellingPrice"><span class="vtex-product-price-1-x-sellingPriceValue"><span class="vtex-product-price-1-x-currencyContainer"><span class="vtex-product-price-1-x-currencyCode">R$</span>&nbsp;<span class="vtex-product-price-1-x-currencyInteger">${v.sale ? "149" : "199"}</span><span class="vtex-product-price-1-x-currencyDecimal">,</span><span class="vtex-product-price-1-x-currencyFraction">90</span></span></span></div>
<div class="vtex-product-price-1-x-installments">ou <span class="vtex-product-price-1-x-installmentsNumber">10</span>x de <span class="vtex-product-price-1-x-installmentValue">R$&nbsp;${v.sale ? "14,99" : "19,99"}</span> sem juros</div>
<div class="vtex-button__label"><button class="vtex-button bw1 ba fw5 v-mid relative pa0 lh-solid br2 min-h-regular t-action bg-action-primary"><div class="vtex-add-to-cart-button-0-x-buttonDataContainer"><span class="vtex-add-to-cart-button-0-x-buttonText">Adicionar ao carrinho</span></div></button></div>`
}
${v.soldOut ? '<div class="vtex-availability-notify-1-x-notiferContainer"><div class="vtex-availability-notify-1-x-title">Produto indisponível</div><div class="vtex-availability-notify-1-x-subscribe">Deseja saber quando estiver disponível?</div><form><input name="email" placeholder="E-mail"><button class="vtex-button">Avise-me</button></form></div>' : ""}</div>`,
    ),
  (v: Variant) => ({ ...(v.soldOut ? {} : { price: v.sale ? 149.9 : 199.9 }), sku: "CL-2041", availability: stock(v.soldOut) }),
);

// Wix Stores (hashed classes, data-hook)
platform(
  "a site builder's store: data-hook names, hashed classes",
  "https://wix.example/product-page/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      "<title>Linen Shirt | My Site</title>",
      `<div data-hook="product-page"><section class="_3SeFm"><div data-hook="product-title-wrapper"><h1 data-hook="product-title" class="_2qrJF">Linen Shirt</h1></div>
<div data-hook="sku" class="_1OSr9">SKU: 0042</div>
<div data-hook="product-price"><div data-hook="product-prices-wrapper"><span data-hook="formatted-primary-price" class="_26qxh">$${v.sale ? "25.00" : "30.00"}</span>${v.sale ? '<span data-hook="formatted-secondary-price" class="_2V5hm"><span>$30.00</span></span>' : ""}</div></div>
<div data-hook="product-options"><div data-hook="dropdown-base"><span>Size</span><button data-hook="dropdown-base-text" class="_1Bf8e">Select</button></div></div>
<div data-hook="product-quantity-container"><input type="number" aria-label="Quantity" value="1" data-hook="number-input-spinner-input"></div>
<button data-hook="add-to-cart" class="_2AbRk"${v.soldOut ? ' disabled aria-disabled="true"' : ""}><span class="_1aa0Y">${v.soldOut ? "Out of Stock" : "Add to Cart"}</span></button>
${v.soldOut ? "" : '<button data-hook="buy-now-button" class="_1uGVo"><span>Buy Now</span></button>'}</section></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "0042", availability: stock(v.soldOut) }),
);

// Squarespace 7.1
platform(
  "a portfolio builder's shop: sale and original price in one text, a div for a button",
  "https://sq.example/shop/p/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt — Studio</title><meta property="og:title" content="Linen Shirt"><meta property="og:type" content="website">`,
      `<section class="product-detail"><div class="product-meta"><h1 class="product-title" data-content-field="title">Linen Shirt</h1>
<div class="product-price">${v.sale ? '<span class="visually-hidden">Sale Price:</span>$25.00 <span class="visually-hidden">Original Price:</span><span class="original-price">$30.00</span>' : "$30.00"}</div>
${v.soldOut ? '<div class="product-mark sold-out">sold out</div>' : v.sale ? '<div class="product-mark sale">sale</div>' : ""}</div>
<div class="product-description"><p>A relaxed shirt in washed linen.</p></div>
<div class="product-variants" data-variants='[{"attributes":{"Size":"S"},"optionValues":[{"optionName":"Size","value":"S"}],"stock":{"unlimited":false,"quantity":${v.soldOut ? 0 : 4}},"qtyInStock":${v.soldOut ? 0 : 4},"price":${v.sale ? 2500 : 3000},"onSale":${v.sale}}]'><div class="variant-option"><div class="variant-option-title">Size: </div><div class="variant-select-wrapper"><select aria-label="Select Size" data-variant-option-name="Size"><option value="">Select Size</option><option value="S">S</option></select></div></div></div>
<div class="product-quantity-input" data-item-id="abc"><div class="quantity-label">Quantity:</div><input size="4" max="9999" min="1" value="1" type="number" step="1"></div>
<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button"><div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary${v.soldOut ? " cart-disabled" : ""}" role="button" tabindex="0" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">${v.soldOut ? "Sold Out" : "Add To Cart"}</div></div></div></section>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, availability: stock(v.soldOut) }),
);

// 1C-Bitrix catalog element (Russian)
platform(
  "a Russian catalogue: Cyrillic labels, a saving, the buy box hidden by style",
  "https://bx.example/catalog/shirts/lnyanaya-rubashka/",
  (v: Variant) =>
    page(
      "ru",
      "<title>Льняная рубашка — купить в интернет-магазине</title>",
      `<div class="bx-catalog-element bx-blue" id="bx_117848907_42"><div class="container-fluid"><div class="row"><div class="col-xs-12"><h1 class="bx-title">Льняная рубашка</h1></div></div>
<div class="row"><div class="col-md-6 col-sm-12"><div class="product-item-detail-slider-container"><img src="/upload/iblock/shirt.jpg" alt="Льняная рубашка"></div></div><div class="col-md-6 col-sm-12"><div class="product-item-detail-pay-block">
<div class="product-item-detail-info-section"><dl class="product-item-detail-properties"><dt>Артикул</dt><dd>LR-2041</dd><dt>Материал</dt><dd>Лён</dd></dl></div>
${v.sale ? '<div class="product-item-detail-price-old" id="bx_old_price">2 990 ₽</div>' : ""}<div class="product-item-detail-price-current" id="bx_price">${v.sale ? "2 490" : "2 990"} ₽</div>${v.sale ? '<div class="item_economy_price"><div class="product-item-detail-economy-price" id="bx_price_discount">Экономия 500 ₽</div></div>' : ""}
<div class="product-item-detail-info-container"><div class="product-item-detail-info-container-title">Наличие:</div><div class="product-item-quantity">${v.soldOut ? "Нет в наличии" : "В наличии"}</div></div>
<div class="product-item-detail-info-container" style="${v.soldOut ? "display: none;" : ""}"><div class="product-item-amount"><a class="product-item-amount-field-btn-minus" href="javascript:void(0)"></a><input class="product-item-amount-field" type="number" value="1"><a class="product-item-amount-field-btn-plus" href="javascript:void(0)"></a></div></div>
<div id="bx_basket_actions" style="display: ${v.soldOut ? "none" : ""};"><div class="product-item-detail-info-container"><a class="btn btn-default product-item-detail-buy-button" id="bx_add_basket_link" href="javascript:void(0);"><span>В корзину</span></a></div></div>
${v.soldOut ? '<div class="product-item-detail-info-container"><a class="btn btn-link product-item-detail-buy-button" id="bx_not_avail" href="javascript:void(0)" rel="nofollow">Сообщить о поступлении</a></div>' : ""}
</div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 2490 : 2990, sku: "LR-2041", availability: stock(v.soldOut) }),
);

// Japanese price before tax beside the price with tax
platform(
  "a Japanese shop: the price before tax (税抜) beside the price with tax (税込)",
  "https://jp.example/products/ls2041",
  (v: Variant) =>
    page(
      "ja",
      "<title>リネンシャツ</title>",
      `<div class="product"><h1 class="product-name">リネンシャツ</h1><div class="product-price"><span class="price-exc">${v.sale ? "2,500" : "3,000"}円<small>(税抜)</small></span> <span class="price-inc">${v.sale ? "2,750" : "3,300"}円<small>(税込)</small></span></div>
<p>品番：LS2041</p>${v.soldOut ? '<p class="status">品切れ</p><button disabled>売り切れ</button>' : '<p class="status">在庫あり</p><button type="submit">カートに入れる</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 2750 : 3300, sku: "LS2041", availability: stock(v.soldOut) }),
);

// Chinese shop (market price beside our price)
platform(
  "a Chinese shop: the market price (市场价格) beside the shop's, facts in <li><dd>",
  "https://cn.example/goods-2041.html",
  (v: Variant) =>
    page(
      "zh-CN",
      "<title>亚麻衬衫_商城</title>",
      `<div id="goodsInfo" class="clearfix"><div class="imgInfo"><img src="/images/2041.jpg" alt="亚麻衬衫"></div><div class="textInfo"><form action="/flow.php" method="post" name="ECS_FORMBUY" id="ECS_FORMBUY">
<h1 class="goods-name">亚麻衬衫</h1><ul><li class="clearfix"><dd>商品货号：LS2041</dd></li>
<li class="clearfix"><dd class="market">市场价格：<span class="market-price">¥${v.sale ? "399.00" : "369.00"}元</span></dd></li>
<li class="clearfix"><dd>本店售价：<font class="shop" id="ECS_SHOPPRICE">¥${v.sale ? "299.00" : "329.00"}元</font></dd></li>
<li class="clearfix"><dd>商品库存：${v.soldOut ? "缺货" : "有货"}</dd></li>
<li class="clearfix"><dd><strong>购买数量：</strong><input name="number" type="text" id="number" value="1" size="4"></dd></li>
<li class="padd"><a href="javascript:addToCart(2041)"><img src="/images/bnt_cat.gif" alt="加入购物车"></a></li></ul></form></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 299 : 329, sku: "LS2041", availability: stock(v.soldOut) }),
);

// Korean shop builder
platform(
  "a Korean shop builder: both button sets printed, the other hidden by a displaynone class",
  "https://kr.example/product/linen-shirt/2041/",
  (v: Variant) =>
    page(
      "ko",
      "<title>린넨 셔츠 - 스토어</title>",
      `<div class="xans-element- xans-product xans-product-detail"><div class="detailArea"><div class="imgArea"><img src="/web/product/big/2041.jpg" alt="린넨 셔츠"></div><div class="infoArea">
<div class="headingArea"><h2>린넨 셔츠</h2>${v.soldOut ? '<span class="icon"><img src="/web/upload/icon_soldout.gif" alt="품절"></span>' : ""}</div>
<div class="xans-element- xans-product xans-product-detaildesign"><table border="1"><tbody>
<tr class="xans-record-"><th scope="row"><span>상품명</span></th><td><span>린넨 셔츠</span></td></tr>
${v.sale ? '<tr class="xans-record-"><th scope="row"><span>소비자가</span></th><td><span id="span_product_price_custom"><strike>39,000원</strike></span></td></tr>' : ""}
<tr class="xans-record-"><th scope="row"><span>판매가</span></th><td><span><strong id="span_product_price_text">${v.sale ? "29,000" : "39,000"}원</strong><input id="product_price" name="product_price" value="" type="hidden"></span></td></tr>
<tr class="xans-record-"><th scope="row"><span>상품코드</span></th><td><span>P0000BCD</span></td></tr>
<tr class="xans-record-"><th scope="row"><span>배송비</span></th><td><span class="delv_price_B">3,000원 (50,000원 이상 구매 시 무료)</span></td></tr></tbody></table></div>
<div class="xans-element- xans-product xans-product-action"><div class="ec-base-button"><a href="#none" class="btnSubmit sizeL${v.soldOut ? " displaynone" : ""}" onclick="product_submit(1, '/exec/front/order/basket/', this)"><span id="btnBuy">구매하기</span></a><a href="#none" class="btnNormal sizeL${v.soldOut ? " displaynone" : ""}" onclick="product_submit(2, '/exec/front/order/basket/', this)">장바구니 담기</a><span class="btnNormal sizeL${v.soldOut ? "" : " displaynone"}">SOLD OUT</span></div></div>
</div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 29000 : 39000, sku: "P0000BCD", availability: stock(v.soldOut) }),
);

// Arabic store builder (right to left, SAR)
platform(
  "an Arabic store: right to left, Arabic-Indic digits, labels and stock in Arabic",
  "https://sa.example/ar/linen-shirt/p2041",
  (v: Variant) =>
    page(
      "ar",
      "<title>قميص كتان - متجر</title>",
      `<div class="product-single" dir="rtl"><h1 class="product-title">قميص كتان</h1><div class="product-sku">رمز المنتج: <span>LS-2041</span></div>
<div class="product-price">${v.sale ? '<span class="before-price">١٩٩ ر.س</span>' : ""}<span class="total-price">${v.sale ? "١٤٩" : "١٩٩"} ر.س</span></div>
<div class="product-quantity">${v.soldOut ? '<span class="out-of-stock-label">نفذت الكمية</span>' : '<span class="in-stock">متوفر</span>'}</div>
${v.soldOut ? '<button class="btn btn-notify">أعلمني عند توفره</button>' : '<button class="btn btn-primary add-to-cart">إضافة للسلة</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 149 : 199, sku: "LS-2041", availability: stock(v.soldOut) }),
);

// Shopify Debut-style theme: price as a definition list, options with "Sold out" in a select
platform(
  "a theme that prints prices as a definition list, every badge, sizes sold out in a select",
  "https://acme.example/products/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt – Acme</title><meta property="og:type" content="product"><meta property="og:title" content="Linen Shirt"><meta property="og:price:amount" content="${v.sale ? "25.00" : "30.00"}"><meta property="og:price:currency" content="USD">`,
      `<div class="product-template__container page-width" id="ProductSection-product-template" data-section-type="product"><div class="grid product-single"><div class="grid__item product-single__photos medium-up--one-half"><img src="/shirt.jpg" alt="Linen Shirt"></div>
<div class="grid__item medium-up--one-half"><div class="product-single__meta"><h1 class="product-single__title">Linen Shirt</h1>
<div class="product__price"><dl class="price${v.sale ? " price--on-sale" : ""}${v.soldOut ? " price--sold-out" : ""}" data-price><div class="price__regular"><dt><span class="visually-hidden visually-hidden--inline">Regular price</span></dt><dd><span class="price-item price-item--regular" data-regular-price>$30.00</span></dd></div>
<div class="price__sale"><dt><span class="visually-hidden visually-hidden--inline">Sale price</span></dt><dd><span class="price-item price-item--sale" data-sale-price>$${v.sale ? "25.00" : "30.00"}</span></dd><dt><span class="visually-hidden visually-hidden--inline">Regular price</span></dt><dd><s class="price-item price-item--regular" data-regular-price>$30.00</s></dd></div>
<div class="price__badges"><span class="price__badge price__badge--sale" aria-hidden="true"><span>Sale</span></span><span class="price__badge price__badge--sold-out"><span>Sold out</span></span></div>
<div class="price__unit"><dt><span class="visually-hidden visually-hidden--inline">Unit price</span></dt><dd class="price-unit-price"><span data-unit-price></span><span aria-hidden="true">/</span><span class="visually-hidden">per&nbsp;</span><span data-unit-price-base-unit></span></dd></div></dl></div>
<div class="product__policies rte" data-product-policies>Tax included.</div>
<form method="post" action="/cart/add" id="product_form_42" accept-charset="UTF-8" class="product-form product-form-product-template" enctype="multipart/form-data"><div class="product-form__controls-group"><div class="selector-wrapper js product-form__item"><label for="SingleOptionSelector-0">Size</label><select class="single-option-selector single-option-selector-product-template product-form__input" id="SingleOptionSelector-0" data-index="option1"><option value="S" selected="selected">S</option><option value="M">M</option></select></div>
<select name="id" id="ProductSelect-product-template" class="product-form__variants no-js"><option value="4011"${v.soldOut ? " disabled" : ""}>S${v.soldOut ? " - Sold out" : ""}</option><option value="4012"${v.soldOut ? " disabled" : ""}>M${v.soldOut ? " - Sold out" : ""}</option></select></div>
<div class="product-form__error-message-wrapper product-form__error-message-wrapper--hidden" data-error-message-wrapper role="alert"><span class="visually-hidden">Error </span><span class="product-form__error-message" data-error-message>Quantity must be 1 or more</span></div>
<div class="product-form__controls-group product-form__controls-group--submit"><div class="product-form__item product-form__item--submit product-form__item--payment-button"><button type="submit" name="add" id="AddToCart-product-template"${v.soldOut ? ' aria-disabled="true"' : ""} class="btn product-form__cart-submit btn--secondary-accent${v.soldOut ? " btn--sold-out" : ""}" data-add-to-cart><span data-add-to-cart-text>${v.soldOut ? "Sold out" : "Add to cart"}</span></button></div></div></form></div></div></div></div>
<script type="application/json" id="ProductJson-product-template">{"id":42,"title":"Linen Shirt","handle":"linen-shirt","available":${!v.soldOut},"price":${v.sale ? 2500 : 3000},"compare_at_price":${v.sale ? 3000 : "null"},"variants":[{"id":4011,"title":"S","sku":"LS-2041-S","available":${!v.soldOut},"price":${v.sale ? 2500 : 3000}},{"id":4012,"title":"M","sku":"LS-2041-M","available":${!v.soldOut},"price":${v.sale ? 2500 : 3000}}]}</script>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, availability: stock(v.soldOut) }),
);

// osCommerce / Zen Cart style: specials price beside the normal one
platform(
  "an early cart system: the special price beside the normal one, units in stock in a list",
  "https://zc.example/index.php?main_page=product_info&products_id=42",
  (v: Variant) =>
    page(
      "en",
      "<title>Linen Shirt : Zen Cart!, The Art of E-commerce</title>",
      `<div class="centerColumn" id="productGeneral"><form name="cart_quantity" action="index.php?main_page=product_info&amp;products_id=42&amp;action=add_product" method="post" enctype="multipart/form-data">
<h1 id="productName" class="productGeneral">Linen Shirt</h1><h2 id="productPrices" class="productGeneral">${v.sale ? '<span class="normalprice">$30.00 </span>&nbsp;<span class="productSpecialPrice">$25.00</span><span class="productPriceDiscount"><br>Save:&nbsp;17% off</span>' : "$30.00"}</h2>
<ul id="productDetailsList" class="floatingBox back"><li>Model: LS-2041</li><li>${v.soldOut ? "0 Units in Stock" : "12 Units in Stock"}</li><li>Manufactured by: Acme</li></ul>
<div id="cartAdd">${v.soldOut ? '<span class="soldOut">Sold Out</span>' : 'Add to Cart: <input type="text" name="cart_quantity" value="1" maxlength="6" size="4"><input type="hidden" name="products_id" value="42"><input type="image" src="/button_in_cart.gif" alt="Add to Cart" title=" Add to Cart ">'}</div></form></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, availability: stock(v.soldOut) }),
);

// Swatch buttons for sizes, one sold out; product in stock
platform(
  "size swatches as buttons, one sold out, a hidden 'Sold out' inside it",
  "https://sw.example/products/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      "<title>Linen Shirt</title>",
      `<div class="product-main"><h1 class="product-title">Linen Shirt</h1><div class="product-price"><span class="money">$30.00</span></div><p class="sku">SKU: LS-2041</p>
<div class="swatches" role="radiogroup" aria-label="Size"><button type="button" class="swatch${v.soldOut ? " swatch--sold-out" : ""}" data-value="S" aria-label="S${v.soldOut ? " - Sold out" : ""}">S</button><button type="button" class="swatch swatch--sold-out" data-value="M" aria-label="M - Sold out">M<span class="visually-hidden">Sold out</span></button><button type="button" class="swatch${v.soldOut ? " swatch--sold-out" : ""}" data-value="L">L${v.soldOut ? '<span class="visually-hidden">Sold out</span>' : ""}</button></div>
<button type="submit" class="btn add-to-cart"${v.soldOut ? " disabled" : ""}>${v.soldOut ? "Sold out" : "Add to cart"}</button></div>`,
    ),
  (v: Variant) => ({ price: 30, sku: "LS-2041", availability: stock(v.soldOut) }),
);
// Swatch without disabled main button text: the sold-out state said by the button only
platform(
  "a row of size buttons, one saying it is sold out",
  "https://sw.example/products/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      "<title>Linen Shirt</title>",
      `<div class="product-main"><h1 class="product-title">Linen Shirt</h1><div class="product-price"><span class="money">$30.00</span></div>
<div class="size-picker"><button type="button" class="size-btn${v.soldOut ? " is-unavailable" : ""}" data-size="S">S${v.soldOut ? " – Sold out" : ""}</button><button type="button" class="size-btn is-unavailable" data-size="M">M – Sold out</button></div>
<button type="submit" class="btn add-to-cart"${v.soldOut ? " disabled" : ""}>Add to cart</button></div>`,
    ),
  (v: Variant) => ({ price: 30, availability: stock(v.soldOut) }),
);

// Magento 2 Luma configurable product, as printed (microdata offer inside, no availability)
platform(
  "microdata for the price only ('As low as', special and old price), stock and buttons on the page",
  "https://m2.example/linen-shirt.html",
  (v: Variant) =>
    page(
      "en",
      "<title>Linen Shirt</title>",
      `<div class="columns"><div class="column main" itemscope itemtype="http://schema.org/Product"><div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper" itemprop="name">Linen Shirt</span></h1></div>
<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="42" data-price-box="product-id-42">${v.sale ? '<span class="special-price"><span class="price-container price-final_price tax weee" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span class="price-label">Special Price</span><span id="product-price-42" data-price-amount="25" data-price-type="finalPrice" class="price-wrapper "><span class="price">$25.00</span></span><meta itemprop="price" content="25"><meta itemprop="priceCurrency" content="USD"></span></span><span class="old-price"><span class="price-container price-final_price tax weee"><span class="price-label">Regular Price</span><span id="old-price-42" data-price-amount="30" data-price-type="oldPrice" class="price-wrapper "><span class="price">$30.00</span></span></span></span>' : '<span class="normal-price"><span class="price-container price-final_price tax weee" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span class="price-label">As low as</span><span id="product-price-42" data-price-amount="30" data-price-type="finalPrice" class="price-wrapper "><span class="price">$30.00</span></span><meta itemprop="price" content="30"><meta itemprop="priceCurrency" content="USD"></span></span>'}</div>
<div class="product-info-stock-sku"><div class="stock ${v.soldOut ? "unavailable" : "available"}" title="Availability"><span>${v.soldOut ? "Out of stock" : "In stock"}</span></div><div class="product attribute sku"><strong class="type">SKU</strong><div class="value" itemprop="sku">MS-2041</div></div></div></div>
<div class="product-add-form"><form data-product-sku="MS-2041" action="/checkout/cart/add/uenc/x/product/42/" method="post" id="product_addtocart_form"><div class="product-options-wrapper" id="product-options-wrapper"><div class="fieldset"><div class="swatch-opt" data-role="swatch-options"></div></div></div>
${v.soldOut ? "" : '<div class="product-options-bottom"><div class="box-tocart"><div class="fieldset"><div class="field qty"><label class="label" for="qty"><span>Qty</span></label><div class="control"><input type="number" name="qty" id="qty" min="0" value="1" title="Qty" class="input-text qty"></div></div><div class="actions"><button type="submit" title="Add to Cart" class="action primary tocart" id="product-addtocart-button"><span>Add to Cart</span></button></div></div></div></div>'}
</form></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "MS-2041", availability: stock(v.soldOut) }),
);

// Polish shop platform with the EU lowest-price notice
platform(
  "a Polish shop: the lowest price of 30 days beside a reduced one, labels and stock in Polish",
  "https://pl.example/pl/p/Koszula-lniana/2041",
  (v: Variant) =>
    page(
      "pl",
      "<title>Koszula lniana - Sklep</title>",
      `<div class="box" id="box_productfull"><div class="boxhead"><h1 class="name">Koszula lniana</h1></div><div class="innerbox product-main-box"><div class="maininfo"><img src="/userdata/2041.jpg" alt="Koszula lniana">
<div class="price"><em class="main-price">${v.sale ? "129,00" : "159,00"} zł</em>${v.sale ? '<del class="price__inactive">159,00 zł</del>' : ""}</div>
${v.sale ? '<div class="price-omnibus">Najniższa cena z 30 dni przed obniżką: <span>139,00 zł</span></div>' : ""}
<div class="availability"><span class="first">Dostępność:</span><span class="second">${v.soldOut ? "brak towaru" : "dostępny"}</span></div>
<div class="delivery"><span class="first">Wysyłka w:</span><span class="second">24 godziny</span></div>
<div class="code"><span class="first">Kod produktu:</span><span class="second">KL-2041</span></div></div>
<form class="form basket" action="/pl/basket/add/post" method="post"><fieldset>${v.soldOut ? '<div class="availability-notifier"><span>Powiadom o dostępności</span><button class="btn availability-notifier-btn" type="button">Powiadom mnie</button></div>' : '<div class="basket"><div class="quantity_wrap"><span class="frame"><input name="quantity" value="1" type="text" class="short"></span></div><button type="submit" class="addtobasket btn btn-red"><img src="/img/basket.png" alt=""><span>Do koszyka</span></button></div>'}</fieldset></form></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 129 : 159, sku: "KL-2041", availability: stock(v.soldOut) }),
);

// nopCommerce default theme
platform(
  "a .NET cart: an old price labelled, the stock in a label pair, a notify input when sold out",
  "https://nop.example/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      "<title>Your store. Linen Shirt</title>",
      `<div class="page product-details-page"><div class="page-body"><form method="post" id="product-details-form" action="/linen-shirt"><div data-productid="12"><div class="product-essential"><div class="gallery"><img alt="Picture of Linen Shirt" src="/images/shirt.jpeg"></div><div class="overview">
<div class="product-name"><h1>Linen Shirt</h1></div><div class="short-description">Washed linen, relaxed fit.</div>
<div class="availability"><div class="stock"><span class="label">Availability:</span> <span class="value" id="stock-availability-value-12">${v.soldOut ? "Out of stock" : "In stock"}</span></div></div>
<div class="additional-details"><div class="sku"><span class="label">SKU:</span> <span class="value" id="sku-12">LS_2041</span></div></div>
<div class="prices">${v.sale ? '<div class="old-product-price"><label>Old price:</label> <span>$30.00</span></div>' : ""}<div class="product-price${v.sale ? " discounted-price" : ""}">${v.sale ? "<label>Price:</label> " : ""}<span id="price-value-12" class="price-value-12">$${v.sale ? "25.00" : "30.00"}</span></div></div>
${v.soldOut ? '<div class="back-in-stock-subscription"><input type="button" id="back-in-stock-subscribe-12" class="button-1 subscribe-button" value="Notify me when available"></div>' : '<div class="add-to-cart"><div class="add-to-cart-panel"><label class="qty-label" for="addtocart_12_EnteredQuantity">Qty:</label><input class="qty-input" type="text" id="addtocart_12_EnteredQuantity" name="addtocart_12.EnteredQuantity" value="1"><button type="button" id="add-to-cart-button-12" class="button-1 add-to-cart-button" onclick="AjaxCart.addproducttocart_details(\'/addproducttocart/details/12/1\', \'#product-details-form\');return false;">Add to cart</button></div></div>'}
</div></div></div></form></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS_2041", availability: stock(v.soldOut) }),
);

// JTL-Shop NOVA theme, microdata stripped
platform(
  "a German shop system: the former price after 'Statt', a delivery status, a notify button when sold out",
  "https://jtl.example/Leinenhemd",
  (v: Variant) =>
    page(
      "de",
      "<title>Leinenhemd - Mein Shop</title>",
      `<div id="content"><div class="product-detail"><div class="row"><div class="col-lg-6 product-gallery"><img src="/bilder/hemd.jpg" alt="Leinenhemd"></div><div class="col-lg-6 product-info"><div class="product-info-inner">
<div class="product-headline"><h1 class="product-title h2">Leinenhemd</h1></div>
<ul class="info-essential list-unstyled"><li class="product-sku">Artikelnummer: <span>LH-2041</span></li><li class="product-category word-break">Kategorie: <a href="/Hemden">Hemden</a></li></ul>
<div class="product-offer"><div class="price_wrapper"><div class="price h1${v.sale ? " special-price" : ""}"><span class="range">${v.sale ? "24,99" : "29,99"} €</span><sup><span class="footnote-reference">*</span></sup></div>
<div class="price-note">${v.sale ? '<div class="instead-of old-price"><small class="text-muted-util">Statt <del class="value text-nowrap-util">29,99 €</del></small></div>' : ""}<span class="vat_info">inkl. 19% MwSt. <a href="/Versandinformationen">zzgl. Versandkosten</a></span></div></div>
<div class="delivery-status"><ul class="list-unstyled"><li><span class="status status-${v.soldOut ? 0 : 2}"><span class="fas fa-truck status-icon"></span>${v.soldOut ? "Ausverkauft" : "Sofort verfügbar"}</span></li>${v.soldOut ? "" : '<li class="estimated-delivery-info">Lieferzeit: 1 - 3 Werktage</li>'}</ul></div>
${v.soldOut ? '<div class="product-question-availability"><button type="button" class="btn btn-outline-primary" data-toggle="modal" data-target="#notification-popup">Benachrichtigen, wenn verfügbar</button></div>' : '<div class="basket-form-inline"><div class="input-group"><input type="number" name="anzahl" class="quantity form-control text-right" value="1"></div><button aria-label="In den Warenkorb" name="inWarenkorb" type="submit" value="In den Warenkorb" class="submit btn btn-primary btn-block">In den Warenkorb</button></div>'}
</div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 24.99 : 29.99, sku: "LH-2041", availability: stock(v.soldOut) }),
);
