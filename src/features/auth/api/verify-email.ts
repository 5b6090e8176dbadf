import type {
  resendVerificationBody,
  verifyEmailBody,
} from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { ApiError, apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'

export interface EmailConfirmation {
  /** verified: the account's own address; changed: a pending new address replaced it. */
  outcome: 'verified' | 'changed'
  email: string
}

/**
 * POST /auth/email/verify with the token from the mail's link: 422 when used or expired, 401 when
 * the visitor is signed out and 403 when signed in to another account than the link's.
 */
export function verifyEmail(token: string, language: Language): Promise<EmailConfirmation> {
  return apiRequest<EmailConfirmation>('/auth/email/verify', {
    method: 'POST',
    body: { token } satisfies Static<typeof verifyEmailBody>,
    language,
  })
}

/** The link is good, but only for its account signed in: the page asks for the sign-in. */
export function needsSignIn(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
}

/**
 * POST /auth/email/resend: a new link. Signed in, for the account (its pending new address first);
 * anonymous, for the account with `email`, answered alike whether it exists or not.
 */
export async function resendVerification(language: Language, email?: string): Promise<void> {
  await apiRequest('/auth/email/resend', {
    method: 'POST',
    body: (email ? { email } : {}) satisfies Static<typeof resendVerificationBody>,
    language,
  })
}
