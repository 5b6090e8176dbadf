/**
 * The formats' published element lists, as docs/feeds.md records them (source and date there): what
 * an item must have and what it may have. The feed tests hold every item to them.
 */
export interface ElementList {
  required: readonly string[]
  optional: readonly string[]
}

/** Heureka (heureka.cz and heureka.sk): SHOPITEM's children. */
export const HEUREKA: ElementList = {
  required: ['ITEM_ID', 'PRODUCTNAME', 'URL', 'IMGURL', 'PRICE_VAT', 'CATEGORYTEXT', 'DELIVERY'],
  optional: [
    'PRODUCT',
    'DESCRIPTION',
    'IMGURL_ALTERNATIVE',
    'VIDEO_URL',
    'HEUREKA_CPC',
    'MANUFACTURER',
    'EAN',
    'ISBN',
    'PRODUCTNO',
    'PARAM',
    'DELIVERY_DATE',
    'ITEMGROUP_ID',
    'ACCESSORY',
    'GIFT',
    'EXTENDED_WARRANTY',
    'SPECIAL_SERVICE',
    'SALES_VOUCHER',
    'ITEM_TYPE',
  ],
}

/** Zboží.cz: SHOPITEM's children (namespace http://www.zbozi.cz/ns/offer/1.0). */
export const ZBOZI: ElementList = {
  required: ['ITEM_ID', 'PRODUCTNAME', 'DESCRIPTION', 'URL', 'PRICE_VAT', 'DELIVERY_DATE'],
  optional: [
    'PRODUCT',
    'IMGURL',
    'IMGURL_ALTERNATIVE',
    'CATEGORYTEXT',
    'DELIVERY',
    'ITEMGROUP_ID',
    'EAN',
    'ISBN',
    'PRODUCTNO',
    'MANUFACTURER',
    'BRAND',
    'PARAM',
    'EXTRA_MESSAGE',
    'SHOP_DEPOTS',
    'VISIBILITY',
    'CUSTOM_LABEL_0',
    'MAX_CPC',
    'MAX_CPC_SEARCH',
    'LIST_PRICE',
    'RELEASE_DATE',
    'WARRANTY',
    'ITEM_TYPE',
  ],
}

/** Google Merchant Center: an item's g: attributes (RSS 2.0). */
export const GOOGLE: ElementList = {
  required: [
    'g:id',
    'g:title',
    'g:description',
    'g:link',
    'g:image_link',
    'g:availability',
    'g:price',
  ],
  optional: [
    'g:item_group_id',
    'g:condition',
    'g:identifier_exists',
    'g:brand',
    'g:gtin',
    'g:mpn',
    'g:additional_image_link',
    'g:material',
    'g:size',
    'g:color',
    'g:pattern',
    'g:product_type',
    'g:google_product_category',
    'g:shipping',
    'g:min_handling_time',
    'g:max_handling_time',
    'g:sale_price',
  ],
}

/** The children of Google's g:shipping. */
export const GOOGLE_SHIPPING = [
  'g:country',
  'g:region',
  'g:postal_code',
  'g:service',
  'g:price',
  'g:min_handling_time',
  'g:max_handling_time',
  'g:min_transit_time',
  'g:max_transit_time',
]
