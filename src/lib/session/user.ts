/** The signed-in customer as GET /me answers it, flattened. */
export interface User {
  id: string
  name: string
  email: string
  phone_number: string | null
  locale: string | null
  marketing_consent: boolean
  has_password: boolean
  /** False until the address follows our link; absent from APIs that do not verify (taken as true). */
  email_verified?: boolean
  /** A new address waiting for its confirmation link; `email` changes once it is followed. */
  pending_email?: string | null
  avatar: { id: string; initial: string; url: string | null } | null
}
