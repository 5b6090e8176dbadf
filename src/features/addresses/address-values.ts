import {
  DEFAULT_CALLING_CODE,
  fullPhoneNumber,
  splitPhoneNumber,
} from '../../components/form/calling-codes'
import { defaultCountry, euCountries } from '../../components/form/countries'
import type { AddressFormValues } from './schemas'
import type { Address, AddressFields } from './types'

/** A new address starts blank, in the country of the language the shop is read in. */
export function blankAddressValues(language: string): AddressFormValues {
  return {
    first_name: '',
    last_name: '',
    company: '',
    street: '',
    city: '',
    zip: '',
    country: defaultCountry(language),
    calling_code: DEFAULT_CALLING_CODE,
    phone_number: '',
  }
}

/** A saved address as the form's fields. */
export function addressValues(address: Address): AddressFormValues {
  const phone = splitPhoneNumber(address.phoneNumber)
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company ?? '',
    street: address.street,
    city: address.city,
    zip: address.zip,
    country: address.country,
    calling_code: phone.callingCode,
    phone_number: phone.number,
  }
}

/** The form's values as the address to save: blank company or phone become null. */
export function toAddressFields(values: AddressFormValues): AddressFields {
  return {
    firstName: values.first_name,
    lastName: values.last_name,
    company: values.company || null,
    street: values.street,
    city: values.city,
    zip: values.zip,
    country: values.country,
    phoneNumber: values.phone_number
      ? fullPhoneNumber(values.calling_code, values.phone_number)
      : null,
  }
}

/** The country's own name, as the registration form lists it. */
export function countryName(code: string): string {
  return euCountries.find((country) => country.code === code)?.name ?? code
}

/** A line that tells one address from another: in the delete question and the cards' buttons. */
export function addressSummary(address: Address): string {
  return `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}`
}
