import type { SocialCredential } from './api/social-login'

let pending: SocialCredential | null = null

/**
 * A Google or Facebook sign-in that found an existing account it may not join by itself waits here
 * while the sign-in dialog opens (from the registration dialog, say). Kept in memory only: the ID
 * token is a credential, and it expires within the hour anyway.
 */
export const pendingLink = {
  set(credential: SocialCredential) {
    pending = credential
  },
  /** The waiting sign-in, once: the dialog that takes it owns it from then on. */
  take(): SocialCredential | null {
    const credential = pending
    pending = null
    return credential
  },
}
