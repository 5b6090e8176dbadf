/** The part of the Facebook JS SDK (https://connect.facebook.net/<locale>/sdk.js) the shop uses. */
import { env } from '../../../config/env'
import { localeTags, type Language } from '../../../config/languages'
import { loadScript } from '../../../lib/load-script'

export interface FacebookAuthResponse {
  accessToken?: string
  /** The OIDC ID token (Limited Login): a JWT signed by Facebook, the only token the API verifies. */
  authenticationToken?: string
  userID?: string
}

export interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown'
  authResponse: FacebookAuthResponse | null
}

export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void
  login(
    callback: (response: FacebookLoginResponse) => void,
    options?: { scope?: string; auth_type?: string },
  ): void
}

declare global {
  interface Window {
    FB?: FacebookSdk
  }
}

let initialised: FacebookSdk | null = null

/** Loads the SDK in the shopper's language (once) and initialises it with the shop's app id. */
export async function loadFacebookSdk(language: Language, appId: string): Promise<FacebookSdk> {
  if (initialised) return initialised
  if (!window.FB) await loadScript(env.facebookScriptUrl.replace('{locale}', localeTags[language]))
  const sdk = window.FB
  if (!sdk) throw new Error('The Facebook SDK did not load')
  sdk.init({ appId, version: env.facebookApiVersion, cookie: false, xfbml: false })
  initialised = sdk
  return sdk
}

/** Forgets the initialised SDK (tests). */
export function resetFacebookSdk() {
  initialised = null
}

/** The token to send: the ID token when the SDK gives one, otherwise the access token. */
export function facebookToken(response: FacebookLoginResponse): string | null {
  const auth = response.authResponse
  if (response.status !== 'connected' || !auth) return null
  return auth.authenticationToken || auth.accessToken || null
}

/** An ID token's claims, read without checking the signature (the API checks it, not us). */
function claimsOf(token: string): Record<string, unknown> | undefined {
  try {
    const payload = token.split('.')[1]
    if (!payload) return undefined
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const utf8 = Array.from(
      atob(base64),
      (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
    )
    return JSON.parse(decodeURIComponent(utf8.join(''))) as Record<string, unknown>
  } catch {
    return undefined
  }
}

const textClaim = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/** The person's name from an ID token's payload. */
export function nameFromIdToken(token: string): string | undefined {
  return textClaim(claimsOf(token)?.name)
}

/** The e-mail address from a Google or Facebook ID token's payload. */
export function emailFromIdToken(token: string): string | undefined {
  return textClaim(claimsOf(token)?.email)
}
