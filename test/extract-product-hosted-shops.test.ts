import { page, platform, stock, type Variant } from "./support/product-page-cases.js";

/**
 * Whole made-up product pages as the hosted shop builders of Latin America, East Asia, Turkey
 * and the Gulf print them (their classes, labels, languages and currencies), each in stock and
 * sold out, on sale and not, as in extract-product-platforms.test.ts. Each rule they needed has
 * its own small page in extract-product-shop-system-rules.test.ts.
 */

// A Brazilian commerce cloud's older templates: buy button and notify form both printed, one hidden by style
platform(
  "a Brazilian commerce cloud's older templates: 'De:' / 'Por:', instalments, the code classed skuReference, a notify form shown when gone",
  "https://loja.example/camisa-de-linho/p",
  (v: Variant) =>
    page(
      "pt-BR",
      `<title>Camisa de Linho - Loja</title>`,
      `<div class="produto"><div class="product-name"><div class="fn productName  Camisa-de-Linho">Camisa de Linho</div></div><div class="skuReference">CL2041</div>
<div class="price-box"><div class="plugin-preco"><p class="descricao-preco">${v.sale ? '<em class="valor-de price-list-price">De: <strong class="skuListPrice">R$ 199,90</strong></em>' : ""}<em class="valor-por price-best-price">Por: <strong class="skuBestPrice">R$ ${v.sale ? "149,90" : "199,90"}</strong></em><em class="valor-dividido price-installments"><span><span>ou <label class="skuBestInstallmentNumber">10<span class="x">x</span></label> de</span> <strong><label class="skuBestInstallmentValue">R$ ${v.sale ? "14,99" : "19,99"}</label></strong></span></em></p></div></div>
<div class="buy-button-box"><a target="_top" class="buy-button buy-button-ref" href="/checkout/cart/add?sku=42&qty=1&seller=1" style="display:${v.soldOut ? "none" : "block"}">Comprar</a></div>
<div class="portal-notify-me-ref"><div class="notifyme sku-notifyme" style="display: ${v.soldOut ? "block" : "none"};"><div class="notifyme-title-div" style="display: none;"><h3 class="notifymetitle notifyme-title">Avise-me</h3></div><form action="/no-cache/AviseMe.aspx"><fieldset class="sku-notifyme-form notifyme-form"><p>Para ser avisado da disponibilidade deste Produto, basta preencher os campos abaixo.</p><input class="sku-notifyme-client-name notifyme-client-name" placeholder="Digite seu nome..." type="text" name="notifymeClientName"><input class="sku-notifyme-button-ok notifyme-button-ok" value="Avise-me" type="button" name="notifymeButtonOK"></fieldset></form></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 149.9 : 199.9, sku: "CL2041", availability: stock(v.soldOut) }),
);

// A Brazilian hosted shop
platform(
  "a Brazilian hosted shop: 'Código:', 'Disponibilidade: Imediata', a link classed botao, 'Produto indisponível'",
  "https://minhaloja.example/camisa-de-linho",
  (v: Variant) =>
    page(
      "pt-BR",
      `<title>Camisa de Linho - Minha Loja</title>`,
      `<div class="produto row-fluid"><div class="span6"><img src="/img/camisa.jpg" alt="Camisa de Linho"></div><div class="span6"><div class="principal"><div class="info-principal-produto"><h1 class="nome-produto titulo cor-secundaria">Camisa de Linho</h1><div class="codigo-produto"><span class="cor-secundaria">Código: <b>CL2041</b></span></div></div>
<div class="acoes-produto ${v.soldOut ? "indisponivel" : "disponivel"} SKU-CL2041" data-produto-id="42"><div class="preco-produto destaque-preco">${v.sale ? '<div><s class="preco-venda titulo">R$ 199,90</s><strong class="preco-promocional cor-principal titulo" data-sell-price="149.90">R$ 149,90</strong></div>' : '<div><strong class="preco-promocional cor-principal titulo" data-sell-price="199.90">R$ 199,90</strong></div>'}</div>
${v.soldOut ? '<div class="indisponivel"><b class="cor-secundaria">Produto indisponível</b><p>Avise-me quando estiver disponível</p></div>' : '<div class="disponibilidade-produto"><b class="cor-secundaria">Disponibilidade: </b><b class="qtde_estoque">Imediata</b></div><div class="comprar"><a href="/carrinho/produto/42/adicionar" class="botao botao-comprar principal grande"><i class="icon-shopping-cart"></i> Comprar</a></div>'}</div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 149.9 : 199.9, sku: "CL2041", availability: stock(v.soldOut) }),
);

// A Chilean hosted shop
platform(
  "a Chilean hosted shop: '$29.990', 'SKU:', 'Agotado' and an offer to write when it is back",
  "https://tienda.example/camisa-de-lino",
  (v: Variant) =>
    page(
      "es-CL",
      `<title>Camisa de lino - Tiendita</title>`,
      `<div class="product-page"><h1 class="page-header">Camisa de lino</h1><div class="form-group"><div id="product-sku" class="sku">SKU: <span class="sku_elem">CL-2041</span></div></div>
<form id="product-form-42" class="product-form form-horizontal" action="/cart/add/42" method="post" enctype="multipart/form-data"><div class="form-group"><div class="col-sm-12"><span class="product-form-price" id="product-form-price">$${v.sale ? "24.990" : "29.990"}</span>${v.sale ? '<span class="product-form-discount" id="product-form-discount">($29.990)</span>' : ""}</div></div>
${v.soldOut ? '<div class="form-group"><div class="col-sm-12"><div class="alert alert-warning">Agotado</div><a href="javascript:;" class="btn btn-primary" id="stock-notification">Notificarme cuando esté disponible</a></div></div>' : '<div class="form-group"><div class="col-sm-12"><label class="form-control-label">Cantidad</label><input type="number" class="form-control" value="1" min="1" id="input-qty" name="qty"><input type="submit" class="btn btn-primary btn-lg adc" value="Agregar al Carro"></div></div>'}</form></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 24990 : 29990, sku: "CL-2041", availability: stock(v.soldOut) }),
);

// A Korean hosted shop builder: prices and codes in a details table
platform(
  "a Korean shop builder: 판매가 beside the struck 소비자가, 자체상품코드, 품절 shown and the buy links hidden by class",
  "https://shop.example/product/detail.html?product_no=42",
  (v: Variant) =>
    page(
      "ko",
      `<title>린넨 셔츠</title>`,
      `<div class="xans-element- xans-product xans-product-detail"><div class="detailArea"><div class="infoArea"><div class="headingArea"><h2>린넨 셔츠</h2>${v.soldOut ? '<span class="icon"><img src="/web/upload/icon_soldout.gif" alt="품절"></span>' : ""}</div>
<div class="xans-element- xans-product xans-product-detaildesign"><table border="1" summary=""><tbody>
${v.sale ? '<tr class=" xans-record-"><th scope="row"><span style="font-size:12px;color:#555555;">소비자가</span></th><td><span style="font-size:12px;color:#555555;text-decoration:line-through;">39,000원</span></td></tr>' : ""}
<tr class=" xans-record-"><th scope="row"><span style="font-size:12px;color:#008BCC;font-weight:bold;">판매가</span></th><td><span style="font-size:12px;color:#008BCC;font-weight:bold;"><strong id="span_product_price_text">${v.sale ? "29,000" : "39,000"}원</strong><input id="product_price" name="product_price" value="" type="hidden"></span></td></tr>
<tr class=" xans-record-"><th scope="row"><span style="font-size:12px;color:#555555;">자체상품코드</span></th><td><span style="font-size:12px;color:#555555;">LS2041</span></td></tr></tbody></table></div>
<div class="xans-element- xans-product xans-product-action"><div class="ec-base-button gColumn"><a href="#none" class="btnSubmit sizeL ${v.soldOut ? "displaynone" : ""}" onclick="product_submit(1, '/exec/front/order/basket/', this)"><span id="btnBuy">바로구매</span></a><span class="btnNormalFix sizeL ${v.soldOut ? "" : "displaynone"}">품절</span><a href="#none" class="btnNormal sizeL ${v.soldOut ? "displaynone" : ""}" onclick="product_submit(2, '/exec/front/order/basket/', this)">장바구니 담기</a></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 29000 : 39000, sku: "LS2041", availability: stock(v.soldOut) }),
);

// A Japanese hosted shop: the sold-out badge printed only when it applies
platform(
  "a Japanese hosted shop: 税込 price, 'SOLD OUT' in place of the buy button",
  "https://myshop.example/items/42",
  (v: Variant) =>
    page(
      "ja",
      `<title>リネンシャツ | マイショップ</title>`,
      `<div id="itemDetail" class="itemDetail"><div class="itemDetail__images"><img src="/i/shirt.jpg" alt="リネンシャツ"></div><div class="itemDetail__info"><h1 class="itemTitle">リネンシャツ</h1>
<p class="itemPrice">¥${v.sale ? "2,750" : "3,300"}</p>${v.sale ? '<p class="itemPrice--before"><del>¥3,300</del></p>' : ""}<p class="itemPrice__tax">税込</p>
<div class="purchaseButton">${v.soldOut ? '<p class="purchaseButton__soldout">SOLD OUT</p>' : '<div class="purchaseButton__selectWrapper"><select name="amount" id="amount"><option value="1">1</option></select></div><button class="purchaseButton__btn" type="submit">カートに入れる</button>'}</div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 2750 : 3300, availability: stock(v.soldOut) }),
);

// A Latin-American cloud store
platform(
  "a Latin-American cloud store: '$29.990', instalments, the variants in data-variants, 'Sin stock'",
  "https://tienda.example/productos/camisa-de-lino/",
  (v: Variant) => {
    const variants = [
      {
        product_id: 42,
        price_short: v.sale ? "$24.990" : "$29.990",
        compare_at_price_short: v.sale ? "$29.990" : null,
        price_number: v.sale ? 24990 : 29990,
        stock: v.soldOut ? 0 : 4,
        sku: "CL-2041-M",
        available: !v.soldOut,
        is_visible: true,
        id: 901,
        option0: "M",
      },
    ];
    return page(
      "es-AR",
      `<title>Camisa de lino - Tienda</title>`,
      `<div id="single-product" class="js-has-new-shipping js-product-detail js-product-container js-shipping-calculator-container" data-variants='${JSON.stringify(variants)}' data-store="product-detail"><div class="row"><div class="col-md-7"><img src="/img/camisa.jpg" alt="Camisa de lino"></div>
<div class="col-md-5" data-store="product-info-42"><h1 class="js-product-name h2" data-store="product-name-42">Camisa de lino</h1>
<div class="price-container" data-store="product-price-42"><span class="d-inline-block"><h4 id="compare_price_display" class="js-compare-price-display price-compare"${v.sale ? "" : ' style="display:none;"'}>${v.sale ? "$29.990" : ""}</h4></span> <span class="d-inline-block"><h4 class="js-price-display" id="price_display" data-product-price="${v.sale ? 2499000 : 2999000}">$${v.sale ? "24.990" : "29.990"}</h4></span></div>
<div class="js-max-installments-container js-max-installments"><span class="js-installment-amount">6</span> cuotas sin interés de <span class="js-installment-price">$${v.sale ? "4.165" : "4.998"}</span></div>
<form id="product_form" class="js-product-form" method="post" action="/comprar/"><input type="hidden" name="add_to_cart" value="42"><div class="js-product-variants form-row"><div class="js-product-variants-group form-group"><label class="form-label">Talle</label><select id="variation_1" class="form-select js-variation-option js-refresh-installment-data" name="variation[0]"><option value="M" selected>M</option></select></div></div>
<div class="form-row mb-2"><div class="col-4"><input type="number" class="form-control js-quantity-input" value="1" min="1" name="quantity"></div><div class="col-8"><input type="submit" class="js-addtocart js-prod-submit-form btn btn-primary btn-block mb-4 ${v.soldOut ? "nostock" : "cart"}" value="${v.soldOut ? "Sin stock" : "Agregar al carrito"}"${v.soldOut ? " disabled" : ""}></div></div></form>
<div class="js-product-description product-description"><p>Camisa amplia de lino lavado.</p></div></div></div></div>`,
    );
  },
  (v: Variant) => ({ price: v.sale ? 24990 : 29990, sku: "CL-2041-M", availability: stock(v.soldOut) }),
);

// A Turkish hosted shop
platform(
  "a Turkish hosted shop: 'Stok Kodu:', 'KDV Dahil', instalments, 'Stokta' / 'Tükendi', a buy link by its click handler",
  "https://magaza.example/keten-gomlek",
  (v: Variant) =>
    page(
      "tr",
      `<title>Keten Gömlek</title>`,
      `<div class="product-detail"><div class="product-title"><h1>Keten Gömlek</h1></div><div class="product-code">Stok Kodu: <span>KG-2041</span></div>
<div class="product-price-box">${v.sale ? '<div class="product-old-price"><del>899,90 TL</del></div><div class="discount-rate">%22 İndirim</div>' : ""}<div class="product-price">${v.sale ? "699,90" : "899,90"} TL</div><div class="kdv">KDV Dahil</div></div>
<div class="installment-info">9 Taksit x ${v.sale ? "77,77" : "99,99"} TL</div>
${v.soldOut ? '<div class="stock-out">Tükendi</div><a href="#" class="btn btn-notify">Gelince Haber Ver</a>' : '<div class="stock-status">Stokta</div><div class="qty"><input type="number" name="adet" value="1"></div><a href="javascript:;" class="btn btn-basket" onclick="SepeteEkle(42)">Sepete Ekle</a>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 699.9 : 899.9, sku: "KG-2041", availability: stock(v.soldOut) }),
);

// A Gulf store builder, right to left
platform(
  "a Gulf store builder: 'رمز المنتج (SKU):', 'ر.س' prices, 'نفذت الكمية' and an offer to write when it is back",
  "https://matjar.example/ar/p12345",
  (v: Variant) =>
    page(
      "ar",
      `<title>قميص كتان</title>`,
      `<div class="product-details" dir="rtl"><h1 class="product-title">قميص كتان</h1><div class="product-sku">رمز المنتج (SKU): <span>QK-2041</span></div>
<div class="product-price">${v.sale ? '<span class="before-price"><del>199 ر.س</del></span>' : ""}<span class="total-price">${v.sale ? "149" : "199"} ر.س</span></div><div class="tax-info">السعر شامل الضريبة</div>
${v.soldOut ? '<div class="out-of-stock-message">نفذت الكمية</div><button class="btn btn-outline" type="button">أعلمني عند توفر المنتج</button>' : '<div class="quantity"><input type="number" name="quantity" value="1"></div><button class="btn btn-primary add-to-cart-btn" type="button">إضافة للسلة</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 149 : 199, sku: "QK-2041", availability: stock(v.soldOut) }),
);
