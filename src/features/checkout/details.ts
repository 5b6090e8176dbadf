import { defaultCountry } from '../../components/form/countries'
import type { User } from '../../lib/session/user'
import type { AddressValues, DetailsValues } from './schemas'
import type { Address } from '../addresses'
import type { CheckoutBasket, ContactDetails } from './types'

const blankAddress = (language: string): AddressValues => ({
  first_name: '',
  last_name: '',
  company: '',
  street: '',
  city: '',
  zip: '',
  country: defaultCountry(language),
  phone_number: '',
})

const text = (value: string | null | undefined) => value ?? ''

function fromDetails(details: ContactDetails): AddressValues {
  return {
    first_name: details.firstName,
    last_name: details.lastName,
    company: text(details.company),
    street: details.street,
    city: details.city,
    zip: details.zip,
    country: details.country,
    phone_number: text(details.phoneNumber),
  }
}

/** A saved address as the form's fields. */
export function fromSavedAddress(address: Address): AddressValues {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: text(address.company),
    street: address.street,
    city: address.city,
    zip: address.zip,
    country: address.country,
    phone_number: text(address.phoneNumber),
  }
}

/**
 * The form with a saved address as the billing address. When that address is in another country than
 * the goods go to (chosen on step 1), they go to a shipping address in that country: the invoice to
 * the shopper's Prague address, the print to Berlin.
 */
export function withSavedAddress(
  values: DetailsValues,
  address: Address,
  destination: string,
): DetailsValues {
  const billing = { ...values.billing, ...fromSavedAddress(address) }
  if (values.shipping_differs || address.country === destination) return { ...values, billing }
  return {
    ...values,
    billing,
    shipping_differs: true,
    shipping: { ...values.shipping, country: destination },
  }
}

/**
 * The form's first values: what the basket already has, otherwise the shopper's profile. The address
 * the goods go to (shipping when it differs, else billing) takes the country chosen on step 1.
 */
export function initialDetails(
  basket: CheckoutBasket,
  user: User | null,
  language: string,
  destination?: string,
): DetailsValues {
  const values = detailsOf(basket, user, language)
  if (!destination) return values
  return values.shipping_differs
    ? { ...values, shipping: { ...values.shipping, country: destination } }
    : { ...values, billing: { ...values.billing, country: destination } }
}

function detailsOf(basket: CheckoutBasket, user: User | null, language: string): DetailsValues {
  const billing = basket.billingDetail
  const [first = '', ...rest] = (user?.name ?? '').trim().split(/\s+/)
  return {
    billing: billing
      ? {
          ...fromDetails(billing),
          email: text(billing.email),
          company_id: text(billing.companyId),
          vat_id: text(billing.vatId),
        }
      : {
          ...blankAddress(language),
          first_name: first,
          last_name: rest.join(' '),
          phone_number: text(user?.phoneNumber),
          email: text(user?.email),
          company_id: '',
          vat_id: '',
        },
    shipping_differs: basket.shippingDetail !== null,
    shipping: basket.shippingDetail ? fromDetails(basket.shippingDetail) : blankAddress(language),
  }
}

const orNull = (value: string | undefined) => (value ? value : null)

/** The form's values as the details to save; optional blanks become null. */
export function toContactDetails(
  values: AddressValues & { email?: string; company_id?: string; vat_id?: string },
  email: string,
): ContactDetails {
  return {
    firstName: values.first_name,
    lastName: values.last_name,
    company: orNull(values.company),
    street: values.street,
    city: values.city,
    zip: values.zip,
    country: values.country,
    email: orNull(email),
    phoneNumber: orNull(values.phone_number),
    ...(values.company_id !== undefined && { companyId: orNull(values.company_id) }),
    ...(values.vat_id !== undefined && { vatId: orNull(values.vat_id) }),
  }
}
