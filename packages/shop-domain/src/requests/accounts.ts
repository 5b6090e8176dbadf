import { Type, type Static } from 'typebox'
import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'
import { LOCALES } from '@print-shop/shop-domain/locales'
import {
  DEFAULT_COUNTRY,
  phoneField,
  postalFields,
} from '@print-shop/shop-domain/requests/addresses'
import { lineField, oneOf, orNull, withDefault } from '@print-shop/shop-domain/schema'
import { SOCIAL_DRIVERS } from '@print-shop/shop-domain/social-drivers'

/** Request bodies of the account calls (/auth and /me). */

export const emailField = Type.String({ format: 'email', maxLength: 255 })
/**
 * Any password sent, new or to check. A new one is held to the policy in code (lib/password.ts: 8 to
 * 128 characters, not common, not the e-mail); 200 lets a longer password set before it still sign in.
 */
export const passwordField = Type.String({ maxLength: 200 })
export const nameField = lineField(255)
export const localeField = oneOf(LOCALES)
const rememberField = withDefault(Type.Boolean({ default: false }))
/** A password-reset or e-mail verification token (43 characters when we issue it). */
export const resetTokenField = Type.String({ minLength: 1, maxLength: 1000 })
/** Google and Facebook ID tokens: signed JWTs, often over 1000 characters with a long picture URL. */
export const idTokenField = Type.String({ minLength: 1, maxLength: 8192 })
export const driverField = oneOf(SOCIAL_DRIVERS)

/** A Google or Facebook token to link to the account the same request signs in to. */
export const socialLink = Type.Object(
  { token: idTokenField, driver: driverField },
  { additionalProperties: false },
)
export type SocialLink = Static<typeof socialLink>

/**
 * An account without a password confirms a security change with a fresh Google or Facebook token
 * instead.
 */
const socialReauthFields = {
  social_token: Type.Optional(idTokenField),
  social_driver: Type.Optional(driverField),
}
export const socialReauth = Type.Object(socialReauthFields)
export type SocialReauth = Static<typeof socialReauth>

/** POST /auth/register with a password; the address becomes the account's first saved address. */
export const passwordRegistrationBody = Type.Object(
  {
    email: emailField,
    password: passwordField,
    password_confirmation: passwordField,
    name: nameField,
    phone_number: phoneField,
    remember: rememberField,
    terms_accepted: Type.Boolean(),
    locale: Type.Optional(localeField),
    ...postalFields,
    country: withDefault(oneOf(EU_COUNTRIES, { default: DEFAULT_COUNTRY })),
  },
  { additionalProperties: false },
)
export type PasswordRegistration = Static<typeof passwordRegistrationBody>

/** POST /auth/register with a Google or Facebook ID token. */
export const socialRegistrationBody = Type.Object(
  {
    token: idTokenField,
    driver: driverField,
    name: Type.Optional(nameField),
    remember: rememberField,
    terms_accepted: Type.Optional(Type.Boolean()),
    locale: Type.Optional(localeField),
  },
  { additionalProperties: false },
)
export type SocialRegistration = Static<typeof socialRegistrationBody>

/** POST /auth/login with e-mail and password. */
export const passwordLoginBody = Type.Object(
  {
    // Any text: an address that cannot exist simply does not sign in.
    username: Type.String({ minLength: 1, maxLength: 255 }),
    password: Type.String({ maxLength: 200, minLength: 1 }),
    remember: rememberField,
    link: Type.Optional(socialLink),
  },
  { additionalProperties: false },
)
export type PasswordLogin = Static<typeof passwordLoginBody>

/** POST /auth/login with a Google or Facebook ID token. */
export const socialLoginBody = Type.Object(
  {
    token: idTokenField,
    driver: driverField,
    remember: rememberField,
    link: Type.Optional(socialLink),
  },
  { additionalProperties: false },
)
export type SocialLogin = Static<typeof socialLoginBody>

/** POST /auth/password/forgot. */
export const forgotPasswordBody = Type.Object(
  { email: emailField },
  { additionalProperties: false },
)

/** POST /auth/password/reset: the token from the e-mail and the new password. */
export const resetPasswordBody = Type.Object(
  {
    email: emailField,
    token: resetTokenField,
    password: passwordField,
    password_confirmation: passwordField,
    remember: rememberField,
  },
  { additionalProperties: false },
)

/** POST /auth/password/update: a signed-in user's new password. */
export const updatePasswordBody = Type.Object(
  {
    current_password: Type.Optional(passwordField),
    password: passwordField,
    password_confirmation: passwordField,
    // An account without a password confirms its first one with a fresh Google or Facebook token.
    ...socialReauthFields,
  },
  { additionalProperties: false },
)

/** POST /auth/email/verify: the token from the verification mail. */
export const verifyEmailBody = Type.Object(
  { token: resetTokenField },
  { additionalProperties: false },
)

/** POST /auth/email/resend: the address, when nobody is signed in. */
export const resendVerificationBody = Type.Object(
  { email: Type.Optional(emailField) },
  { additionalProperties: false },
)

/** PATCH /me: the fields sent change. */
export const accountChangesBody = Type.Object(
  {
    name: Type.Optional(nameField),
    phone_number: Type.Optional(orNull(phoneField)),
    locale: Type.Optional(localeField),
    marketing_consent: Type.Optional(Type.Boolean()),
    email: Type.Optional(emailField),
    current_password: Type.Optional(passwordField),
    // Accounts without a password confirm an e-mail change with a fresh Google or Facebook token.
    ...socialReauthFields,
  },
  { additionalProperties: false },
)

/**
 * POST /me/destroy: the password, or when the account has none a fresh Google or Facebook token of it
 * (its e-mail is no proof: anyone at a signed-in browser can read it off the profile).
 */
export const destroyAccountBody = Type.Object(
  { password: Type.Optional(passwordField), ...socialReauthFields },
  { additionalProperties: false },
)
