// The auth feature's public entry. Other features need sign-in around them: the private route,
// the prompt to sign in (openModal), the profile menu and the social sign-in parts the profile
// reuses to confirm a change.
export type { SocialCredential, SocialDriver } from './api/social-login'
export { PrivateRoute } from './components/private-route'
export { ProfileMenu } from './components/profile-menu'
export { ResendVerification } from './components/resend-verification'
export { SocialButtons } from './components/social-sign-in'
export { openModal, withModal } from './hooks/use-modal'
export type { GoogleIdentity } from './providers/google-identity'
