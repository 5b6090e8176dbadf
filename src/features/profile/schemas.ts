/**
 * The profile forms' validation: the registration's rules and messages (src/lib/forms), shared.
 * The phone is optional on the account, but a number given is as long as registration asks.
 */
import * as yup from 'yup'
import { DEFAULT_CALLING_CODE } from '../../components/form/calling-codes'
import {
  confirmation,
  email,
  line,
  messages,
  newPassword,
  PHONE_MIN_LENGTH,
} from '../../lib/forms/rules'

/** A blank field reads as "not given", so that only a number typed is held to the minimum. */
const optionalPhone = () =>
  yup
    .string()
    .trim()
    .transform((value: string | undefined) => value || undefined)
    .min(PHONE_MIN_LENGTH, messages.phoneTooShort)

interface Account {
  email: string
  hasPassword: boolean
}

/** A new e-mail needs the current password, unless the account signs in only through Google or Facebook. */
export function needsCurrentPassword(account: Account, email: string): boolean {
  return account.hasPassword && email.trim().toLowerCase() !== account.email.toLowerCase()
}

export const profileSchema = (account: Account) =>
  yup.object({
    email: email(),
    name: line(),
    calling_code: yup.string().required(messages.required).default(DEFAULT_CALLING_CODE),
    phone_number: optionalPhone(),
    current_password: yup
      .string()
      .default('')
      .when('email', {
        is: (email: string | undefined) => needsCurrentPassword(account, email ?? ''),
        then: (rule) => rule.required(messages.required),
      }),
  })
export type ProfileValues = yup.InferType<ReturnType<typeof profileSchema>>

export const passwordChangeSchema = (hasPassword: boolean) =>
  yup.object({
    password: newPassword(),
    password_confirmation: confirmation(),
    current_password: hasPassword
      ? yup.string().required(messages.required)
      : yup.string().default(''),
  })
export type PasswordChangeValues = yup.InferType<ReturnType<typeof passwordChangeSchema>>
