/**
 * An address's validation, shared by checkout (billing and shipping details) and the address book:
 * the fields the API requires, with the shared form messages. Czech and Slovak postcodes have a fixed
 * shape (as checkout's API checks them), so a saved address also passes checkout.
 */
import * as yup from 'yup'
import { DEFAULT_CALLING_CODE } from '../../components/form/calling-codes'
import { messages, PHONE_MIN_LENGTH, singleLine } from '../../lib/forms/rules'

const POSTCODE = /^\d{3} ?\d{2}$/
/** Checkout's message; pages with an address form load the cart namespace for it. */
export const invalidZip = 'cart:checkout.details.invalidZip'

const optional = () => yup.string().trim().default('')

/** The address fields; with `required` false nothing is checked (an unused shipping address). */
export const addressSchema = (required = true) => {
  const line = () => (required ? optional().test(singleLine) : optional())
  const text = () => (required ? line().required(messages.required) : optional())
  return yup.object({
    first_name: text(),
    last_name: text(),
    company: line(),
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

/**
 * The address book's form: the phone in the phone input's two parts and, as in the registration
 * form, at least five digits when one is given.
 */
export const addressFormSchema = addressSchema().shape({
  calling_code: yup.string().required(messages.required).default(DEFAULT_CALLING_CODE),
  phone_number: optional().test(
    'phone-length',
    messages.phoneTooShort,
    (value) => !value || value.length >= PHONE_MIN_LENGTH,
  ),
})
export type AddressFormValues = yup.InferType<typeof addressFormSchema>
