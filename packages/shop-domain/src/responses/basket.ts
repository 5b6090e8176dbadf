import { Type, type Static } from 'typebox'
import { COUPON_KINDS } from '@print-shop/shop-domain/coupons'
import { CURRENCIES } from '@print-shop/shop-domain/currency'
import { PAYMENT_METHODS } from '@print-shop/shop-domain/payment-methods'
import { imageResource } from '@print-shop/shop-domain/responses/catalogue'
import { deliveryMethodResource } from '@print-shop/shop-domain/responses/delivery'
import {
  addressFields,
  pickupPointSnapshot,
  printFields,
} from '@print-shop/shop-domain/responses/orders'
import {
  asReply,
  nullable,
  resourceSchema,
  singleDocument,
  toMany,
  toOne,
} from '@print-shop/shop-domain/responses/jsonapi'
import { uploadResource } from '@print-shop/shop-domain/responses/uploads'
import { oneOf } from '@print-shop/shop-domain/schema'

/**
 * What every basket call answers: the basket with its totals; its items, their images or own
 * photos, layouts and papers, the addresses, the delivery method and the coupon included. Money in
 * the basket's currency, minor units.
 */

const dateTime = Type.String({ format: 'date-time' })

/** The billing or shipping details of a basket (type billing_details or shipping_details). */
export const basketAddressResource = resourceSchema(addressFields)
export type BasketAddressResource = Static<typeof basketAddressResource>

/** A layout or a paper as a basket includes it (names in the request's language). */
export const basketLayoutResource = resourceSchema({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  production_days: Type.Integer(),
  edge_mm: Type.Integer(),
})
export type BasketLayoutResource = Static<typeof basketLayoutResource>
export const basketPaperResource = resourceSchema({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
})
export type BasketPaperResource = Static<typeof basketPaperResource>

export const couponResource = resourceSchema({
  code: Type.String(),
  kind: oneOf(COUPON_KINDS),
  percent_off: nullable(Type.Integer()),
  amount_off: nullable(Type.Integer()),
  valid_until: nullable(dateTime),
  applied: Type.Boolean(),
  /** Why it does not apply now, in the request's language; null when it does. */
  problem: nullable(Type.String()),
})
export type CouponResource = Static<typeof couponResource>

export const basketItemResource = resourceSchema(
  {
    ...printFields,
    /** Null when the print can no longer be made (`available` false). */
    unit_price: nullable(Type.Integer()),
    total_price: nullable(Type.Integer()),
    discount: Type.Integer(),
    currency: oneOf(CURRENCIES),
    available: Type.Boolean(),
    /** Whether the consumer may return it within 14 days. */
    withdrawable: Type.Boolean(),
  },
  {
    /** A catalogue picture or the shopper's own photo, whichever the item prints. */
    image: toOne('images', imageResource, { optional: true }),
    upload: toOne('uploads', uploadResource, { optional: true }),
    layout: toOne('layouts', basketLayoutResource),
    paper: toOne('papers', basketPaperResource),
  },
)
export type BasketItemResource = Static<typeof basketItemResource>

export const basketResource = resourceSchema(
  {
    uuid: Type.String(),
    status: Type.String(),
    locale: Type.String(),
    currency: oneOf(CURRENCIES),
    payment_method: nullable(oneOf(PAYMENT_METHODS)),
    /** What the shop takes now: card and GoPay only with a gateway for them. */
    payment_methods: Type.Array(oneOf(PAYMENT_METHODS)),
    pickup_point: nullable(pickupPointSnapshot),
    note: nullable(Type.String()),
    items_count: Type.Integer(),
    items_total: Type.Integer(),
    discount: Type.Integer(),
    delivery_price: Type.Integer(),
    total: Type.Integer(),
    total_net: Type.Integer(),
    total_vat: Type.Integer(),
    free_delivery_from: nullable(Type.Integer()),
    free_delivery_remaining: nullable(Type.Integer()),
    coupon_code: nullable(Type.String()),
    created_at: dateTime,
    updated_at: dateTime,
  },
  {
    basket_items: toMany('basket_items', basketItemResource),
    billing_detail: toOne('billing_details', basketAddressResource, { nullable: true }),
    shipping_detail: toOne('shipping_details', basketAddressResource, { nullable: true }),
    delivery_method: toOne('delivery_methods', deliveryMethodResource, { nullable: true }),
    coupon: toOne('coupons', couponResource, { nullable: true }),
  },
)
export type BasketResource = Static<typeof basketResource>

export const basketDocument = singleDocument(basketResource, {
  /** The line an item was added to or changed in. */
  basket_item_id: Type.Optional(Type.String()),
  /** A repeated order: how many prints went into the basket, and the order items left out. */
  added: Type.Optional(Type.Integer()),
  skipped: Type.Optional(Type.Array(Type.String())),
})
export type BasketDocument = Static<typeof basketDocument>

export const basketResponse = { 200: asReply(basketDocument) }
/** 201 when the call made the basket (or its details), 200 when they were there already. */
export const basketCreatedResponse = { 200: asReply(basketDocument), 201: asReply(basketDocument) }
/** POST /baskets/{uuid}/basket_items: the basket; meta.basket_item_id names the line. */
export const basketItemAddedResponse = { 201: asReply(basketDocument) }
