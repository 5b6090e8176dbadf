import { LOCALES } from '../../lib/localized.js'
import { lineField } from '../../lib/plain-text.js'
import { SOCIAL_DRIVERS } from '../../lib/social.js'

/** JSON-schema pieces shared by the account calls. */
export const emailField = { type: 'string', format: 'email', maxLength: 255 } as const
/**
 * Any password sent, new or to check. A new one is held to the policy in code (lib/password.ts: 8 to
 * 128 characters, not common, not the e-mail); 200 lets a longer password set before it still sign in.
 */
export const passwordField = { type: 'string', maxLength: 200 } as const
export const nameField = lineField(255)
/** Digits with an optional leading + and spaces, as the phone input produces them. */
export const phoneField = {
  type: 'string',
  minLength: 5,
  maxLength: 50,
  pattern: '^\\+?[0-9 ]+$',
} as const
export const localeField = { type: 'string', enum: [...LOCALES] } as const
export const rememberField = { type: 'boolean', default: false } as const
/** A password-reset token (43 characters when we issue it). */
export const resetTokenField = { type: 'string', minLength: 1, maxLength: 1000 } as const
/** Google and Facebook ID tokens: signed JWTs, often over 1000 characters with a long picture URL. */
export const idTokenField = { type: 'string', minLength: 1, maxLength: 8192 } as const
export const driverField = { type: 'string', enum: [...SOCIAL_DRIVERS] } as const
