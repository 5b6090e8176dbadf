import type { User } from '../types'

export interface SocialSignInProps {
  /** login: try login, on 422 register then log in; register: the other way round (spec section 4). */
  mode: 'login' | 'register'
  onSignedIn: (user: User) => void
}

/** Google and Facebook buttons (being built); hidden without GATSBY_GOOGLE_CLIENT_ID / GATSBY_FACEBOOK_APP_ID. */
export function SocialSignIn(_props: SocialSignInProps) {
  return null
}
