/**
 * Rules and messages the shop's forms share: sign-in, registration, profile, addresses, checkout.
 * Messages are translation keys, translated when shown.
 */
import {
  isSingleLine,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  PHONE_MIN_LENGTH,
} from '@print-shop/shop-domain/text-rules'
import * as yup from 'yup'

export const messages = {
  invalidEmail: 'common:form.invalid_email',
  required: 'common:form.required_field',
  passwordMatch: 'common:form.password_match',
  phoneTooShort: 'common:form.phone_too_short',
  singleLine: 'common:form.single_line',
  passwordMin: 'common:form.password_min',
  passwordMax: 'common:form.password_max',
} as const

/** A name or an address line is one line of plain text, as the API checks it: `.test(singleLine)`. */
export const singleLine = {
  name: 'single-line',
  message: messages.singleLine,
  test: (value: string | undefined) => !value || isSingleLine(value),
}

/** The API's limits (the shop domain's text rules); whether a password is too common, the API says. */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH }

/** The field rules the shop's forms share (yup builders, fresh per use). */
export const email = () =>
  yup.string().trim().required(messages.required).email(messages.invalidEmail)
export const required = () => yup.string().trim().required(messages.required)
export const line = () => required().test(singleLine)
export const password = () => yup.string().required(messages.required)
/** Counted as the API counts: in characters, so an emoji is one, not two UTF-16 units. */
const characters = (text: string | undefined) => passwordLength(text ?? '')
export const newPassword = () =>
  password()
    .test('password-min', messages.passwordMin, (text) => characters(text) >= PASSWORD_MIN_LENGTH)
    .test('password-max', messages.passwordMax, (text) => characters(text) <= PASSWORD_MAX_LENGTH)
export const confirmation = () =>
  yup
    .string()
    .required(messages.required)
    .oneOf([yup.ref('password')], messages.passwordMatch)
