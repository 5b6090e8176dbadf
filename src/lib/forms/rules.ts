/**
 * Rules and messages the shop's forms share: sign-in, registration, profile, addresses, checkout.
 * Messages are translation keys, translated when shown.
 */
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

// Line breaks, tabs and the other control characters, the line and paragraph separators and the bidi
// controls: the API refuses them in names and addresses, where they could forge paragraphs in the
// shop's e-mails or make a text read other than it is.
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069'
const CONTROL_CHARACTER = new RegExp(`[${CONTROLS}]`)

/** A name or an address line is one line of plain text: `.test(singleLine)`. */
export const singleLine = {
  name: 'single-line',
  message: messages.singleLine,
  test: (value: string | undefined) => !value || !CONTROL_CHARACTER.test(value),
}

export const PHONE_MIN_LENGTH = 5
/** The API's length limits for a new password; whether it is too common, the API says. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** The field rules the shop's forms share (yup builders, fresh per use). */
export const email = () =>
  yup.string().trim().required(messages.required).email(messages.invalidEmail)
export const required = () => yup.string().trim().required(messages.required)
export const line = () => required().test(singleLine)
export const password = () => yup.string().required(messages.required)
/** Counted as the API counts: in characters, so an emoji is one, not two UTF-16 units. */
const characters = (text: string | undefined) => [...(text ?? '').normalize('NFKC')].length
export const newPassword = () =>
  password()
    .test('password-min', messages.passwordMin, (text) => characters(text) >= PASSWORD_MIN_LENGTH)
    .test('password-max', messages.passwordMax, (text) => characters(text) <= PASSWORD_MAX_LENGTH)
export const confirmation = () =>
  yup
    .string()
    .required(messages.required)
    .oneOf([yup.ref('password')], messages.passwordMatch)
