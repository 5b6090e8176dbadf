import { Type, type Static } from 'typebox'
import { FORMAT_TYPES } from '@print-shop/shop-domain/basket-items'
import { CURRENCIES } from '@print-shop/shop-domain/currency'
import { ORDER_STATUSES } from '@print-shop/shop-domain/order-status'
import { TAX_DOCUMENT_KINDS } from '@print-shop/shop-domain/orders'
import { PAYMENT_METHODS } from '@print-shop/shop-domain/payment-methods'
import {
  asReply,
  binary,
  listDocument,
  listMeta,
  nullable,
  open,
  resourceSchema,
  singleDocument,
  toMany,
  toOne,
} from '@print-shop/shop-domain/responses/jsonapi'
import { uploadResource } from '@print-shop/shop-domain/responses/uploads'
import { oneOf } from '@print-shop/shop-domain/schema'
import { WITHDRAWAL_STATUSES } from '@print-shop/shop-domain/withdrawal'

/** What the shopper's orders answer (/me/orders): orders, their items, withdrawals and payments. */

const dateTime = Type.String({ format: 'date-time' })

/** The part of the picture printed, in the picture's pixels. */
export const cropBox = Type.Object(
  { x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() },
  open,
)

/** What a basket item and an order item both say of the print: its size, crop and count. */
export const printFields = {
  custom_width: Type.Integer(),
  custom_height: Type.Integer(),
  format_type: oneOf(FORMAT_TYPES),
  coordinate_x: nullable(Type.Integer()),
  coordinate_y: nullable(Type.Integer()),
  crop: nullable(cropBox),
  quantity: Type.Integer(),
}

/** A billing or shipping address, as a basket holds it and an order keeps it. */
export const addressFields = {
  first_name: Type.String(),
  last_name: Type.String(),
  company: nullable(Type.String()),
  company_id: nullable(Type.String()),
  vat_id: nullable(Type.String()),
  street: Type.String(),
  city: Type.String(),
  zip: Type.String(),
  country: Type.String(),
  email: nullable(Type.String()),
  phone_number: nullable(Type.String()),
}

/** An address as it was when the order was placed. */
export const orderAddress = Type.Object(addressFields, open)
export type OrderAddressBody = Static<typeof orderAddress>

/** A pickup point as a basket and an order keep it. */
export const pickupPointSnapshot = Type.Object(
  {
    id: Type.String(),
    carrier: Type.String(),
    name: Type.String(),
    street: Type.String(),
    city: Type.String(),
    zip: Type.String(),
    country: Type.String(),
  },
  open,
)

/** How to pay an order by bank transfer while it waits for its money. */
export const paymentInstructions = Type.Object(
  {
    holder: Type.String(),
    /** The Czech account number (for CZK orders); null for EUR, paid to the IBAN. */
    account_number: nullable(Type.String()),
    iban: Type.String(),
    bic: Type.String(),
    variable_symbol: Type.String(),
    /** Minor units. */
    amount: Type.Integer(),
    currency: oneOf(CURRENCIES),
    /** YYYY-MM-DD: after it an unpaid order is cancelled. */
    due_date: Type.String(),
    message: Type.String(),
    qr_payment: Type.Object(
      {
        format: Type.Union([
          Type.Literal('spd'),
          Type.Literal('pay_by_square'),
          Type.Literal('epc'),
        ]),
        payload: Type.String(),
      },
      open,
    ),
  },
  open,
)
export type PaymentInstructionsBody = Static<typeof paymentInstructions>

/** A withdrawal from the contract (the consumer's 14 days), as the shopper's API answers it. */
export const withdrawalAttributes = {
  status: oneOf(WITHDRAWAL_STATUSES),
  items: Type.Array(Type.Object({ order_item_id: Type.String(), quantity: Type.Integer() }, open)),
  /** Minor units refunded for it. */
  amount: Type.Integer(),
  requested_at: dateTime,
  returned_at: nullable(dateTime),
  refunded_at: nullable(dateTime),
}

/** What the order's detail says about withdrawing, and the withdrawals made. */
export const withdrawalSummary = Type.Object(
  {
    /** YYYY-MM-DD; null before delivery. */
    last_day: nullable(Type.String()),
    open: Type.Boolean(),
    items: Type.Array(
      Type.Object(
        {
          order_item_id: Type.String(),
          withdrawable: Type.Boolean(),
          quantity: Type.Integer(),
        },
        open,
      ),
    ),
    withdrawals: Type.Array(Type.Object({ id: Type.String(), ...withdrawalAttributes }, open)),
  },
  open,
)

/** An invoice or a credit note of the order, to download. */
export const orderTaxDocument = Type.Object(
  {
    number: Type.String(),
    kind: oneOf(TAX_DOCUMENT_KINDS),
    issued_on: Type.String(),
    pdf_url: Type.String(),
    isdoc_url: Type.String(),
  },
  open,
)
export type OrderTaxDocument = Static<typeof orderTaxDocument>

export const orderItemResource = resourceSchema(
  {
    image_name: Type.String(),
    layout_name: Type.String(),
    paper_name: Type.String(),
    /** Previews of the picture printed; null when the catalogue picture is gone. */
    image_url: nullable(Type.String()),
    media_url: nullable(Type.String()),
    image_width: Type.Integer(),
    image_height: Type.Integer(),
    ...printFields,
    edge_mm: Type.Integer(),
    unit_price: Type.Integer(),
    total_price: Type.Integer(),
    discount: Type.Integer(),
    net: Type.Integer(),
    vat: Type.Integer(),
    gross: Type.Integer(),
    withdrawable: Type.Boolean(),
  },
  {
    /**
     * An own photo's print names the photo while it is kept (a catalogue picture's print names its
     * image, not included). Not promised in `included`: a reader has its identifier at least.
     */
    upload: toOne('uploads', uploadResource, { optional: true, partlyIncluded: true }),
  },
)
export type OrderItemResource = Static<typeof orderItemResource>

export const orderResource = resourceSchema(
  {
    number: Type.String(),
    status: oneOf(ORDER_STATUSES),
    payment_method: oneOf(PAYMENT_METHODS),
    paid: Type.Boolean(),
    paid_at: nullable(dateTime),
    locale: Type.String(),
    currency: oneOf(CURRENCIES),
    items_count: Type.Integer(),
    items_total: Type.Integer(),
    discount: Type.Integer(),
    coupon_code: nullable(Type.String()),
    delivery_price: Type.Integer(),
    total: Type.Integer(),
    total_net: Type.Integer(),
    total_vat: Type.Integer(),
    vat_rate_percent: Type.Integer(),
    delivery: Type.Object(
      {
        slug: Type.String(),
        name: Type.String(),
        production_days: Type.Integer(),
        /** Null when the method is gone. */
        transit_days: nullable(Type.Integer()),
      },
      open,
    ),
    pickup_point: nullable(pickupPointSnapshot),
    billing: orderAddress,
    shipping: nullable(orderAddress),
    email: nullable(Type.String()),
    note: nullable(Type.String()),
    status_history: Type.Array(
      Type.Object({ status: oneOf(ORDER_STATUSES), created_at: dateTime }, open),
    ),
    withdrawal: withdrawalSummary,
    documents: Type.Array(orderTaxDocument),
    /** While a bank-transfer order waits for its money; null otherwise. */
    payment_instructions: nullable(paymentInstructions),
    created_at: dateTime,
    updated_at: dateTime,
  },
  { order_items: toMany('order_items', orderItemResource) },
)
export type OrderResource = Static<typeof orderResource>

/** GET /me/orders: the shopper's orders, their items and own photos included, with paging meta. */
export const ordersDocument = listDocument(orderResource, listMeta)
export type OrdersDocument = Static<typeof ordersDocument>
/**
 * GET /me/orders/{id}, and the order a checkout places: its meta says where to pay (null for a bank
 * transfer, or when the gateway could not be reached) and whether it had been placed already.
 */
export const orderDocument = singleDocument(orderResource, {
  payment_url: Type.Optional(nullable(Type.String())),
  already_placed: Type.Optional(Type.Boolean()),
})
export type OrderDocument = Static<typeof orderDocument>

export const withdrawalResource = resourceSchema(withdrawalAttributes)
export type WithdrawalResource = Static<typeof withdrawalResource>
export const withdrawalDocument = singleDocument(withdrawalResource)
export type WithdrawalDocument = Static<typeof withdrawalDocument>

/** POST /me/orders/{id}/payment: where to pay (the gateway's page). */
export const paymentResource = resourceSchema({
  payment_url: Type.String(),
  status: Type.String(),
})
export const paymentDocument = singleDocument(paymentResource)
export type PaymentDocument = Static<typeof paymentDocument>

export const ordersResponse = { 200: asReply(ordersDocument) }
export const orderResponse = { 200: asReply(orderDocument) }
/** POST /baskets/{uuid}/checkout: 201 when placed now, 200 when it was placed before. */
export const placedOrderResponse = { 200: asReply(orderDocument), 201: asReply(orderDocument) }
export const withdrawalResponse = { 201: asReply(withdrawalDocument) }
/** 201 when a payment was started, 200 when the one under way is answered again. */
export const paymentResponse = { 200: asReply(paymentDocument), 201: asReply(paymentDocument) }

/** GET /me/orders/{id}/invoices/{number}.{pdf|isdoc}: an invoice or credit note, to download. */
export const taxDocumentFileResponse = {
  200: binary('application/pdf', 'The PDF; the ISDOC (.isdoc) comes as application/xml'),
}
