/**
 * The dialogs' validation (spec section 5), built from the shop's shared form rules.
 */
import * as yup from 'yup'
import { DEFAULT_CALLING_CODE } from '../../components/form/calling-codes'
import {
  confirmation,
  email,
  line,
  messages,
  newPassword,
  password,
  PHONE_MIN_LENGTH,
  required,
} from '../../lib/forms/rules'

export const signInSchema = yup.object({
  username: email(),
  password: password(),
})
export type SignInValues = yup.InferType<typeof signInSchema>

export const registrationSchema = yup.object({
  email: email(),
  name: line(),
  password: newPassword(),
  password_confirmation: confirmation(),
  street: line(),
  city: line(),
  zip: line(),
  calling_code: yup.string().required(messages.required).default(DEFAULT_CALLING_CODE),
  phone_number: required().min(PHONE_MIN_LENGTH, messages.phoneTooShort),
  country: required(),
})
export type RegistrationValues = yup.InferType<typeof registrationSchema>

export const passwordForgottenSchema = yup.object({ email: email() })
export type PasswordForgottenValues = yup.InferType<typeof passwordForgottenSchema>

export const passwordResetSchema = yup.object({
  password: newPassword(),
  password_confirmation: confirmation(),
})
export type PasswordResetValues = yup.InferType<typeof passwordResetSchema>
