/** The part of Google Identity Services (https://accounts.google.com/gsi/client) the shop uses. */
import { env } from '../../../config/env'
import { loadScript } from '../../../lib/load-script'

export interface GoogleCredentialResponse {
  /** The ID token: a JWT signed by Google, verified by the API. */
  credential: string
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon'
  theme?: 'outline' | 'filled_blue' | 'filled_black'
  size?: 'large' | 'medium' | 'small'
  text?: 'signin_with' | 'signup_with' | 'continue_with'
  shape?: 'rectangular' | 'pill'
  logo_alignment?: 'left' | 'center'
  width?: number
  locale?: string
}

export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string
        callback: (response: GoogleCredentialResponse) => void
        ux_mode?: 'popup' | 'redirect'
        cancel_on_tap_outside?: boolean
      }): void
      renderButton(parent: HTMLElement, options: GoogleButtonOptions): void
    }
  }
}

declare global {
  interface Window {
    google?: GoogleIdentity
  }
}

/** Loads the library (once) and returns it. */
export async function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (!window.google?.accounts?.id) await loadScript(env.googleScriptUrl)
  if (!window.google?.accounts?.id) throw new Error('Google Identity Services did not load')
  return window.google
}
