/**
 * The details step's validation: the address book's address (shared form messages, Czech and Slovak
 * postcode shape) plus the billing contact's e-mail and company numbers.
 */
import * as yup from 'yup'
import type { Resolver } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { addressSchema } from '../addresses'
import { messages, singleLine } from '../../lib/forms/rules'

const optional = () => yup.string().trim().default('')

const details = (shipping: boolean) =>
  yup.object({
    billing: addressSchema(true).shape({
      email: optional().required(messages.required).email(messages.invalidEmail),
      company_id: optional().test(singleLine),
      vat_id: optional().test(singleLine),
    }),
    shipping_differs: yup.boolean().default(false),
    shipping: addressSchema(shipping),
  })

export const detailsSchema = details(true)
export type DetailsValues = yup.InferType<typeof detailsSchema>
export type AddressValues = DetailsValues['shipping']

const withShipping = yupResolver(detailsSchema)
const billingOnly = yupResolver(details(false))

/** The shipping address is checked only when the goods go somewhere else. */
export const detailsResolver: Resolver<DetailsValues> = (values, context, options) =>
  (values.shipping_differs ? withShipping : billingOnly)(values, context, options)
