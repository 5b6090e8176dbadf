import { Type, type Static } from 'typebox'
import { FORMAT_TYPES, MAX_QUANTITY } from '@print-shop/shop-domain/basket-items'
import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'
import { LOCALES } from '@print-shop/shop-domain/locales'
import { PAYMENT_METHODS } from '@print-shop/shop-domain/payment-methods'
import { emailField } from '@print-shop/shop-domain/requests/accounts'
import { countryField, phoneField } from '@print-shop/shop-domain/requests/addresses'
import {
  lineField,
  noteField,
  oneOf,
  optionalLineField,
  orNull,
  rowId,
  withDefault,
} from '@print-shop/shop-domain/schema'

/** Request bodies of /baskets: its items, delivery and payment, addresses, coupon and checkout. */

/** Sides in mm; the layout's own range is checked in code, with a message in cm. */
const side = () => Type.Integer({ minimum: 1, maximum: 10_000 })
const coordinate = () => orNull(Type.Integer({ minimum: 0, maximum: 1_000_000 }))
const quantity = () => Type.Integer({ minimum: 1, maximum: MAX_QUANTITY })

/** An own photo by its upload id (the tus id, random): whose it is, the API checks. */
const uploadId = () => Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

/**
 * A basket item as the client sends it: a catalogue picture (`image_id`) or the shopper's own photo
 * (`upload_id`), exactly one, which the API checks with a message on both fields. Read-only fields
 * such as total_price are dropped by the validator (the server prices every item itself).
 */
const itemFields = {
  image_id: Type.Optional(rowId()),
  upload_id: Type.Optional(uploadId()),
  layout_id: rowId(),
  paper_id: rowId(),
  custom_width: side(),
  custom_height: side(),
  format_type: oneOf(FORMAT_TYPES),
  coordinate_x: Type.Optional(coordinate()),
  coordinate_y: Type.Optional(coordinate()),
}

/** POST /baskets/{uuid}/basket_items. */
export const newItemBody = Type.Object(
  {
    ...itemFields,
    quantity: withDefault(Type.Integer({ minimum: 1, maximum: MAX_QUANTITY, default: 1 })),
  },
  { additionalProperties: false },
)
export type NewItemBody = Static<typeof newItemBody>

/** PATCH /baskets/{uuid}/basket_items/{itemId}: the fields sent change. */
export const itemChangesBody = Type.Partial(Type.Object({ ...itemFields, quantity: quantity() }), {
  additionalProperties: false,
})
export type ItemChangesBody = Static<typeof itemChangesBody>

const line = lineField(255)
/**
 * A pickup point by its id in the carrier's directory (GET /pickup_points, or the carrier's widget).
 * A client may send the name and address the widget showed, but the basket keeps the directory's.
 */
const pickupPoint = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
    name: Type.Optional(line),
    street: Type.Optional(line),
    city: Type.Optional(line),
    zip: Type.Optional(lineField(20)),
    country: Type.Optional(oneOf(EU_COUNTRIES)),
  },
  { additionalProperties: false },
)

/** PATCH /baskets/{uuid}: delivery, payment, pickup point, note and language. */
export const basketChangesBody = Type.Object(
  {
    delivery_method_id: Type.Optional(orNull(rowId())),
    payment_method: Type.Optional(
      Type.Unsafe<(typeof PAYMENT_METHODS)[number] | null>({
        type: ['string', 'null'],
        enum: [...PAYMENT_METHODS, null],
      }),
    ),
    pickup_point: Type.Optional(orNull(pickupPoint)),
    note: Type.Optional(noteField(1000)),
    locale: Type.Optional(oneOf(LOCALES)),
  },
  { additionalProperties: false },
)
export type BasketChangesBody = Static<typeof basketChangesBody>

const addressFields = {
  first_name: line,
  last_name: line,
  company: optionalLineField(255),
  street: line,
  city: line,
  zip: lineField(20),
  country: countryField,
  email: orNull(emailField),
  phone_number: orNull(phoneField),
}
/** Company purchases: IČO and DIČ go on the invoice, so only on the billing details. */
const billingFields = {
  ...addressFields,
  company_id: optionalLineField(20),
  vat_id: optionalLineField(20),
}

/** POST /baskets/{uuid}/billing_details: the whole address. */
export const billingDetailsBody = Type.Object(
  {
    ...billingFields,
    company: Type.Optional(billingFields.company),
    email: Type.Optional(billingFields.email),
    phone_number: Type.Optional(billingFields.phone_number),
    company_id: Type.Optional(billingFields.company_id),
    vat_id: Type.Optional(billingFields.vat_id),
  },
  { additionalProperties: false },
)
/** POST /baskets/{uuid}/shipping_details: the whole address. */
export const shippingDetailsBody = Type.Object(
  {
    ...addressFields,
    company: Type.Optional(addressFields.company),
    email: Type.Optional(addressFields.email),
    phone_number: Type.Optional(addressFields.phone_number),
  },
  { additionalProperties: false },
)
/** PATCH …/billing_details: the fields sent change. */
export const billingDetailsChangesBody = Type.Partial(Type.Object(billingFields), {
  additionalProperties: false,
})
/** PATCH …/shipping_details: the fields sent change. */
export const shippingDetailsChangesBody = Type.Partial(Type.Object(addressFields), {
  additionalProperties: false,
})
/** Billing or shipping details, whole or in part. */
export type BasketAddressBody = Static<typeof billingDetailsChangesBody>

/** POST /baskets/{uuid}/use_coupon: a code, or null (or empty) to remove it. */
export const couponBody = Type.Object(
  { coupon_code: orNull(Type.String({ maxLength: 50 })) },
  { additionalProperties: false },
)

/** POST /baskets/{uuid}/checkout. */
export const checkoutBody = Type.Object(
  {
    terms_accepted: withDefault(Type.Boolean({ default: false })),
    expected_total: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  },
  { additionalProperties: false },
)
