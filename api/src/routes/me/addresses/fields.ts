import type { addresses } from '../../../db/schema.js'
import { resource, type ResourceObject } from '../../../lib/jsonapi.js'
import { EU_COUNTRIES } from '../../../lib/countries.js'
import { lineField, optionalLineField } from '../../../lib/plain-text.js'
import { phoneField } from '../../auth/fields.js'

export const DEFAULT_COUNTRY = 'CZ'

const line = lineField(255)

/** Street, city, zip and country: also part of the registration form. */
export const postalFields = {
  street: line,
  city: line,
  zip: lineField(20),
  country: { type: 'string', enum: [...EU_COUNTRIES] },
} as const

export const addressFields = {
  first_name: line,
  last_name: line,
  company: optionalLineField(255),
  ...postalFields,
  phone_number: { ...phoneField, type: ['string', 'null'] },
} as const

export const REQUIRED_ADDRESS_FIELDS = ['first_name', 'last_name', 'street', 'city', 'zip'] as const
/** Fields trimmed before validation, and those that a blank value clears. */
export const ADDRESS_TEXT_FIELDS = ['first_name', 'last_name', 'street', 'city', 'zip'] as const
export const ADDRESS_NULLABLE_FIELDS = ['company', 'phone_number'] as const

export interface AddressBody {
  first_name: string
  last_name: string
  company?: string | null
  street: string
  city: string
  zip: string
  country: string
  phone_number?: string | null
}

/** Body field to column. */
export function addressColumns(body: Partial<AddressBody>): Partial<typeof addresses.$inferInsert> {
  const columns: Partial<typeof addresses.$inferInsert> = {
    firstName: body.first_name,
    lastName: body.last_name,
    company: body.company,
    street: body.street,
    city: body.city,
    zip: body.zip,
    country: body.country,
    phoneNumber: body.phone_number,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

export function addressResource(address: typeof addresses.$inferSelect): ResourceObject {
  return resource('addresses', address.id, {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    street: address.street,
    city: address.city,
    zip: address.zip,
    country: address.country,
    phone_number: address.phoneNumber,
    created_at: address.createdAt,
    updated_at: address.updatedAt,
  })
}

/** An id that cannot be a row (not a positive 32-bit integer) is a 404 like any unknown one. */
export const addressIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const
