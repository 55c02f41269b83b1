import { page, platform, stock, type Variant } from "./support/product-page-cases.js";

/**
 * Whole made-up product pages as the shop systems most independent shops run on print them
 * (their markup or its absence, classes, labels, language), each in stock and sold out, on sale
 * and not, as in extract-product-platforms.test.ts. Each rule they needed has its own small page
 * in extract-product-shop-system-rules.test.ts.
 */

// A commerce cloud's storefront reference theme
platform(
  "a commerce cloud storefront: prices in content attributes, 'In Stock' / 'Out of Stock', the button disabled when gone",
  "https://shop.example/en/linen-shirt/LS2041.html",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt | Acme</title>`,
      `<div class="container product-detail product-wrapper" data-pid="LS2041"><div class="row"><div class="col-12"><h1 class="product-name hidden-sm-down">Linen Shirt</h1></div></div>
<div class="row"><div class="col-12 col-sm-6"><div class="primary-images"><img src="/img/ls.jpg" class="d-block img-fluid" alt="Linen Shirt, Blue"></div></div>
<div class="col-12 col-sm-6"><div class="row"><div class="col"><div class="product-number-rating clearfix"><div class="product-number pull-left">Item No. <span class="product-id">LS2041</span></div></div></div></div>
<div class="attributes"><div class="row"><div class="col-8"><div class="attribute"><label class="color">Color</label><button class="color-attribute" aria-label="Select Color Blue" aria-describedby="blue" data-url="/variation?pid=LS2041"><span data-attr-value="blue" class="blue swatch-circle swatch-value selected selectable"></span></button></div></div></div>
<div class="row"><div class="col-8"><div class="attribute"><label for="size-1">Size</label><select class="custom-select form-control select-size" id="size-1"><option value="null">Select Size</option><option value="/variation?size=S" data-attr-value="S">S</option><option value="/variation?size=M" data-attr-value="M" selected>M</option></select></div></div></div>
<div class="row"><div class="col-8"><div class="quantity"><label for="quantity-1">Quantity</label><select class="quantity-select custom-select form-control" id="quantity-1"><option value="1" selected>1</option><option value="2">2</option></select></div></div></div>
<div class="product-availability" data-ready-to-order="${!v.soldOut}" data-available="${!v.soldOut}"><div class="row"><div class="col-12"><div class="availability-msg"><div>${v.soldOut ? "Out of Stock" : "In Stock"}</div></div></div></div></div></div>
<div class="row"><div class="col-12"><div class="prices"><div class="price">${v.sale ? '<span><del><span class="strike-through list"><span class="value" content="79.00"><span class="sr-only">Price reduced from</span>$79.00<span class="sr-only">to</span></span></span></del><span class="sales"><span class="value" content="59.00">$59.00</span></span></span>' : '<span><span class="sales"><span class="value" content="79.00">$79.00</span></span></span>'}</div></div></div></div>
<div class="prices-add-to-cart-actions"><div class="row"><div class="col-sm-12"><input type="hidden" class="add-to-cart-url" value="/Cart-AddProduct"><button class="add-to-cart btn btn-primary" data-toggle="modal" data-target="#chooseBonusProductModal" data-pid="LS2041"${v.soldOut ? " disabled" : ""}><i class="fa fa-shopping-bag"></i> Add to Cart</button></div></div></div></div></div>
<div class="row collapsible-xs"><div class="description-and-detail"><h2 class="title">Description</h2><div class="content value">A relaxed shirt in washed linen.</div></div></div></div>
<div class="recommendations"><h2>You might also like</h2><div class="product-tile"><a href="/p/ls9.html">Linen Trousers</a><div class="price"><span class="sales"><span class="value" content="89.00">$89.00</span></span></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 59 : 79, sku: "LS2041", availability: stock(v.soldOut) }),
);

// The same storefront's master product, no size chosen yet
platform(
  "a commerce cloud storefront's master product: 'Select Styles for Availability' and the button greyed out until a size is chosen",
  "https://shop.example/en/linen-shirt/LS2041.html",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt | Acme</title>`,
      `<div class="container product-detail product-wrapper" data-pid="LS2041"><h1 class="product-name">Linen Shirt</h1><div class="product-number">Item No. <span class="product-id">LS2041</span></div>
<div class="product-availability" data-ready-to-order="false" data-available="${!v.soldOut}"><div class="availability-msg"><div>${v.soldOut ? "Out of Stock" : "Select Styles for Availability"}</div></div></div>
<div class="prices"><div class="price"><span><span class="sales"><span class="value" content="${v.sale ? "59.00" : "79.00"}">$${v.sale ? "59.00" : "79.00"}</span></span></span></div></div>
<button class="add-to-cart btn btn-primary" data-pid="LS2041" disabled><i class="fa fa-shopping-bag"></i> Add to Cart</button></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 59 : 79, sku: "LS2041", availability: stock(v.soldOut) }),
);

// A French open-source shop system's classic theme, microdata stripped
platform(
  "a French shop system: 'Référence', the availability line, the product handed to scripts in data-product",
  "https://boutique.example/fr/chemises/12-42-chemise-en-lin.html",
  (v: Variant) => {
    const data = {
      id_product: 12,
      id_product_attribute: 42,
      name: "Chemise en lin",
      reference: "demo_12",
      quantity: v.soldOut ? 0 : 7,
      availability: v.soldOut ? "unavailable" : "available",
      availability_message: v.soldOut ? "Rupture de stock" : "En stock",
      price: v.sale ? "27,92 €" : "34,90 €",
      price_amount: v.sale ? 27.92 : 34.9,
      has_discount: v.sale,
    };
    return page(
      "fr",
      `<title>Chemise en lin</title>`,
      `<section id="main"><div class="row product-container js-product-container"><div class="col-md-6"><section class="page-content" id="content"><div class="images-container js-images-container"><img class="js-qv-product-cover img-fluid" src="/12-large_default/chemise.jpg" alt="Chemise en lin"></div></section></div>
<div class="col-md-6"><h1 class="h1">Chemise en lin</h1>
<div class="product-prices js-product-prices">${v.sale ? '<div class="product-discount"><span class="regular-price">34,90&nbsp;€</span></div>' : ""}
<div class="product-price h5 ${v.sale ? "has-discount" : ""}"><div class="current-price"><span class="current-price-value" content="${v.sale ? "27.92" : "34.9"}">${v.sale ? "27,92" : "34,90"}&nbsp;€</span>${v.sale ? '<span class="discount discount-percentage">Économisez 20%</span>' : ""}</div></div>
<div class="tax-shipping-delivery-label">TTC</div></div>
<div class="product-information"><div id="product-description-short-12" class="product-description"><p>Chemise ample en lin lavé.</p></div>
<div class="product-actions js-product-actions"><form action="/panier" method="post" id="add-to-cart-or-refresh"><input type="hidden" name="id_product" value="12" id="product_page_product_id">
<div class="product-variants js-product-variants"><div class="clearfix product-variants-item"><span class="control-label">Taille : </span><select class="form-control form-control-select" id="group_1" name="group[1]"><option value="1" title="S">S</option><option value="2" title="M" selected="selected">M</option></select></div></div>
<div class="product-add-to-cart js-product-add-to-cart"><span class="control-label">Quantité</span><div class="product-quantity clearfix"><div class="qty"><input type="number" name="qty" id="quantity_wanted" value="1" class="input-group" min="1"></div>
<div class="add"><button class="btn btn-primary add-to-cart" data-button-action="add-to-cart" type="submit"${v.soldOut ? " disabled" : ""}><i class="material-icons shopping-cart">&#xE547;</i>Ajouter au panier</button></div></div>
<span id="product-availability" class="js-product-availability">${v.soldOut ? '<i class="material-icons product-unavailable">&#xE14B;</i>Rupture de stock' : '<i class="material-icons rtl-no-flip product-available">&#xE5CA;</i>En stock'}</span>
<p class="product-minimal-quantity js-product-minimal-quantity"></p></div></form></div></div>
<div class="tabs"><div class="tab-content" id="tab-content"><div class="tab-pane fade in" id="product-details" data-product='${JSON.stringify(data)}' role="tabpanel"><div class="product-reference"><label class="label">Référence </label><span>demo_12</span></div><div class="product-quantities"><label class="label">En stock</label><span data-stock="${v.soldOut ? 0 : 7}" data-allow-oosp="0">${v.soldOut ? 0 : 7} Produits</span></div></div></div></div></div></div></section>`,
    );
  },
  (v: Variant) => ({ price: v.sale ? 27.92 : 34.9, sku: "demo_12", availability: stock(v.soldOut) }),
);

// A US hosted cart's default theme
platform(
  "a hosted cart's theme: 'MSRP' and 'Was' beside the price, SKU and UPC in a list, 'Out of stock' on the submit input",
  "https://store.example/linen-shirt/",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt - Acme Store</title>`,
      `<div class="productView" data-event-type="product" data-entity-id="112" data-name="Linen Shirt" data-product-category="Shirts" data-product-brand="Acme" data-product-price="${v.sale ? 25 : 30}" data-product-variant="single-product-option">
<section class="productView-images" data-image-gallery><figure class="productView-image"><img src="/images/linen.jpg" alt="Linen Shirt"></figure></section>
<section class="productView-details product-data"><div class="productView-product"><h2 class="productView-brand"><a href="/acme/"><span>Acme</span></a></h2><h1 class="productView-title">Linen Shirt</h1>
<div class="productView-price"><div class="price-section price-section--withTax rrp-price--withTax"${v.sale ? "" : ' style="display: none;"'}>MSRP: <span data-product-rrp-with-tax class="price price--rrp">${v.sale ? "$30.00" : ""}</span></div>
<div class="price-section price-section--withTax non-sale-price--withTax"${v.sale ? "" : ' style="display: none;"'}>Was: <span data-product-non-sale-price-with-tax class="price price--non-sale">${v.sale ? "$30.00" : ""}</span></div>
<div class="price-section price-section--withTax"><span class="price-label">Price:</span><span class="price-now-label" style="display: none;">Now:</span><span data-product-price-with-tax class="price price--withTax">$${v.sale ? "25.00" : "30.00"}</span></div>
<div class="price-section price-section--saving price"${v.sale ? "" : ' style="display: none;"'}><span class="price">(You save</span><span data-product-price-saved class="price price--saving">${v.sale ? "$5.00" : ""}</span><span class="price">)</span></div></div>
<div data-content-region="product_below_price"></div><div class="productView-rating"><span class="productView-reviewLink"><a href="#product-reviews">Write a Review</a></span></div>
<dl class="productView-info"><dt class="productView-info-name sku-label">SKU:</dt><dd class="productView-info-value" data-product-sku>LS-2041</dd><dt class="productView-info-name upc-label">UPC:</dt><dd class="productView-info-value" data-product-upc>012345678905</dd><dt class="productView-info-name">Weight:</dt><dd class="productView-info-value" data-product-weight>0.50 LBS</dd></dl></div></section>
<section class="productView-details product-options"><div class="productView-options"><form class="form" method="post" action="https://store.example/cart.php" enctype="multipart/form-data" data-cart-item-add><input type="hidden" name="action" value="add"><input type="hidden" name="product_id" value="112">
<div data-product-option-change><div class="form-field" data-product-attribute="set-rectangle"><label class="form-label form-label--alternate form-label--inlineSmall">Size: <span data-option-value></span></label><input class="form-radio" type="radio" id="attribute_rectangle__120_201" name="attribute[120]" value="201" checked><label class="form-option" for="attribute_rectangle__120_201" data-product-attribute-value="201"><span class="form-option-variant">M</span></label></div></div>
<div class="form-field form-field--stock${v.soldOut ? "" : " u-hiddenVisually"}"><label class="form-label form-label--alternate">Current Stock: <span data-product-stock>${v.soldOut ? "0" : ""}</span></label></div>
<div class="form-field form-field--increments"><label class="form-label form-label--alternate" for="qty[]">Quantity:</label><div class="form-increment" data-quantity-change><button class="button button--icon" data-action="dec"><span class="is-srOnly">Decrease Quantity of Linen Shirt</span></button><input class="form-input form-input--incrementTotal" id="qty[]" name="qty[]" type="tel" value="1" data-quantity-min="0" data-quantity-max="0" min="1" pattern="[0-9]*" aria-live="polite"><button class="button button--icon" data-action="inc"><span class="is-srOnly">Increase Quantity of Linen Shirt</span></button></div></div>
<div class="alertBox productAttributes-message" style="display:none"><div class="alertBox-column alertBox-icon"><icon glyph="ic-success" class="icon" aria-hidden="true"></icon></div><p class="alertBox-column alertBox-message"></p></div>
<div class="form-action"><input id="form-action-addToCart" data-wait-message="Adding to cart…" class="button button--primary" type="submit" value="${v.soldOut ? "Out of stock" : "Add to Cart"}"${v.soldOut ? " disabled" : ""}></div></form></div></section>
<article class="productView-description"><ul class="tabs" data-tab><li class="tab is-active"><a class="tab-title" href="#tab-description">Description</a></li></ul><div class="tabs-contents"><div class="tab-content is-active" id="tab-description">A relaxed shirt in washed linen.</div></div></article></div>
<div class="productCarousel"><h2 class="page-heading">Related Products</h2><article class="card"><h3 class="card-title"><a href="/linen-trousers/">Linen Trousers</a></h3><div class="card-text" data-test-info-type="price"><div class="price-section price-section--withTax"><span data-product-price-with-tax class="price price--withTax">$45.00</span></div></div></article></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS-2041", availability: stock(v.soldOut) }),
);

// An open-source cart's default theme, one page per stock status
for (const st of ["In Stock", "2-3 Days", "Pre-Order", "7"])
  platform(
    `an open-source cart's default theme: 'Product Code:', 'Availability: ${st}' / 'Out Of Stock', 'Ex Tax:' below the price`,
    "https://cart.example/index.php?route=product/product&product_id=42",
    (v: Variant) =>
      page(
        "en",
        `<title>Linen Shirt</title>`,
        `<div id="product-product" class="container"><ul class="breadcrumb"><li><a href="/"><i class="fa fa-home"></i></a></li><li><a href="/shirts">Shirts</a></li><li><a href="#">Linen Shirt</a></li></ul>
<div class="row"><div id="content" class="col-sm-12"><div class="row"><div class="col-sm-8"><ul class="thumbnails"><li><a class="thumbnail" href="/image/ls.jpg" title="Linen Shirt"><img src="/image/ls-228x228.jpg" title="Linen Shirt" alt="Linen Shirt"></a></li></ul>
<ul class="nav nav-tabs"><li class="active"><a href="#tab-description" data-toggle="tab">Description</a></li><li><a href="#tab-review" data-toggle="tab">Reviews (0)</a></li></ul><div class="tab-content"><div class="tab-pane active" id="tab-description"><p>A relaxed shirt in washed linen.</p></div></div></div>
<div class="col-sm-4"><div class="btn-group"><button type="button" data-toggle="tooltip" class="btn btn-default" title="Add to Wish List" onclick="wishlist.add('42');"><i class="fa fa-heart"></i></button><button type="button" data-toggle="tooltip" class="btn btn-default" title="Compare this Product" onclick="compare.add('42');"><i class="fa fa-exchange"></i></button></div>
<h1>Linen Shirt</h1><ul class="list-unstyled"><li>Brand: <a href="/acme">Acme</a></li><li>Product Code: LS-2041</li><li>Reward Points: 100</li><li>Availability: ${v.soldOut ? "Out Of Stock" : st}</li></ul>
<ul class="list-unstyled">${v.sale ? '<li><span style="text-decoration: line-through;">$122.00</span></li><li><h2>$98.00</h2></li>' : "<li><h2>$122.00</h2></li>"}<li>Ex Tax: $${v.sale ? "80.00" : "100.00"}</li></ul>
<div id="product"><hr><h3>Available Options</h3><div class="form-group required"><label class="control-label" for="input-option226">Size</label><select name="option[226]" id="input-option226" class="form-control"><option value=""> --- Please Select --- </option><option value="15">S</option><option value="16">M</option></select></div>
<div class="form-group"><label class="control-label" for="input-quantity">Qty</label><input type="text" name="quantity" value="1" size="2" id="input-quantity" class="form-control"><input type="hidden" name="product_id" value="42"><br><button type="button" id="button-cart" data-loading-text="Loading..." class="btn btn-primary btn-lg btn-block">Add to Cart</button></div></div>
<div class="rating"><p><a href="" onclick="$('a[href=\\'#tab-review\\']').trigger('click'); return false;">0 reviews</a> / <a href="" onclick="$('a[href=\\'#tab-review\\']').trigger('click'); return false;">Write a review</a></p></div></div></div>
<h3>Related Products</h3><div class="row"><div class="product-layout col-xs-6"><div class="product-thumb transition"><div class="caption"><h4><a href="/trousers">Linen Trousers</a></h4><p class="price">$45.00<span class="price-tax">Ex Tax: $37.50</span></p></div><div class="button-group"><button type="button" onclick="cart.add('43', '1');"><span class="hidden-xs hidden-sm hidden-md">Add to Cart</span></button></div></div></div></div></div></div></div>`,
      ),
    (v: Variant) => ({
      price: v.sale ? 98 : 122,
      sku: "LS-2041",
      availability: v.soldOut ? "out_of_stock" : st === "Pre-Order" ? "preorder" : "in_stock",
    }),
  );

// A German shop system's older theme: microdata in the buy box
platform(
  "a German shop system's older theme: 'statt' in the price box, LimitedAvailability beside 'steht derzeit nicht zur Verfügung!'",
  "https://shop5.example/herren/hemden/42/leinenhemd",
  (v: Variant) =>
    page(
      "de",
      `<title>Leinenhemd | Hemden | Herren | Demoshop</title>`,
      `<div class="content--wrapper"><div class="content product--details" data-ajax-wishlist="true" data-compare-ajax="true"><header class="product--header"><div class="product--info"><h1 class="product--title">Leinenhemd</h1><div class="product--supplier"><a href="/acme/" class="product--supplier-link"><img src="/media/acme.png" alt="Acme"></a></div></div></header>
<div class="product--detail-upper block-group"><div class="product--image-container image-slider product--image-zoom"><img src="/media/hemd.jpg" alt="Leinenhemd"></div>
<div class="product--buybox block"><meta itemprop="brand" content="Acme"><div class="buybox--inner"><div class="block-prices--container block-price--SW10042"></div>
<div class="product--price price--default${v.sale ? " price--discount" : ""}"><span class="price--content content--default"><meta itemprop="price" content="${v.sale ? "19.99" : "24.99"}">${v.sale ? "19,99" : "24,99"}&nbsp;&euro; *</span>${v.sale ? '<span class="price--discount-icon"><i class="icon--percent2"></i></span><span class="content--discount"><span class="price--line-through">statt 24,99&nbsp;&euro; *</span><span class="price--discount-percentage">(20% gespart)</span></span>' : ""}</div>
<p class="product--tax" data-content="" data-modalbox="true" data-targetselector="a" data-mode="ajax">Preise inkl. gesetzlicher MwSt. <a title="Versandkosten" href="/versand-und-zahlungsbedingungen" style="text-decoration:underline">zzgl. Versandkosten</a></p>
<div class="product--delivery">${v.soldOut ? '<link itemprop="availability" href="http://schema.org/LimitedAvailability" /><p class="delivery--information"><span class="delivery--text delivery--text-not-available"><i class="delivery--status-icon delivery--status-not-available"></i>Lieferzeit ca. 5 Tage</span></p>' : '<link itemprop="availability" href="http://schema.org/InStock" /><p class="delivery--information"><span class="delivery--text delivery--text-available"><i class="delivery--status-icon delivery--status-available"></i>Sofort versandfertig, Lieferzeit ca. 1-3 Werktage</span></p>'}</div>
<div class="product--configurator"></div>
${v.soldOut ? '<div class="alert is--error is--rounded"><div class="alert--icon"><i class="icon--element icon--cross"></i></div><div class="alert--content">Dieser Artikel steht derzeit nicht zur Verfügung!</div></div>' : '<form name="sAddToBasket" method="post" action="/checkout/addArticle" class="buybox--form" data-add-article="true" data-eventName="submit"><input type="hidden" name="sActionIdentifier" value=""><input type="hidden" name="sAdd" value="SW10042"><div class="buybox--button-container block-group"><div class="buybox--quantity block"><div class="select-field"><select id="sQuantity" name="sQuantity" class="quantity--select"><option value="1">1</option><option value="2">2</option></select></div></div><button class="buybox--button block btn is--primary is--icon-right is--center is--large" name="In den Warenkorb"><span class="buy-btn--cart-add">In den</span> <span class="buy-btn--cart-text">Warenkorb</span> <i class="icon--arrow-right"></i></button></div></form>'}
<nav class="product--actions"><a href="/note/add/ordernumber/SW10042" class="action--link action--note" title="Auf den Merkzettel"><i class="icon--heart"></i> <span class="action--text">Merken</span></a></nav></div>
<ul class="product--base-info list--unstyled"><li class="base-info--entry entry--sku"><strong class="entry--label">Artikel-Nr.:</strong><meta itemprop="productID" content="42"><span class="entry--content" itemprop="sku">SW10042</span></li></ul></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 19.99 : 24.99, sku: "SW10042", availability: stock(v.soldOut) }),
);

// A German shop system: the stock flag in a sentence, a delivery time printed either way
platform(
  "a German shop system: 'Art.Nr.:', a stock flag's whole sentence, the delivery time printed in stock and out",
  "https://laden.example/Bekleidung/Leinenhemd.html",
  (v: Variant) =>
    page(
      "de",
      `<title>Leinenhemd | Modehaus</title>`,
      `<div id="details_container"><div class="detailsInfo clear" id="productinfo"><div class="row"><div class="col-12 col-md-6 details-col-left"><div class="picture text-center"><img src="/out/pictures/hemd.jpg" alt="Leinenhemd" id="zoom1"></div></div>
<div class="col-12 col-md-6 details-col-middle"><h1 id="productTitle" class="details-title"><span>Leinenhemd</span></h1><span class="small text-muted">Art.Nr.: 2041-M</span>
<div class="information"><div class="pricebox">${v.sale ? '<del class="text-muted">UVP 24,99 €</del><br>' : ""}<label id="productPrice" class="price"><span class="price-from"></span><span class="price${v.sale ? " text-danger" : ""}">${v.sale ? "19,99" : "24,99"} €</span><span class="price-markup">*</span></label></div>
<div class="stockFlag${v.soldOut ? " notOnStock" : ""}">${v.soldOut ? '<i class="fa fa-circle text-danger"></i> Dieser Artikel ist nicht auf Lager und muss erst nachbestellt werden.' : '<i class="fa fa-circle text-success"></i> sofort lieferbar'}</div>
<div class="deliverytime">Lieferzeit: 1 - 3 Tage</div>
<div class="tobasket"><div class="tobasketFunction clear"><div class="input-group"><input id="amountToBasket" type="text" name="am" value="1" autocomplete="off" class="form-control"><div class="input-group-append"><button id="toBasket" type="submit"${v.soldOut ? ' disabled="disabled"' : ""} class="btn btn-primary submitButton largeButton"><i class="fa fa-shopping-cart"></i> In den Warenkorb</button></div></div></div></div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 19.99 : 24.99, sku: "2041-M", availability: stock(v.soldOut) }),
);

// A German cart: the delivery time as a status picture
platform(
  "a German cart: 'Art.Nr.:', the delivery time as a status picture, 'Statt' before the former price",
  "https://kaufhaus.example/Leinenhemd.html",
  (v: Variant) =>
    page(
      "de",
      `<title>Leinenhemd - Kaufhaus</title>`,
      `<div id="product_info" class="product-info"><div class="product-info-content"><div class="row"><div class="product-info-stage col-md-7"><img src="/images/product_images/hemd.jpg" alt="Leinenhemd"></div>
<div class="product-info-details col-md-5"><div class="product-info-title-desktop"><h1>Leinenhemd</h1></div>
<dl class="product-info-listing"><dt class="col-xs-5 text-left model-number">Art.Nr.:</dt><dd class="col-xs-7 model-number model-number-text">2041-M</dd><dt class="col-xs-5 text-left">Lieferzeit:</dt><dd class="col-xs-7 shipping-time"><img src="/images/icons/status/${v.soldOut ? "red" : "green"}.png" alt="${v.soldOut ? "nicht lieferbar" : "ca. 3-4 Tage"}" title="${v.soldOut ? "nicht lieferbar" : "ca. 3-4 Tage"}" class="img-shipping-time"> ${v.soldOut ? "nicht lieferbar" : "ca. 3-4 Tage"}</dd></dl>
<div class="price-container"><div class="price-calc-container" id="attributes-calc-price"><div class="current-price-container">${v.sale ? '<span class="productOldPrice">Statt 24,99 EUR</span><br>Nur ' : ""}<span class="price" id="gm_attr_calc_price">${v.sale ? "19,99" : "24,99"} EUR</span></div>
<p class="tax-shipping-text text-small">inkl. 19% MwSt. zzgl. <a class="gm_shipping_link" href="/popup/Versand.html">Versand</a></p></div></div>
<div class="row"><div class="input-number" data-type="float" data-stepping="1"><input type="number" step="1" class="form-control input-lg pull-right js-calculate-qty" value="1" id="attributes-calc-quantity" name="products_qty"></div>
<div class="button-container"><input name="products_id" type="hidden" value="42"><button class="btn btn-primary btn-buy btn-block pull-right js-btn-add-to-cart" type="submit" name="btn-add-to-cart" id="cart_button" title="In den Warenkorb"${v.soldOut ? ' disabled="disabled"' : ""}>In den Warenkorb</button></div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 19.99 : 24.99, sku: "2041-M", availability: stock(v.soldOut) }),
);

// A German Vue storefront
platform(
  "a German Vue storefront: 'Artikel-ID:', an availability badge, 'Sofort versandfertig'",
  "https://hemden.example/herren/leinenhemd_42_1042/",
  (v: Variant) =>
    page(
      "de",
      `<title>Leinenhemd | Hemdenladen</title>`,
      `<div id="vue-app"><div class="single container-max page-content"><div class="row"><div class="col-12 col-md-7"><div class="owl-single-item"><img src="/item/images/42/full/hemd.jpg" alt="Leinenhemd"></div></div>
<div class="col-12 col-md-5"><div class="producertag h6 producer text-muted">Acme</div><h1 class="h2 title" data-testing="item-name"><span>Leinenhemd</span></h1>
<div class="item-id text-muted small">Artikel-ID: <span>1042</span></div>
<div class="prices"><div class="price-view-port">${v.sale ? '<del class="crossprice"><span>24,99&nbsp;€</span></del>' : ""}</div><span class="price h1"><span>${v.sale ? "19,99" : "24,99"}&nbsp;€</span><sup>*</sup></span><div class="base-price text-muted my-3"></div></div>
<span class="availability badge ${v.soldOut ? "availability-5" : "availability-1"}"><span>${v.soldOut ? "Nicht vorrätig" : "Sofort versandfertig, Lieferzeit 1-3 Werktage"}</span></span>
<div class="my-3"><div class="w-100"><div class="add-to-basket-container"><div class="quantity-input-container"><div class="qty-box d-flex h-100"><input type="text" class="qty-input text-center" value="1"><div class="qty-btn-container d-flex flex-column"><button class="btn qty-btn flex-fill d-flex justify-content-center p-0"><i class="fa fa-plus"></i></button></div></div></div><button class="btn btn-block btn-primary btn-appearance${v.soldOut ? " disabled" : ""}" data-testing="single-add-to-basket-button"${v.soldOut ? ' disabled="disabled"' : ""}><i class="fa fa-shopping-cart fa-lg mobile-icon-right"></i> In den Warenkorb</button></div></div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 19.99 : 24.99, sku: "1042", availability: stock(v.soldOut) }),
);

// A Czech shop platform without JSON-LD
platform(
  "a Czech shop platform: 'Kód:', 'Skladem' / 'Vyprodáno', the standard price beside the final one",
  "https://obchod.example/lnena-kosile/",
  (v: Variant) =>
    page(
      "cs",
      `<title>Lněná košile - Obchod</title>`,
      `<div class="p-detail" data-product-id="42"><div class="p-detail-inner"><div class="p-detail-inner-header"><h1>Lněná košile</h1><div class="p-code"><span class="p-code-label">Kód:</span> <span>LK-2041</span></div></div>
<div class="p-image-wrapper"><img src="/user/shop/big/42.jpg" alt="Lněná košile"></div><div class="p-info-wrapper">
<div class="p-final-price-wrapper">${v.sale ? '<span class="price-standard"><span>890 Kč</span></span><span class="price-save">&ndash;22 %</span>' : ""}<strong class="price-final" data-testid="productCardPrice"><span class="price-final-holder">${v.sale ? "690" : "890"} Kč</span></strong><span class="price-additional">${v.sale ? "570,25" : "735,54"} Kč bez DPH</span></div>
<table class="detail-parameters"><tbody><tr><th><span class="row-header-label">Dostupnost<span class="row-header-label-colon">:</span></span></th><td><span class="availability-label" style="color: ${v.soldOut ? "#cb0000" : "#009901"}">${v.soldOut ? "Vyprodáno" : "Skladem"}</span>${v.soldOut ? "" : ' <span class="availability-amount">(&gt;5 ks)</span>'}</td></tr><tr><th>Kategorie:</th><td><a href="/kosile/">Košile</a></td></tr></tbody></table>
${v.soldOut ? '<div class="p-to-cart-block"><a href="#" class="btn btn-conversion watchdog">Hlídat dostupnost</a></div>' : '<form action="/action/Cart/addCartItem/" method="post" id="product-detail-form" class="pr-action"><div class="add-to-cart"><span class="quantity"><input type="number" name="amount" value="1" class="amount"></span><button type="submit" class="btn btn-lg btn-conversion add-to-cart-button" data-testid="buttonAddToCart"><span>Do košíku</span></button></div></form>'}
</div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 690 : 890, sku: "LK-2041", availability: stock(v.soldOut) }),
);

// A Dutch hosted shop's theme
platform(
  "a Dutch hosted shop's theme: 'Article code' without a colon, 'Sold out', a link for a button",
  "https://winkel.example/linen-shirt.html",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt - Acme</title>`,
      `<div class="product-wrap row"><div class="product-img col-md-6"><img src="/files/ls.jpg" alt="Linen Shirt"></div><div class="product-info col-md-6"><div class="page-title"><h1 class="product-page">Linen Shirt</h1></div>
<div class="product-info-top"><div class="product-code">Article code <span>LS2041</span></div></div>
<div class="product-price"><div class="price-wrap">${v.sale ? '<span class="price-old">€30,00</span> ' : ""}<span class="price">€${v.sale ? "25,00" : "30,00"}</span><small class="price-tax">Incl. tax</small></div>
<div class="stock">${v.soldOut ? '<span class="out-of-stock">Sold out</span>' : '<span class="in-stock">In stock</span>'}</div></div>
<form action="/cart/add/42/" id="product_configure_form" method="post"><div class="product-option"><div class="product-configure"><div class="product-configure-variants" aria-label="Select an option"><label for="product_configure_variants">Select an option: <em aria-hidden="true">*</em></label><select name="variant" id="product_configure_variants"><option value="42" selected>M - €30,00</option></select></div></div></div>
<div class="cart"><input type="text" name="quantity" value="1"><a href="javascript:;" onclick="$('#product_configure_form').submit();" class="btn glyphicon glyphicon-shopping-cart${v.soldOut ? " disabled" : ""}" title="Add to cart" id="addtocart"><span>Add to cart</span></a></div></form></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// A cart whose detail rows are named product-list-field
platform(
  "a cart with detail rows: 'CODE:', 'Availability:' in a product-list-field row, no buy button when gone",
  "https://cs.example/apparel/linen-shirt/",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt</title>`,
      `<div class="ty-product-block ty-product-detail"><div class="ty-product-block__wrapper clearfix"><div class="ty-product-block__img-wrapper"><img class="ty-pict" src="/images/ls.jpg" alt="Linen Shirt"></div><div class="ty-product-block__left"><form action="/" method="post" name="product_form_42" enctype="multipart/form-data" class="cm-disable-empty-files cm-ajax cm-ajax-full-render cm-ajax-status-middle">
<h1 class="ty-product-block-title"><bdi>Linen Shirt</bdi></h1><div class="brand"></div>
<div class="ty-product-block__sku"><div class="ty-control-group ty-sku-item cm-hidden-wrapper" id="sku_update_42"><label class="ty-control-group__label" id="sku_42">CODE:</label><span class="ty-control-group__item cm-reload-42" id="product_code_42">LS2041</span></div></div>
<div class="prices-container price-wrap">${v.sale ? '<div class="ty-product-prices"><span class="cm-reload-42" id="old_price_update_42"><span class="ty-list-price ty-nowrap" id="line_old_price_42">Old price: <span class="ty-strike"><bdi><span id="sec_old_price_42" class="ty-list-price ty-nowrap">$30.00</span></bdi></span></span></span></div>' : ""}
<div class="ty-product-block__price-actual"><span class="cm-reload-42 ty-price-update" id="price_update_42"><span class="ty-price" id="line_discounted_price_42"><bdi><span class="ty-price-num">$</span><span id="sec_discounted_price_42" class="ty-price-num">${v.sale ? "25.00" : "30.00"}</span></bdi></span></span></div>
${v.sale ? '<div class="ty-product-block__price-second"><span class="ty-list-price ty-save-price ty-nowrap" id="line_discount_value_42"> You save: <bdi><span>$</span><span id="sec_discount_value_42">5.00</span></bdi>&nbsp;(<span>17</span>%)</span></div>' : ""}</div>
<div class="ty-product-block__option"></div><div class="ty-product-block__advanced-option clearfix"><div class="cm-reload-42 stock-wrap" id="product_amount_update_42"><div class="ty-control-group product-list-field"><label class="ty-control-group__label">Availability:</label><span class="ty-qty-${v.soldOut ? "out-of-stock" : "in-stock"} ty-control-group__item" id="${v.soldOut ? "out_of_stock_info_42" : "in_stock_info_42"}">${v.soldOut ? "Out of stock" : "In stock"}</span></div></div></div>
<div class="ty-product-block__field-group"><div class="cm-reload-42" id="qty_update_42"><div class="ty-qty clearfix changer" id="qty_42"><label class="ty-control-group__label" for="qty_count_42">Quantity:</label><div class="ty-center ty-value-changer cm-value-changer"><a class="cm-increase ty-value-changer__increase">&#43;</a><input type="text" size="5" class="ty-value-changer__input cm-amount" id="qty_count_42" name="product_data[42][amount]" value="1"><a class="cm-decrease ty-value-changer__decrease">&minus;</a></div></div></div></div>
<div class="ty-product-block__button">${v.soldOut ? '<div class="cm-reload-42" id="add_to_cart_update_42"><a class="ty-btn ty-btn__text ty-add-to-wish cm-submit text-button" id="button_wishlist_42">Add to wish list</a></div>' : '<div class="cm-reload-42" id="add_to_cart_update_42"><button id="button_cart_42" class="ty-btn__primary ty-btn__big ty-btn__add-to-cart cm-form-dialog-closer ty-btn" type="submit" name="dispatch[checkout.add..42]">Add to cart</button></div>'}</div></form></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// The same French shop system's older theme
platform(
  "a French shop system's older theme: 'Référence', 'Ce produit n'est plus en stock', the buy block hidden by a class",
  "https://boutique.example/chemises/12-chemise-en-lin.html",
  (v: Variant) =>
    page(
      "fr",
      `<title>Chemise en lin - Ma boutique</title>`,
      `<div class="primary_block row"><div class="pb-left-column col-xs-12 col-sm-4 col-md-5"><div id="image-block" class="clearfix">${v.sale ? '<span class="discount">Prix réduit !</span>' : ""}<span id="view_full_size"><img id="bigpic" src="/12-large_default/chemise.jpg" title="Chemise en lin" alt="Chemise en lin"></span></div></div>
<div class="pb-center-column col-xs-12 col-sm-4"><h1>Chemise en lin</h1><p id="product_reference"><label>Référence </label><span class="editable">demo_12</span></p><p id="product_condition"><label>État : </label><span class="editable">Nouveau produit</span></p>
<div id="short_description_block"><div id="short_description_content" class="rte align_justify"><p>Chemise ample en lin lavé.</p></div></div>
<p id="pQuantityAvailable"${v.soldOut ? ' style="display: none;"' : ""}><span id="quantityAvailable">${v.soldOut ? 0 : 7}</span> <span id="quantityAvailableTxtMultiple">Produits</span></p>
<p id="availability_statut"><span id="availability_label">Disponibilité :</span> <span id="availability_value" class="label${v.soldOut ? " label-danger" : " label-success"}">${v.soldOut ? "Ce produit n&#039;est plus en stock" : "En stock"}</span></p>
<p class="warning_inline" id="last_quantities" style="display: none">Attention : dernières pièces disponibles !</p></div>
<div class="pb-right-column col-xs-12 col-sm-4 col-md-3"><form id="buy_block" action="/panier" method="post"><div class="box-info-product"><div class="content_prices clearfix"><div><p class="our_price_display"><span id="our_price_display" class="price">${v.sale ? "27,92" : "34,90"} €</span> TTC</p>
<p id="reduction_percent"${v.sale ? "" : ' style="display:none;"'}><span id="reduction_percent_display">${v.sale ? "-20%" : ""}</span></p>
<p id="old_price"${v.sale ? "" : ' class="hidden"'}><span id="old_price_display"><span class="price">${v.sale ? "34,90 €" : ""}</span> TTC</span></p></div></div>
<div class="product_attributes clearfix"><p id="quantity_wanted_p"${v.soldOut ? ' style="display: none;"' : ""}><label for="quantity_wanted">Quantité</label><input type="number" min="1" name="qty" id="quantity_wanted" class="text" value="1"></p></div>
<div class="box-cart-bottom"><div${v.soldOut ? ' class="unvisible"' : ""}><p id="add_to_cart" class="buttons_bottom_block no-print"><button type="submit" name="Submit" class="exclusive"><span>Ajouter au panier</span></button></p></div></div></div></form></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 27.92 : 34.9, sku: "demo_12", availability: stock(v.soldOut) }),
);

// A PHP commerce platform's first responsive theme
platform(
  "a PHP commerce platform's first theme: 'Special Price' beside 'Regular Price:', 'Availability:', the SKU in the additional information",
  "https://shop.example/linen-shirt.html",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt</title>`,
      `<div class="product-view"><div class="product-essential"><form action="/checkout/cart/add/" method="post" id="product_addtocart_form"><div class="product-img-box"><img id="image-main" src="/media/ls.jpg" alt="Linen Shirt"></div>
<div class="product-shop"><div class="product-name"><span class="h1">Linen Shirt</span></div>
<div class="price-info"><div class="price-box">${v.sale ? '<p class="old-price"><span class="price-label">Regular Price:</span><span class="price" id="old-price-42">$30.00</span></p><p class="special-price"><span class="price-label">Special Price</span><span class="price" id="product-price-42">$25.00</span></p>' : '<span class="regular-price" id="product-price-42"><span class="price">$30.00</span></span>'}</div></div>
<div class="extra-info"><p class="availability ${v.soldOut ? "out-of-stock" : "in-stock"}"><span class="label">Availability:</span><span class="value">${v.soldOut ? "Out of stock" : "In stock"}</span></p></div>
<div class="short-description"><div class="std">A relaxed shirt in washed linen.</div></div>
<div class="product-options-bottom">${v.soldOut ? "" : '<div class="add-to-cart"><div class="qty-wrapper"><label for="qty">Qty:</label><input type="text" pattern="\\d*" name="qty" id="qty" maxlength="12" value="1" title="Qty" class="input-text qty"></div><div class="add-to-cart-buttons"><button type="button" title="Add to Cart" class="button btn-cart" onclick="productAddToCartForm.submit(this)"><span><span>Add to Cart</span></span></button></div></div>'}
<ul class="add-to-links"><li><a href="/wishlist/index/add/product/42/" class="link-wishlist">Add to Wishlist</a></li></ul></div></div></form></div>
<div class="product-collateral toggle-content tabs"><div class="tab-content"><h2>Additional Information</h2><table class="data-table" id="product-attribute-specs-table"><tbody><tr><th class="label">SKU</th><td class="data">LS2041</td></tr></tbody></table></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// A Japanese open-source cart
platform(
  "a Japanese open-source cart: 通常価格 beside the price, 商品コード, 'ただいま品切れ中です。' on the disabled button",
  "https://zakka.example/products/detail/42",
  (v: Variant) =>
    page(
      "ja",
      `<title>リネンシャツ / ECサイト</title>`,
      `<div class="ec-productRole"><div class="ec-grid2"><div class="ec-grid2__cell"><div class="ec-sliderItemRole"><img src="/html/upload/save_image/shirt.jpg" alt="リネンシャツ"></div></div><div class="ec-grid2__cell"><div class="ec-productRole__profile">
<div class="ec-productRole__title"><h2 class="ec-headingTitle">リネンシャツ</h2></div>
${v.sale ? '<div class="ec-productRole__priceRegular"><span class="ec-productRole__priceRegularPrice">通常価格：<span class="price01-default">￥3,300</span></span><span class="ec-productRole__priceRegularTax">税込</span></div>' : ""}
<div class="ec-productRole__price"><div class="ec-price"><span class="ec-price__price price02-default">￥${v.sale ? "2,750" : "3,300"}</span><span class="ec-price__tax">税込</span></div></div>
<div class="ec-productRole__code">商品コード： <span class="product-code-default">LS-2041</span></div>
<form action="/products/add_cart/42" method="post" id="form1" name="form1"><div class="ec-productRole__actions"><div class="ec-numberInput"><span>数量</span><input type="number" id="quantity" name="quantity" required="required" min="1" maxlength="9" class="quantity form-control" value="1"></div></div>
<div class="ec-productRole__btn">${v.soldOut ? '<button type="button" class="ec-blockBtn--action" disabled="disabled">ただいま品切れ中です。</button>' : '<button type="submit" class="ec-blockBtn--action add-cart">カートに入れる</button>'}</div></form></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 2750 : 3300, sku: "LS-2041", availability: stock(v.soldOut) }),
);

// An open-source ERP's web shop
platform(
  "an ERP's web shop: the list price struck by style, 'Internal Reference:', 'Out of Stock' / '12 Units Available'",
  "https://erp.example/shop/linen-shirt-42",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Linen Shirt | My Website</title>`,
      `<div id="wrap" class="js_sale o_wsale_product_page"><section id="product_detail" class="container py-4 oe_website_sale" data-view-track="1"><div class="row"><div class="col-md-6 mt-md-4"><img src="/web/image/product.template/42/image_1024" alt="Linen Shirt"></div>
<div class="col-md-6 mt-md-4" id="product_details"><h1 itemprop="name">Linen Shirt</h1><span itemprop="url" style="display:none;">/shop/linen-shirt-42</span>
<form action="/shop/cart/update" method="POST"><div class="js_product js_main_product mb-3"><div><input type="hidden" class="product_id" name="product_id" value="42"><input type="hidden" class="product_template_id" name="product_template_id" value="42"></div>
<div class="product_price mt-2 mb-3 d-inline-block"><h3 class="css_editable_mode_hidden"><span class="oe_price" style="white-space: nowrap;" data-oe-type="monetary" data-oe-expression="combination_info['price']">$&nbsp;<span class="oe_currency_value">${v.sale ? "25.00" : "30.00"}</span></span><span itemprop="price" style="display:none;">${v.sale ? "25.0" : "30.0"}</span><span itemprop="priceCurrency" style="display:none;">USD</span>
<span class="text-danger oe_default_price ms-1 h5${v.sale ? "" : " d-none"}" style="text-decoration: line-through; white-space: nowrap;" data-oe-type="monetary" data-oe-expression="combination_info['list_price']">$&nbsp;<span class="oe_currency_value">30.00</span></span></h3></div>
<div id="add_to_cart_wrap" class="d-inline-flex align-items-center mb-2 me-auto"><div class="css_quantity input-group d-inline-flex me-2 mb-2 align-middle"><input type="text" class="form-control quantity text-center" data-min="1" name="add_qty" value="1"></div><a data-animation-selector=".o_wsale_product_images" role="button" id="add_to_cart" class="btn btn-primary js_check_product a-submit flex-grow-1${v.soldOut ? " out_of_stock disabled" : ""}" href="#"><i class="fa fa-shopping-cart me-2"></i>ADD TO CART</a></div>
<div id="product_option_block" class="d-flex flex-wrap w-100"></div></div></form>
${v.soldOut ? '<div class="availability_messages o_not_editable"><div id="out_of_stock_message" class="text-danger fw-bold">Out of Stock</div></div>' : '<div class="availability_messages o_not_editable"><div class="text-success fw-bold">12 Units Available</div></div>'}
<hr><p class="text-muted mb-0">Internal Reference: <span>LS2041</span></p></div></div></section></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// A PHP framework's shop
platform(
  "a PHP framework's shop: the product code under the heading, the original price struck, an 'Out of stock' message",
  "https://shop.example/en_US/products/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt | Outfitters</title>`,
      `<div class="ui stackable grid"><div class="eight wide column"><img src="/media/image/ls.jpg" id="main-image" alt="Linen Shirt"></div><div class="eight wide column"><h1 class="ui huge header" id="sylius-product-name">Linen Shirt</h1>
<div class="ui small header"><span class="sylius-product-code">LS_2041</span></div>
<span class="ui huge header" id="product-price" data-test-product-price>$${v.sale ? "25.00" : "30.00"}</span>${v.sale ? '<span class="ui small header" id="product-original-price" data-test-product-original-price><del>$30.00</del></span>' : ""}
<div class="ui hidden divider"></div>${v.soldOut ? '<div class="ui icon negative message" id="sylius-product-out-of-stock" data-test-product-out-of-stock><i class="remove icon"></i><div class="content"><div class="header">Out of stock</div></div></div>' : '<form id="sylius-product-adding-to-cart" name="sylius_add_to_cart" method="post" action="/ajax/cart/add" class="ui loadable form"><div class="required field"><label for="sylius_add_to_cart_cartItem_quantity" class="required">Quantity</label><input type="number" id="sylius_add_to_cart_cartItem_quantity" name="sylius_add_to_cart[cartItem][quantity]" required="required" min="1" value="1"></div><button type="submit" class="ui huge primary icon labeled button"><i class="cart icon"></i> Add to cart</button></form>'}</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS_2041", availability: stock(v.soldOut) }),
);

// A Polish hosted shop
platform(
  "a Polish hosted shop: 'Cena regularna' and the 30-day lowest price struck, 'Kod produktu:', 'Produkt niedostępny'",
  "https://sklep.example/product-pol-42-Koszula-lniana.html",
  (v: Variant) =>
    page(
      "pl",
      `<title>Koszula lniana - Sklep</title>`,
      `<div id="projector_form" class="projector_details"><div class="projector_details__wrapper"><div id="projector_productname" class="product_name"><h1 class="product_name__name m-0">Koszula lniana</h1></div>
<div id="projector_prices_wrapper" class="projector_details__prices projector_prices"><div class="projector_prices__price_wrapper"><strong class="projector_prices__price" id="projector_price_value"><span>${v.sale ? "149,00" : "199,00"}&nbsp;zł</span></strong><div class="projector_prices__info"><span class="projector_prices__vat"><span class="price_vat">brutto</span></span></div></div>
${v.sale ? '<div class="projector_prices__maxprice_wrapper" id="projector_price_maxprice_wrapper"><span class="projector_prices__maxprice_label">Cena regularna: </span><del class="projector_prices__maxprice" id="projector_price_maxprice">199,00&nbsp;zł</del></div><div class="projector_prices__lowest_price omnibus_price"><span class="omnibus_price__text">Najniższa cena z 30 dni przed obniżką: </span><del class="projector_prices__price omnibus_price__value">189,00&nbsp;zł</del></div>' : ""}</div>
<div id="projector_status_description_wrapper" class="projector_info__item --status projector_status"><span class="projector_status__gfx_wrapper projector_info__icon"><img id="projector_status_gfx" class="projector_status__gfx" src="/data/lang/pol/available_graph/graph_1_${v.soldOut ? 4 : 1}.png" alt="${v.soldOut ? "Produkt niedostępny" : "Produkt dostępny"}"></span><div id="projector_status_description" class="projector_status__description">${v.soldOut ? "Produkt niedostępny" : "Produkt dostępny w bardzo dużej ilości"}</div></div>
<div class="projector_details__code projector_code"><span class="projector_code__label">Kod produktu: </span><strong class="projector_code__value">KL-2041</strong></div>
<div id="projector_buy_section" class="projector_details__buy projector_buy"><div class="projector_buy__number_wrapper"><input class="projector_buy__number f-control" type="number" name="number" id="projector_number" value="1"></div><div class="projector_buy__button_wrapper"><button id="projector_button_basket" class="projector_buy__button btn --solid --large" type="submit"${v.soldOut ? ' disabled style="display:none"' : ""}>Dodaj do koszyka</button>${v.soldOut ? '<a class="projector_buy__observe btn --outline" href="#">Powiadom o dostępności</a>' : ""}</div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 149 : 199, sku: "KL-2041", availability: stock(v.soldOut) }),
);

// A Hungarian hosted shop
platform(
  "a Hungarian hosted shop: 'Cikkszám:', 'Raktáron' / 'Nincs raktáron', 'Elfogyott' on the button",
  "https://bolt.example/Lenvaszon-ing",
  (v: Variant) =>
    page(
      "hu",
      `<title>Lenvászon ing - Bolt</title>`,
      `<div id="page_artdet_content" class="artdet"><div class="artdet__name-wrap"><h1 class="artdet__name">Lenvászon ing</h1></div><div class="artdet__sku">Cikkszám: <span>LI-2041</span></div>
<div class="artdet__price">${v.sale ? '<div class="artdet__price-base product-price--base"><span class="price-strike">12 990 Ft</span></div>' : ""}<div class="artdet__price-discount product-price--sale"><span id="price_net_brutto_LI__2041" class="price_net_brutto_LI__2041">${v.sale ? "9 990" : "12 990"}</span> Ft</div></div>
<div class="artdet__stock ${v.soldOut ? "stock-no" : "stock-yes"}"><div class="artdet__stock-text">${v.soldOut ? "Nincs raktáron" : "Raktáron"}</div></div>
<div class="artdet__cart">${v.soldOut ? '<button class="btn artdet__cart-btn disabled" disabled type="button">Elfogyott</button>' : '<input class="qty-input" type="number" name="db" value="1"><button class="btn artdet__cart-btn" type="button" onclick="cart_add(\'LI__2041\',\'\');">Kosárba</button>'}</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 9990 : 12990, sku: "LI-2041", availability: stock(v.soldOut) }),
);

// The same commerce cloud's older storefront
platform(
  "a commerce cloud's older storefront: 'price-standard' beside 'price-sales', 'Item#', 'This item is currently not available.'",
  "https://shop.example/linen-shirt/LS2041.html",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt - Acme</title>`,
      `<div id="pdpMain" class="pdp-main"><div class="product-col-1 product-image-container"><img class="primary-image" src="/ls.jpg" alt="Linen Shirt"></div><div class="product-col-2 product-detail"><h1 class="product-name" itemprop="name">Linen Shirt</h1>
<div class="product-number">Item# <span itemprop="productID">LS2041</span></div>
<div id="product-content"><div class="product-price">${v.sale ? '<span class="price-standard">$79.00</span><span class="price-sales">$59.00</span>' : '<span class="price-sales">$79.00</span>'}</div>
<div class="product-variations"><ul><li class="attribute"><span class="label">Size</span><div class="value"><ul class="swatches size"><li class="selectable selected"><a class="swatchanchor" href="#" title="Select Size: M">M</a></li></ul></div></li></ul></div>
<div class="product-add-to-cart"><form action="/cart" method="post" id="dwfrm_product_addtocart"><fieldset><div class="inventory"><div class="quantity"><label for="Quantity">Qty</label><input type="text" class="input-text" name="Quantity" id="Quantity" size="2" maxlength="3" value="1"></div></div>
<div class="availability-web"><label>Availability</label><span class="value"><p class="${v.soldOut ? "not-available-msg" : "in-stock-msg"}">${v.soldOut ? "This item is currently not available." : "In Stock"}</p></span></div>
<input type="hidden" name="pid" id="pid" value="LS2041"><button id="add-to-cart" type="submit" title="Add to Cart" value="Add to Cart" class="button-fancy-large add-to-cart${v.soldOut ? " disabled" : ""}"${v.soldOut ? ' disabled="disabled"' : ""}>Add to Cart</button></fieldset></form></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 59 : 79, sku: "LS2041", availability: stock(v.soldOut) }),
);

// The French shop system's newest theme, in Italian
platform(
  "a French shop system's newest theme in Italian: the regular price beside the current one, 'Riferimento', 'Disponibile' / 'Non disponibile'",
  "https://negozio.example/it/camicie/12-42-camicia-di-lino.html",
  (v: Variant) =>
    page(
      "it",
      `<title>Camicia di lino</title>`,
      `<div class="product container"><div class="row"><div class="col-md-6 product__left"><img src="/12.jpg" alt="Camicia di lino"></div><div class="col-md-6 product__col"><h1 class="h4 product__name">Camicia di lino</h1>
<div class="product__prices js-product-prices"><div class="product__discount d-flex align-items-center">${v.sale ? '<span class="product__regular-price">34,90&nbsp;€</span><span class="product__discount-percentage badge">-20%</span>' : ""}</div><div class="product__current-price" content="${v.sale ? "27.92" : "34.9"}">${v.sale ? "27,92" : "34,90"}&nbsp;€</div><div class="product__tax-label">IVA inclusa</div></div>
<div class="product__description-short rich-text"><p>Camicia ampia in lino lavato.</p></div>
<div class="product__actions js-product-actions"><form action="/carrello" method="post" id="add-to-cart-or-refresh"><div class="product__add-to-cart js-product-add-to-cart"><div class="product-actions__quantity quantity-button js-quantity-button"><input id="quantity_wanted" name="qty" type="text" inputmode="numeric" value="1" class="form-control"></div><button class="btn btn-primary btn-lg add-to-cart" data-button-action="add-to-cart" type="submit"${v.soldOut ? " disabled" : ""}><i class="material-icons">&#xe854;</i>Aggiungi al carrello</button></div>
<div id="product-availability" class="product__availability js-product-availability"><span class="product__availability-label ${v.soldOut ? "text-danger" : "text-success"}">${v.soldOut ? "Non disponibile" : "Disponibile"}</span></div></form></div>
<div class="product__details"><div class="product__reference"><span class="label">Riferimento</span> <span>demo_12</span></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 27.92 : 34.9, sku: "demo_12", availability: stock(v.soldOut) }),
);

// A German hosted shop system
platform(
  "a German hosted shop system: 'Artikel-Nr.:', 'Statt' before the struck price, 'Lieferzeit: 2-3 Werktage' / 'Derzeit nicht verfügbar'",
  "https://shop.example/epages/Shop.sf/de_DE/?ObjectPath=/Shops/1/Products/LH2041",
  (v: Variant) =>
    page(
      "de",
      `<title>Leinenhemd - Shop</title>`,
      `<div class="ContentArea"><div class="ProductDetails"><h1 itemprop="name">Leinenhemd</h1><div class="ProductNo">Artikel-Nr.: <span>LH2041</span></div>
<div class="PriceArea">${v.sale ? '<div class="ListPrice"><span class="ListPriceLabel">Statt</span> <del>24,99 €</del></div>' : ""}<div class="Price"><span class="price-value">${v.sale ? "19,99" : "24,99"} €</span></div><div class="VatArea">inkl. 19% MwSt., zzgl. Versand</div></div>
<div class="Delivery"><span class="AvailabilityIcon ${v.soldOut ? "NotOnStock" : "OnStock"}"></span><span class="DeliveryPeriod">${v.soldOut ? "Derzeit nicht verfügbar" : "Lieferzeit: 2-3 Werktage"}</span></div>
<div class="AddToBasket"><input class="Quantity" type="text" name="Quantity" value="1"${v.soldOut ? " disabled" : ""}><button type="submit" name="AddToBasket" class="Button"${v.soldOut ? " disabled" : ""}>In den Warenkorb</button></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 19.99 : 24.99, sku: "LH2041", availability: stock(v.soldOut) }),
);
