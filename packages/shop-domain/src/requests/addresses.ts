import { Type, type Static } from 'typebox'
import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'
import {
  lineField,
  oneOf,
  optionalLineField,
  orNull,
  withDefault,
} from '@print-shop/shop-domain/schema'
import {
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PHONE_PATTERN,
} from '@print-shop/shop-domain/text-rules'

/** Request bodies of the address book (/me/addresses), also used by registration and baskets. */

export const DEFAULT_COUNTRY = 'CZ'

const line = lineField(255)

/** Digits with an optional leading + and spaces, as the phone input produces them. */
export const phoneField = Type.String({
  minLength: PHONE_MIN_LENGTH,
  maxLength: PHONE_MAX_LENGTH,
  pattern: PHONE_PATTERN,
})
export const countryField = oneOf(EU_COUNTRIES)

/** Street, city, zip and country: also part of the registration form. */
export const postalFields = {
  street: line,
  city: line,
  zip: lineField(20),
  country: countryField,
}

export const addressFields = {
  first_name: line,
  last_name: line,
  company: optionalLineField(255),
  ...postalFields,
  phone_number: orNull(phoneField),
}

/** POST /me/addresses. */
export const newAddressBody = Type.Object(
  {
    ...addressFields,
    company: Type.Optional(addressFields.company),
    country: withDefault(oneOf(EU_COUNTRIES, { default: DEFAULT_COUNTRY })),
    phone_number: Type.Optional(addressFields.phone_number),
  },
  { additionalProperties: false },
)
export type NewAddressBody = Static<typeof newAddressBody>

/** PATCH /me/addresses/{id}: the fields sent change. */
export const addressChangesBody = Type.Partial(Type.Object(addressFields), {
  additionalProperties: false,
})
export type AddressChangesBody = Static<typeof addressChangesBody>
