/** The signed-in customer (GET /me). */
export interface User {
  id: string
  name: string
  email: string
  phoneNumber: string | null
  locale: string | null
  marketingConsent: boolean
  hasPassword: boolean
  /** False until the address follows our link; absent from APIs that do not verify (taken as true). */
  emailVerified?: boolean
  /** A new address waiting for its confirmation link; `email` changes once it is followed. */
  pendingEmail?: string | null
  avatar: { id: string; initial: string; url: string | null } | null
}
