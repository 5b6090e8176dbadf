/**
 * The dialogs' validation (spec section 5). Messages are translation keys, translated when shown.
 */
import * as yup from 'yup'
import { DEFAULT_CALLING_CODE } from '../../components/form/calling-codes'

export const messages = {
  invalidEmail: 'common:form.invalid_email',
  required: 'common:form.required_field',
  passwordMatch: 'common:form.password_match',
  phoneTooShort: 'common:form.phone_too_short',
} as const

export const PHONE_MIN_LENGTH = 5

const email = () => yup.string().trim().required(messages.required).email(messages.invalidEmail)
const required = () => yup.string().trim().required(messages.required)
const password = () => yup.string().required(messages.required)
const confirmation = () =>
  yup
    .string()
    .required(messages.required)
    .oneOf([yup.ref('password')], messages.passwordMatch)

export const signInSchema = yup.object({
  username: email(),
  password: password(),
})
export type SignInValues = yup.InferType<typeof signInSchema>

export const registrationSchema = yup.object({
  email: email(),
  name: required(),
  password: password(),
  password_confirmation: confirmation(),
  street: required(),
  city: required(),
  zip: required(),
  calling_code: yup.string().required(messages.required).default(DEFAULT_CALLING_CODE),
  phone_number: required().min(PHONE_MIN_LENGTH, messages.phoneTooShort),
  country: required(),
})
export type RegistrationValues = yup.InferType<typeof registrationSchema>

export const passwordForgottenSchema = yup.object({ email: email() })
export type PasswordForgottenValues = yup.InferType<typeof passwordForgottenSchema>

export const passwordResetSchema = yup.object({
  password: password(),
  password_confirmation: confirmation(),
})
export type PasswordResetValues = yup.InferType<typeof passwordResetSchema>
