/**
 * The details step's validation: the fields the API requires, with the shared form messages.
 * Czech and Slovak postcodes have a fixed shape (as the API checks them).
 */
import * as yup from 'yup'
import type { Resolver } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { messages } from '../auth/schemas'

const POSTCODE = /^\d{3} ?\d{2}$/
export const invalidZip = 'cart:checkout.details.invalidZip'

const optional = () => yup.string().trim().default('')

const address = (required: boolean) => {
  const text = () => (required ? optional().required(messages.required) : optional())
  return yup.object({
    first_name: text(),
    last_name: text(),
    company: optional(),
    street: text(),
    city: text(),
    zip: text().test('postcode', invalidZip, function postcode(value) {
      const country = (this.parent as { country?: string }).country
      if (!required || !value || (country !== 'CZ' && country !== 'SK')) return true
      return POSTCODE.test(value)
    }),
    country: yup.string().required(messages.required),
    phone_number: optional(),
  })
}

const details = (shipping: boolean) =>
  yup.object({
    billing: address(true).shape({
      email: optional().required(messages.required).email(messages.invalidEmail),
      company_id: optional(),
      vat_id: optional(),
    }),
    shipping_differs: yup.boolean().default(false),
    shipping: address(shipping),
  })

export const detailsSchema = details(true)
export type DetailsValues = yup.InferType<typeof detailsSchema>
export type AddressValues = DetailsValues['shipping']

const withShipping = yupResolver(detailsSchema)
const billingOnly = yupResolver(details(false))

/** The shipping address is checked only when the goods go somewhere else. */
export const detailsResolver: Resolver<DetailsValues> = (values, context, options) =>
  (values.shipping_differs ? withShipping : billingOnly)(values, context, options)
