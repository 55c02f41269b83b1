import { page, platform, stock, type Variant } from "./support/product-page-cases.js";

/**
 * Whole made-up product pages as hosted storefronts, commerce modules and headless shops print
 * them (their markup or its absence, classes, labels, inline state), each in stock and sold out,
 * on sale and not, as in extract-product-platforms.test.ts. Each rule they needed has its own
 * small page in extract-product-shop-system-rules.test.ts.
 */

// An embeddable store widget
platform(
  "an embeddable store widget: 'SKU' before the code, an 'Out of stock' label, no button when gone",
  "https://myshop.example/#!/Linen-Shirt/p/123456789",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt</title>`,
      `<div class="ecwid ecwid-SingleProduct-v2 ecwid-productBrowser"><div class="ec-store ec-store__product-page ec-store__product-page--123456789"><div class="product-details product-details--layout-two-columns-sidebar-right">
<div class="product-details__gallery"><img src="/img/ls.jpg" alt="Linen Shirt"></div><div class="product-details__sidebar"><h1 class="product-details__product-title ec-header-h3">Linen Shirt</h1>
<div class="product-details__product-sku ec-text-muted">SKU&nbsp;LS2041</div>
<div class="product-details__product-price ec-price-item" itemprop="price"><div class="product-details__product-price-row"><div class="details-product-price__value ec-price-item notranslate">$${v.sale ? "25.00" : "30.00"}</div>${v.sale ? '<div class="product-details__product-price-compare"><span class="ec-price-item--old">$30.00</span><span class="product-details__product-price-discount">Save 17%</span></div>' : ""}</div></div>
<div class="product-details-module details-product-purchase"><div class="product-details-module__content">${v.soldOut ? '<div class="product-details__label-container"><div class="ec-label label--attention"><div class="label__text">Out of stock</div></div></div>' : '<div class="details-product-purchase__place"><span>In stock</span></div><div class="details-product-purchase__add-to-bag"><div class="form-control form-control--button form-control--large form-control--primary"><button class="form-control__button" type="button"><span class="form-control__button-text">Add to Bag</span></button></div></div>'}</div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// A WordPress cart's variable product: the variations in the form's JSON
for (const noSku of [false, true])
  platform(
    `a WordPress cart's variable product: the variations in the form's JSON, 'This product is currently out of stock and unavailable.'${noSku ? ", 'N/A' for the SKU" : ""}`,
    "https://wp.example/product/linen-shirt/",
    (v: Variant) => {
      const vars = [
        {
          attributes: { attribute_pa_size: "s" },
          availability_html: v.soldOut ? '<p class="stock out-of-stock">Out of stock</p>' : '<p class="stock in-stock">3 in stock</p>',
          display_price: v.sale ? 25 : 30,
          display_regular_price: 30,
          is_in_stock: !v.soldOut,
          is_purchasable: true,
          sku: noSku ? "" : "LS-2041-S",
          variation_id: 51,
          max_qty: v.soldOut ? "" : 3,
        },
        {
          attributes: { attribute_pa_size: "m" },
          availability_html: v.soldOut ? '<p class="stock out-of-stock">Out of stock</p>' : "",
          display_price: v.sale ? 25 : 30,
          display_regular_price: 30,
          is_in_stock: !v.soldOut,
          is_purchasable: true,
          sku: noSku ? "" : "LS-2041-M",
          variation_id: 52,
        },
      ];
      return page(
        "en-US",
        `<title>Linen Shirt – Acme</title>`,
        `<div class="woocommerce-notices-wrapper"></div><div id="product-42" class="product type-product post-42 status-publish first ${v.soldOut ? "outofstock" : "instock"} product_cat-shirts has-post-thumbnail ${v.sale ? "sale " : ""}shipping-taxable purchasable product-type-variable">
${v.sale ? '<span class="onsale">Sale!</span>' : ""}<div class="woocommerce-product-gallery"><img src="/wp-content/uploads/ls.jpg" alt=""></div>
<div class="summary entry-summary"><h1 class="product_title entry-title">Linen Shirt</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${v.sale ? "25.00" : "30.00"}</bdi></span></p>
<div class="woocommerce-product-details__short-description"><p>A relaxed shirt in washed linen.</p></div>
<form class="variations_form cart" action="https://wp.example/product/linen-shirt/" method="post" enctype='multipart/form-data' data-product_id="42" data-product_variations="${JSON.stringify(vars).replace(/"/g, "&quot;")}">
${
  v.soldOut
    ? '<p class="stock out-of-stock">This product is currently out of stock and unavailable.</p>'
    : `<table class="variations" cellspacing="0" role="presentation"><tbody><tr><th class="label"><label for="pa_size">Size</label></th><td class="value"><select id="pa_size" class="" name="attribute_pa_size" data-attribute_name="attribute_pa_size" data-show_option_none="yes"><option value="">Choose an option</option><option value="s" class="attached enabled">S</option><option value="m" class="attached enabled">M</option></select><a class="reset_variations" href="#">Clear</a></td></tr></tbody></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label class="screen-reader-text" for="quantity_1">Linen Shirt quantity</label><input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" min="1" step="1"></div><button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button><input type="hidden" name="add-to-cart" value="42"><input type="hidden" name="product_id" value="42"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>`
}
</form><div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">${noSku ? "N/A" : "LS-2041"}</span></span> <span class="posted_in">Category: <a href="/product-category/shirts/" rel="tag">Shirts</a></span></div></div></div>`,
      );
    },
    (v: Variant) => ({ price: v.sale ? 25 : 30, ...(noSku ? {} : { sku: "LS-2041" }), availability: stock(v.soldOut) }),
  );

// A CMS's commerce module
platform(
  "a CMS's commerce module: field labels, the list price above the price, a disabled submit input",
  "https://d.example/product/42",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt | Acme</title>`,
      `<article data-history-node-id="42" class="commerce-product commerce-product--type--clothing commerce-product--view-mode--full"><h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">Linen Shirt</span></h1>
<div class="product--variation-field--variation_sku__42 field field--name-sku field--type-string field--label-inline clearfix"><div class="field__label">SKU</div><div class="field__item">LS-2041-M</div></div>
<div class="product--variation-field--variation_list_price__42">${v.sale ? '<div class="field field--name-list-price field--type-commerce-price field--label-inline clearfix"><div class="field__label">List price</div><div class="field__item">$30.00</div></div>' : ""}</div>
<div class="product--variation-field--variation_price__42 field field--name-price field--type-commerce-price field--label-hidden field__item">$${v.sale ? "25.00" : "30.00"}</div>
<div class="field field--name-variations field--type-entity-reference field--label-hidden field__items"><div class="field__item"><form class="commerce-order-item-add-to-cart-form-commerce-product-42 commerce-order-item-add-to-cart-form" data-drupal-selector="commerce-order-item-add-to-cart-form-commerce-product-42" action="/product/42" method="post" id="commerce-order-item-add-to-cart-form-commerce-product-42" accept-charset="UTF-8">
<div class="field--type-entity-reference field--name-purchased-entity field--widget-commerce-product-variation-attributes js-form-wrapper form-wrapper" id="edit-purchased-entity-wrapper"><div class="js-form-item form-item js-form-type-select form-item-purchased-entity-0-attributes-attribute-size"><label for="edit-purchased-entity-0-attributes-attribute-size" class="js-form-required form-required">Size</label><select data-drupal-selector="edit-purchased-entity-0-attributes-attribute-size" id="edit-purchased-entity-0-attributes-attribute-size" name="purchased_entity[0][attributes][attribute_size]" class="form-select required"><option value="1" selected="selected">M</option></select></div></div>
${v.soldOut ? '<div class="field field--name-field-stock-level"><div class="field__item">Out of stock</div></div>' : ""}
<div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="Add to cart" class="button--add-to-cart button button--primary js-form-submit form-submit"${v.soldOut ? ' disabled="disabled"' : ""}></div></form></div></div>
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>A relaxed shirt in washed linen.</p></div></article>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS-2041-M", availability: stock(v.soldOut) }),
);

// A Ruby storefront
platform(
  "a Ruby storefront: variants as radio buttons with '(Out of Stock)', the button disabled",
  "https://outfitters.example/products/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt - Outfitters</title>`,
      `<div class="container"><div data-hook="product_show" class="row"><div class="col-md-4" data-hook="product_left_part"><div data-hook="product_left_part_wrap"><div id="product-images" data-hook="product_images"><div id="main-image" class="card" data-hook><img alt="Linen Shirt" src="/ls.jpg"></div></div>
<div data-hook="product_properties"><h3 class="product-section-title">Properties</h3><table id="product-properties" class="table table-striped" data-hook><tbody><tr class="even"><td><strong>Material</strong></td><td>Linen</td></tr></tbody></table></div></div></div>
<div class="col-md-8" data-hook="product_right_part"><div data-hook="product_right_part_wrap"><div id="product-description" data-hook="product_description"><h1 class="product-title mt-2">Linen Shirt</h1><div class="well" data-hook="description">A relaxed shirt in washed linen.</div>
<div id="cart-form" data-hook="cart_form"><form action="/orders/populate" accept-charset="UTF-8" method="post"><div class="row" id="inside-product-cart-form" data-hook="inside_product_cart_form"><div id="product-variants" class="col-md-6"><h3 class="product-section-title">Variants</h3><ul class="list-group">
<li><input type="radio" name="variant_id" id="variant_id_17" value="17" data-price="$${v.sale ? "25.00" : "30.00"}" data-in-stock="${!v.soldOut}" checked="checked"><label for="variant_id_17"><span class="variant-description">Size: M</span>${v.soldOut ? '<span class="out-of-stock">(Out of Stock)</span>' : ""}</label></li></ul></div>
<div data-hook="product_price" class="col-md-5"><div id="product-price"><h6 class="product-section-title">Price</h6><div><span class="lead price selling">$${v.sale ? "25.00" : "30.00"}</span></div>${v.sale ? "" : ""}</div>
<div class="add-to-cart"><div class="input-group"><input type="number" name="quantity" id="quantity" value="1" class="title form-control" min="1"><span class="input-group-btn"><button name="button" type="submit" class="btn btn-success" id="add-to-cart-button"${v.soldOut ? ' disabled="disabled"' : ""}><i class="glyphicon glyphicon-shopping-cart"></i> Add To Cart</button></span></div></div></div></div></form></div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, availability: stock(v.soldOut) }),
);

// An enterprise commerce accelerator
platform(
  "an enterprise commerce accelerator: 'ID' then the code, '12 In Stock', 'Out of stock' on the button",
  "https://b2c.example/en/Apparel/Shirts/Linen-Shirt/p/300441142",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt | Apparel Site UK</title>`,
      `<div class="product-details page-title"><div class="name">Linen Shirt<span class="sku">ID</span><span class="code">300441142</span></div></div>
<div class="row"><div class="col-xs-10 col-xs-push-1 col-sm-6 col-sm-push-0 col-lg-4"><div class="image-gallery js-gallery"><img class="lazyOwl" src="/medias/ls.jpg" alt="Linen Shirt"></div></div>
<div class="clearfix hidden-sm hidden-md hidden-lg"></div><div class="col-sm-6 col-lg-8"><div class="product-main-info"><div class="row"><div class="col-lg-6"><div class="product-details"><div class="product-price">${v.sale ? '<p class="price"><s>£30.00</s></p>' : ""}<p class="price">£${v.sale ? "25.00" : "30.00"}</p></div><div class="description">A relaxed shirt in washed linen.</div></div></div>
<div class="col-sm-12 col-md-9 col-lg-6"><div class="addtocart-component"><div class="qty-selector input-group js-qty-selector"><span class="input-group-btn"><button class="btn btn-default js-qty-selector-minus" type="button" disabled="disabled"><span class="glyphicon glyphicon-minus" aria-hidden="true"></span></button></span><input type="text" maxlength="3" class="form-control js-qty-selector-input" size="1" value="1" data-max="${v.soldOut ? 0 : 12}" data-min="1" name="pdpAddtoCartInput" id="pdpAddtoCartInput"><span class="input-group-btn"><button class="btn btn-default js-qty-selector-plus" type="button"><span class="glyphicon glyphicon-plus" aria-hidden="true"></span></button></span></div>
<div class="stock-wrapper clearfix">${v.soldOut ? "Out of stock" : "12 In Stock"}</div>
<div class="actions"><form id="addToCartForm" class="add_to_cart_form" action="/en/cart/add" method="post"><input type="hidden" maxlength="3" size="1" id="qty" name="qty" class="qty js-qty-selector-input" value="1"><input type="hidden" name="productCodePost" value="300441142"><button id="addToCartButton" type="${v.soldOut ? "button" : "submit"}" class="btn btn-primary btn-block js-add-to-cart js-enable-btn${v.soldOut ? " btn-icon glyphicon-shopping-cart outOfStock" : " btn-icon glyphicon-shopping-cart"}"${v.soldOut ? ' disabled="disabled"' : ""}>${v.soldOut ? "Out of stock" : "Add to bag"}</button></form></div></div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "300441142", availability: stock(v.soldOut) }),
);

// A PHP commerce platform's configurable product: the product in its scripts' JSON
platform(
  "a PHP commerce platform's configurable product: 'Special Price' beside 'Regular Price', stock only in the scripts' JSON",
  "https://outdoor.example/linen-shirt.html",
  (v: Variant) => {
    const cfg = {
      attributes: {
        93: { id: "93", code: "size", label: "Size", options: [{ id: "5", label: "M", products: v.soldOut ? [] : ["1201"] }] },
      },
      template: "$<%- data.price %>",
      optionPrices: {
        1201: { oldPrice: { amount: 30 }, basePrice: { amount: v.sale ? 25 : 30 }, finalPrice: { amount: v.sale ? 25 : 30 } },
      },
      prices: { oldPrice: { amount: "30" }, basePrice: { amount: "30" }, finalPrice: { amount: v.sale ? "25" : "30" } },
      productId: "1204",
      chooseText: "Choose an Option...",
      sku: { 1201: "LS2041-M" },
    };
    return page(
      "en",
      `<title>Linen Shirt</title>`,
      `<div class="columns"><div class="column main"><div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Linen Shirt</span></h1></div>
<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="1204" data-price-box="product-id-1204">${v.sale ? '<span class="special-price"><span class="price-container price-final_price tax weee"><span class="price-label">Special Price</span> <span id="product-price-1204" data-price-amount="25" data-price-type="finalPrice" class="price-wrapper "><span class="price">$25.00</span></span></span></span><span class="old-price"><span class="price-container price-final_price tax weee"><span class="price-label">Regular Price</span> <span id="old-price-1204" data-price-amount="30" data-price-type="oldPrice" class="price-wrapper "><span class="price">$30.00</span></span></span></span>' : '<span class="normal-price"><span class="price-container price-final_price tax weee"><span id="product-price-1204" data-price-amount="30" data-price-type="finalPrice" class="price-wrapper "><span class="price">$30.00</span></span></span></span>'}</div>
<div class="product-info-stock-sku"><div class="product attribute sku"><strong class="type">SKU</strong> <div class="value">LS2041</div></div></div></div>
<div class="product-add-form"><form data-product-sku="LS2041" action="/checkout/cart/add/uenc/x/product/1204/" method="post" id="product_addtocart_form"><div class="product-options-wrapper" id="product-options-wrapper"><div class="fieldset" tabindex="0"><div class="field configurable required"><label class="label" for="attribute93"><span>Size</span></label><div class="control"><select name="super_attribute[93]" data-selector="super_attribute[93]" data-validate="{required:true}" id="attribute93" class="super-attribute-select"><option value="">Choose an Option...</option></select></div></div></div></div>
<div class="box-tocart"><div class="fieldset"><div class="field qty"><label class="label" for="qty"><span>Qty</span></label><div class="control"><input type="number" name="qty" id="qty" min="0" value="1" title="Qty" class="input-text qty"></div></div><div class="actions"><button type="submit" title="Add to Cart" class="action primary tocart" id="product-addtocart-button"><span>Add to Cart</span></button></div></div></div></form></div>
<script type="text/x-magento-init">${JSON.stringify({ "#product_addtocart_form": { configurable: { spConfig: cfg, gallerySwitchStrategy: "replace" } }, "*": { "Magento_Catalog/js/product/view/provider": { data: { items: { 1204: { add_to_cart_button: { post_data: "{}", url: "/checkout/cart/add/", required_options: true }, name: "Linen Shirt", is_salable: v.soldOut ? "0" : "1", is_available: !v.soldOut, type: "configurable", id: 1204, price_info: { final_price: v.sale ? 25 : 30, max_price: 30, regular_price: 30 } } }, store: "1", currency: "USD" } } } })}</script></div></div></div>`,
    );
  },
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// A headless storefront: the product in the framework's state, hashed classes
for (const shape of ["status", "flag", "qty"])
  platform(
    `a headless storefront: the product in the framework's state (${shape}), hashed classes, the button's words`,
    "https://headless.example/products/linen-shirt",
    (v: Variant) => {
      const product = {
        __typename: "Product",
        id: "gid://shop/Product/42",
        name: "Linen Shirt",
        slug: "linen-shirt",
        sku: "LS-2041",
        ...(shape === "status"
          ? { stockStatus: v.soldOut ? "OUT_OF_STOCK" : "IN_STOCK" }
          : shape === "flag"
            ? { isAvailable: !v.soldOut }
            : { quantityAvailable: v.soldOut ? 0 : 8 }),
        price: { amount: v.sale ? "25.0" : "30.0", currencyCode: "USD" },
      };
      const data = {
        props: { pageProps: { product, related: [{ name: "Linen Trousers", sku: "LT-9", stockStatus: "IN_STOCK" }] } },
        page: "/products/[slug]",
        query: { slug: "linen-shirt" },
        buildId: "x",
      };
      return page(
        "en",
        `<title>Linen Shirt | Headless</title>`,
        `<div id="__next"><div class="css-1x2y"><div class="css-9k3j"><h1 class="css-abc12">Linen Shirt</h1><p class="css-p1">$${v.sale ? "25.00" : "30.00"}</p>${v.sale ? '<p class="css-p2"><s>$30.00</s></p>' : ""}<button class="css-btn"${v.soldOut ? " disabled" : ""}>${v.soldOut ? "Sold out" : "Add to cart"}</button></div></div></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`,
      );
    },
    (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS-2041", availability: stock(v.soldOut) }),
  );

// A headless storefront whose visible page says nothing of stock: only the state does
for (const shape of ["status", "flag", "qty", "lower"])
  platform(
    `a headless storefront whose visible page says nothing of stock: the state's ${shape}`,
    "https://headless.example/products/linen-shirt",
    (v: Variant) => {
      const product = {
        name: "Linen Shirt",
        sku: "LS-2041",
        ...(shape === "status"
          ? { stockStatus: v.soldOut ? "OUT_OF_STOCK" : "IN_STOCK" }
          : shape === "flag"
            ? { isAvailable: !v.soldOut }
            : shape === "lower"
              ? { availability: v.soldOut ? "out_of_stock" : "in_stock" }
              : { quantityAvailable: v.soldOut ? 0 : 8 }),
        price: { amount: v.sale ? "25.0" : "30.0", currencyCode: "USD" },
      };
      return page(
        "en",
        `<title>Linen Shirt | Headless</title>`,
        `<div id="__next"><h1 class="css-abc12">Linen Shirt</h1><p class="css-p1">$${v.sale ? "25.00" : "30.00"}</p></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { product } } })}</script>`,
      );
    },
    (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS-2041", availability: stock(v.soldOut) }),
  );

// A premium theme of a hosted platform, no JSON-LD: the price on the button
platform(
  "a premium theme: 'SKU:' under the heading, the compare-at price beside, the price on the button",
  "https://premium.example/products/linen-shirt?variant=4012",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt – Atelier</title><meta property="og:type" content="product"><meta property="og:title" content="Linen Shirt"><meta property="og:price:amount" content="${v.sale ? "25.00" : "30.00"}"><meta property="og:price:currency" content="USD">`,
      `<section class="Product Product--large" data-section-type="product"><div class="Product__Wrapper"><div class="Product__InfoWrapper"><div class="Product__Info"><div class="Container"><div class="ProductMeta"><h2 class="ProductMeta__Vendor Heading u-h6">Atelier</h2><h1 class="ProductMeta__Title Heading u-h2">Linen Shirt</h1><p class="ProductMeta__Sku Text--subdued">SKU: <span class="ProductMeta__SkuNumber">LS-2041-M</span></p>
<div class="ProductMeta__PriceList Heading"><span class="ProductMeta__Price Price ${v.sale ? "Price--highlight " : ""}Text--subdued u-h4" data-money-convertible>$${v.sale ? "25.00" : "30.00"}</span>${v.sale ? '<span class="ProductMeta__Price Price Price--compareAt Text--subdued u-h4" data-money-convertible>$30.00</span>' : ""}</div>
<div class="ProductMeta__UnitPriceMeasurement" style="display:none"><div class="UnitPriceMeasurement Heading u-h6 Text--subdued"><span class="UnitPriceMeasurement__Price"></span></div></div></div>
<form method="post" action="/cart/add" class="ProductForm"><div class="ProductForm__Variants"><div class="ProductForm__Option"><div class="Select Select--primary"><select name="id" data-productid="42" class="ProductForm__SingleOptionSelector"><option value="4011">S - $30.00</option><option value="4012" selected="selected">M - $30.00</option></select></div></div></div>
<button type="submit" class="ProductForm__AddToCart Button ${v.soldOut ? "Button--secondary" : "Button--primary"} Button--full" ${v.soldOut ? "disabled" : 'data-action="add-to-cart"'}>${v.soldOut ? "<span>Sold Out</span>" : `<span>Add to cart</span><span class="Button__SeparatorDot"></span><span data-money-convertible>$${v.sale ? "25.00" : "30.00"}</span>`}</button></form></div></div></div></div></section>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS-2041-M", availability: stock(v.soldOut) }),
);

// A site builder's product page printed with its product popup's parts
platform(
  "a site builder's product page: parts named for the product popup, 'Артикул:', the currency in a box of its own, 'Нет в наличии'",
  "https://studio.example/tproduct/123-lnyanaya-rubashka",
  (v: Variant) =>
    page(
      "ru",
      `<title>Льняная рубашка</title>`,
      `<div class="t-store t-store__prod-snippet__container"><div class="js-store-product js-product t-store__product-snippet" data-product-lid="123" data-product-uid="456" data-product-gen-uid="789"><div class="t-container"><div class="t-col t-col_6"><img src="/tild/rubashka.jpg" alt="Льняная рубашка"></div>
<div class="t-col t-col_6"><div class="t-store__product-snippet__title-wrapper"><h1 class="js-store-prod-name js-product-name t-store__prod-popup__name t-name t-name_xl">Льняная рубашка</h1><div class="t-store__prod-popup__sku t-descr t-descr_xxs">Артикул: <span class="js-store-prod-sku js-product-sku">LR-2041</span></div></div>
<div class="js-store-price-wrapper t-store__prod-popup__price-wrapper"><div class="t-store__prod-popup__price t-store__prod-popup__price-item t-name t-name_md"><div class="js-product-price js-store-prod-price-val t-store__prod-popup__price-value" data-product-price-def="${v.sale ? 2490 : 2990}" data-product-price-def-str="${v.sale ? "2 490" : "2 990"}">${v.sale ? "2 490" : "2 990"}</div><div class="t-store__prod-popup__price-currency">р.</div></div>
${v.sale ? '<div class="t-store__prod-popup__price_old t-store__prod-popup__price-item t-name t-name_md"><div class="js-store-prod-price-old-val t-store__prod-popup__price-value">2 990</div><div class="t-store__prod-popup__price-currency">р.</div></div>' : ""}</div>
<div class="js-product-controls-wrapper"></div><div class="t-store__prod-popup__btn-wrapper">${v.soldOut ? '<div class="js-store-prod-sold-out t-store__prod-popup__sold-out t-typography__sold-out t-name t-name_xs">Нет в наличии</div>' : '<a href="#order" class="t-store__prod-popup__btn t-btn t-btn_sm"><table role="presentation" style="width:100%; height:100%;"><tbody><tr><td class="js-store-prod-popup-buy-btn-txt">Купить</td></tr></tbody></table></a>'}</div></div></div></div></div>`,
    ),
  // In stock, its buy link's words sit in a box named as a part of the popup, and say nothing.
  (v: Variant) => ({ price: v.sale ? 2490 : 2990, sku: "LR-2041", ...(v.soldOut ? { availability: "out_of_stock" } : {}) }),
);

// A site builder's e-commerce: both states printed, one shown
platform(
  "a site builder's shop: the add-to-cart form and the out-of-stock state both printed, one hidden by style",
  "https://studio.example/product/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt</title>`,
      `<div class="product-section"><div class="product-wrapper"><div class="product-details"><h1 class="product-name">Linen Shirt</h1><div data-wf-sku-bindings="%5B%5D" class="product-price">$&nbsp;${v.sale ? "25.00" : "30.00"}&nbsp;USD</div>${v.sale ? '<div class="compare-at-price">$&nbsp;30.00&nbsp;USD</div>' : ""}
<div class="add-to-cart"><form data-node-type="commerce-add-to-cart-form" data-commerce-sku-id="abc" data-loading-text="Adding to cart..." data-commerce-product-id="def" class="w-commerce-commerceaddtocartform default-state"${v.soldOut ? ' style="display:none"' : ""}><label for="quantity-1" class="field-label">Quantity</label><input type="number" pattern="^[0-9]+$" inputmode="numeric" id="quantity-1" name="commerce-add-to-cart-quantity-input" min="1" class="w-commerce-commerceaddtocartquantityinput quantity" value="1"><input type="submit" data-node-type="commerce-add-to-cart-button" data-loading-text="Adding to cart..." aria-busy="false" aria-haspopup="dialog" class="w-commerce-commerceaddtocartbutton add-to-cart-button" value="Add to Cart"></form>
<div style="display:${v.soldOut ? "block" : "none"}" class="w-commerce-commerceaddtocartoutofstock out-of-stock-state" tabindex="0"><div>This product is out of stock.</div></div>
<div aria-live="" data-node-type="commerce-add-to-cart-error" style="display:none" class="w-commerce-commerceaddtocarterror"><div data-node-type="commerce-add-to-cart-error" data-w-add-to-cart-quantity-error="Product is not available in this quantity.">Product is not available in this quantity.</div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, availability: stock(v.soldOut) }),
);

// A hosted shop for makers
platform(
  "a makers' hosted shop: 'On Sale' / 'Sold Out' statuses beside the price, no form when gone",
  "https://maker.example/product/linen-shirt",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt | Maker</title>`,
      `<div class="product-page"><div class="product-images"><img src="/images/ls.jpg" alt="Image of Linen Shirt"></div><div class="product-details"><h1 class="product-title">Linen Shirt</h1>
<div class="product-price"><div data-currency-amount="${v.sale ? "25.0" : "30.0"}" data-currency-code="USD">$${v.sale ? "25.00" : "30.00"}</div>${v.sale ? '<div class="product-status">On Sale</div>' : ""}${v.soldOut ? '<div class="product-status status-primary">Sold Out</div>' : ""}</div>
<div class="product-description"><p>A relaxed shirt in washed linen.</p></div>
${v.soldOut ? "" : '<form method="post" class="product-form" action="/cart" accept-charset="utf8"><input type="hidden" name="utf8" value="✓"><input id="option" name="cart[add][id]" type="hidden" value="123"><button class="button add-to-cart-button" name="submit" type="submit" title="Add to Cart" data-add-title="Add to Cart" data-sold-title="Sold Out">Add to Cart</button></form>'}</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, availability: stock(v.soldOut) }),
);

// A PHP commerce platform's lightweight theme
platform(
  "a commerce platform's lightweight theme: 'SKU:' under the heading, the stock line titled Availability",
  "https://outdoor.example/linen-shirt.html",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt</title>`,
      `<section class="text-gray-700 body-font"><div class="flex flex-col md:flex-row flex-wrap"><div class="w-full md:w-1/2"><img src="/media/ls.jpg" alt="Linen Shirt"></div><div class="w-full md:w-1/2"><h1 class="text-gray-900 page-title title-font" itemprop="name"><span class="base" data-ui-id="page-title-wrapper">Linen Shirt</span></h1>
<div class="product-info-sku my-2">SKU: <span>LS2041</span></div>
<div class="flex"><div class="w-1/2"><div x-data="initPriceBox()" class="price-box price-final_price">${v.sale ? '<div class="old-price flex mr-2"><span class="price-label block">Regular Price</span><span class="price">$30.00</span></div>' : ""}<div class="final-price inline-block" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span class="price-wrapper title-font font-medium text-2xl text-gray-900"><span class="price">$${v.sale ? "25.00" : "30.00"}</span></span></div></div></div>
<div class="w-1/2 text-right">${v.soldOut ? '<p class="unavailable stock flex items-center justify-end" title="Availability"><span>Out of stock</span></p>' : '<p class="flex items-center justify-end align-middle available gap-x-2 stock" title="Availability"><span>In stock</span></p>'}</div></div>
${v.soldOut ? "" : '<div class="flex mt-4"><div class="mr-2"><input name="qty" type="number" min="1" value="1" class="form-input px-2 py-2 w-20 text-center"></div><button type="submit" form="product_addtocart_form" title="Add to Cart" class="btn btn-primary" id="product-addtocart-button"><span class="block ml-2">Add to Cart</span></button></div>'}</div></div></section>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// The WordPress cart in German with a legal add-on
platform(
  "a WordPress cart in German: the former price for screen readers, 'Lieferzeit: 3-4 Werktage', 'Vorrätig' / 'Nicht vorrätig'",
  "https://laden.example/produkt/leinenhemd/",
  (v: Variant) =>
    page(
      "de-DE",
      `<title>Leinenhemd – Laden</title>`,
      `<div id="product-42" class="product type-product post-42 status-publish ${v.soldOut ? "outofstock" : "instock"} product_cat-hemden ${v.sale ? "sale " : ""}taxable shipping-taxable purchasable product-type-simple"><div class="summary entry-summary"><h1 class="product_title entry-title">Leinenhemd</h1>
<p class="price">${v.sale ? '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>24,99&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></del> <span class="screen-reader-text">Ursprünglicher Preis war: 24,99&nbsp;&euro;</span><ins aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>19,99&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></ins><span class="screen-reader-text">Aktueller Preis ist: 19,99&nbsp;&euro;</span>' : '<span class="woocommerce-Price-amount amount"><bdi>24,99&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>'}</p>
<div class="legal-price-info"><p class="wc-gzd-additional-info"><span class="wc-gzd-additional-info tax-info">inkl. 19 % MwSt.</span><span class="wc-gzd-additional-info shipping-costs-info">zzgl. <a href="/versandarten/" target="_blank">Versandkosten</a></span></p></div>
<p class="wc-gzd-additional-info delivery-time-info">Lieferzeit: <span class="delivery-time-inner delivery-time-3-4-werktage">3-4 Werktage</span></p>
<p class="stock ${v.soldOut ? "out-of-stock" : "in-stock"}">${v.soldOut ? "Nicht vorrätig" : "Vorrätig"}</p>
${v.soldOut ? "" : '<form class="cart" action="/produkt/leinenhemd/" method="post" enctype="multipart/form-data"><div class="quantity"><input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" min="1"></div><button type="submit" name="add-to-cart" value="42" class="single_add_to_cart_button button alt">In den Warenkorb</button></form>'}
<div class="product_meta"><span class="sku_wrapper">Artikelnummer: <span class="sku">LH-2041</span></span></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 19.99 : 24.99, sku: "LH-2041", availability: stock(v.soldOut) }),
);

// A PHP cart: the market price and the saving hidden when not on sale
platform(
  "a PHP cart: 'Market price' beside the price, 'SKU:', '(12 items available)', 'Out of stock' on the button",
  "https://store.example/linen-shirt.html",
  (v: Variant) =>
    page(
      "en",
      `<title>Linen Shirt</title>`,
      `<div class="product-details-info"><h1 class="fn title">Linen Shirt</h1><div class="product-details-market-price"${v.sale ? "" : ' style="display:none"'}><div class="text">Market price: <span class="value">$30.00</span>, you save: <span class="save">17%</span></div></div>
<div class="product-price"><span class="price product-price">$${v.sale ? "25.00" : "30.00"}</span></div>
<div class="product-details-sku"><span class="sku-label">SKU:</span> <span class="value">LS2041</span></div>
<div class="product-stock"><span class="stock-level product-${v.soldOut ? "out-of-stock" : "in-stock"}">${v.soldOut ? "Out of stock" : '<span class="in-stock-label">In stock</span> <span class="product-items-available">(12 items available)</span>'}</span></div>
<div class="product-buttons shade-base"><div class="add-button-wrapper"><button type="submit" class="btn  regular-button regular-main-button add2cart submit${v.soldOut ? " disabled" : ""}"${v.soldOut ? " disabled" : ""}><span>${v.soldOut ? "Out of stock" : "Add to cart"}</span></button></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// A commerce platform's progressive web storefront: the product in the GraphQL client's cache
platform(
  "a progressive web storefront: the price in four spans, 'SKU' in its own box, stock_status in the client's cache",
  "https://outdoor.example/linen-shirt.html",
  (v: Variant) => {
    const cache = {
      ROOT_QUERY: { storeConfig: { __ref: "StoreConfig:1" } },
      "ConfigurableProduct:42": {
        __typename: "ConfigurableProduct",
        id: 42,
        uid: "NDI=",
        name: "Linen Shirt",
        sku: "LS2041",
        stock_status: v.soldOut ? "OUT_OF_STOCK" : "IN_STOCK",
        price_range: {
          maximum_price: { final_price: { currency: "USD", value: v.sale ? 25 : 30 }, discount: { amount_off: v.sale ? 5 : 0 } },
        },
      },
      "SimpleProduct:7": { __typename: "SimpleProduct", name: "Linen Trousers", sku: "LT9", stock_status: "IN_STOCK" },
    };
    return page(
      "en",
      `<title>Linen Shirt</title>`,
      `<div id="root"><main class="main-root-Ubg"><form class="productFullDetail-root-T1s"><section class="productFullDetail-title-MnB"><h1 aria-live="polite" class="productFullDetail-productName-RLv" data-cy="ProductFullDetail-productName">Linen Shirt</h1><p data-cy="ProductFullDetail-productPrice" class="productFullDetail-productPrice-hu4"><span>$</span><span>${v.sale ? "25" : "30"}</span><span>.</span><span>00</span></p></section>
<section class="productFullDetail-actions-cYG"><button class="button-root_highPriority-Kiw button-root-Ndf" type="submit"${v.soldOut ? " disabled" : ""}><span class="button-content-MMk">${v.soldOut ? "Out of Stock" : "Add to Cart"}</span></button></section>
<section class="productFullDetail-details-nbO"><span class="productFullDetail-detailsTitle-Vbf">SKU</span><strong>LS2041</strong></section></form></main></div>
<script>window.__APOLLO_STATE__ = ${JSON.stringify(cache)};</script>`,
    );
  },
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS2041", availability: stock(v.soldOut) }),
);

// The WordPress cart's block theme
platform(
  "a WordPress cart's block theme: the stock indicator block, 'SKU:' in the meta block",
  "https://wp.example/product/linen-shirt/",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Linen Shirt – Acme</title>`,
      `<div class="wp-block-group woocommerce product"><div class="wp-block-columns alignwide"><div class="wp-block-column"><div class="wp-block-woocommerce-product-image-gallery"><img src="/ls.jpg" alt=""></div></div><div class="wp-block-column">
<h1 class="has-text-align-left wp-block-post-title">Linen Shirt</h1>
<div class="is-layout-flow wp-block-woocommerce-product-price"><div class="wc-block-components-product-price wc-block-grid__product-price">${v.sale ? '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>30.00</bdi></span></del> <span class="screen-reader-text">Original price was: $30.00.</span><ins aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>25.00</bdi></span></ins><span class="screen-reader-text">Current price is: $25.00.</span>' : '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>30.00</bdi></span>'}</div></div>
<div class="wp-block-woocommerce-product-excerpt"><p>A relaxed shirt in washed linen.</p></div>
<div class="wp-block-woocommerce-add-to-cart-form"><div class="wc-block-components-product-stock-indicator wc-block-components-product-stock-indicator--${v.soldOut ? "out-of-stock" : "in-stock"}">${v.soldOut ? "Out of stock" : "In stock"}</div>${v.soldOut ? "" : '<form class="cart" action="/product/linen-shirt/" method="post"><div class="quantity"><input type="number" name="quantity" value="1" class="input-text qty text"></div><button type="submit" name="add-to-cart" value="42" class="single_add_to_cart_button button alt wp-element-button">Add to cart</button></form>'}</div>
<div class="wp-block-woocommerce-product-meta"><div class="wp-block-group"><div class="wc-block-components-product-sku wc-block-grid__product-sku wp-block-woocommerce-product-sku product_meta"><span>SKU:</span> <strong class="sku">LS-2041</strong></div></div></div></div></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 25 : 30, sku: "LS-2041", availability: stock(v.soldOut) }),
);
