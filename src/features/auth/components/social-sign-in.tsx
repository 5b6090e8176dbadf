import * as React from 'react'
import { notify } from '../../../components/toaster/notify'
import { useI18next } from '../../../lib/i18n/page-language'
import { env } from '../../../config/env'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { SocialLinkRequired, signInWithProvider, type SocialCredential } from '../api/social-login'
import { loadGoogleIdentity } from '../providers/google-identity'
import { facebookToken, loadFacebookSdk, nameFromIdToken } from '../providers/facebook-sdk'
import type { User } from '../../../lib/session/user'
import * as styles from './social-sign-in.module.css'

export interface SocialSignInProps {
  /** login: try login, on 422 register then log in; register: the other way round (spec section 4). */
  mode: 'login' | 'register'
  onSignedIn: (user: User) => void
  /** The account exists and wants one sign-in of its own before this provider joins it (409). */
  onLinkRequired?: (credential: SocialCredential) => void
  /** A provider account of an earlier 409, linked when this sign-in succeeds. */
  link?: SocialCredential | null
}

type SignIn = (credential: SocialCredential) => void

/** The providers the shop has a client id / app id for: none, one or both. */
export function socialProviders(): Array<'google' | 'facebook'> {
  return [
    ...(env.googleClientId ? (['google'] as const) : []),
    ...(env.facebookAppId ? (['facebook'] as const) : []),
  ]
}

/** Whether the dialogs offer Google or Facebook at all (their "or" divider goes with them). */
export const hasSocialSignIn = () => socialProviders().length > 0

/** The buttons' group names only the providers it offers. */
const GROUP_LABEL = {
  google: 'common:social.labelGoogle',
  facebook: 'common:social.labelFacebook',
} as const

/**
 * Google and Facebook buttons, each only when the shop has its client id / app id. The providers'
 * scripts load when the buttons first render (in a dialog), not with the page.
 */
export function SocialSignIn({ mode, onSignedIn, onLinkRequired, link }: SocialSignInProps) {
  const { t, language } = useI18next()
  const [busy, setBusy] = React.useState(false)

  const signIn = React.useCallback<SignIn>(
    (credential) => {
      setBusy(true)
      signInWithProvider(credential, mode, language as Language, link)
        .then(onSignedIn)
        .catch((error: unknown) => {
          if (error instanceof SocialLinkRequired && onLinkRequired)
            onLinkRequired(error.credential)
          else notify.error(t(errorKey(error)))
        })
        .finally(() => setBusy(false))
    },
    [language, link, mode, onLinkRequired, onSignedIn, t],
  )

  return (
    <SocialButtons mode={mode} busy={busy} onCredential={signIn} testId="social-sign-in">
      <p className="visually-hidden" role="status">
        {busy ? t('common:social.busy') : ''}
      </p>
    </SocialButtons>
  )
}

interface SocialButtonsProps {
  mode: 'login' | 'register'
  busy: boolean
  /** The provider's token, once the shopper has chosen an account in its pop-up. */
  onCredential: SignIn
  testId?: string
  children?: React.ReactNode
}

/**
 * The Google and Facebook buttons alone, for any use of a fresh provider token: signing in, or
 * confirming a security change on an account without a password.
 */
export function SocialButtons({ mode, busy, onCredential, testId, children }: SocialButtonsProps) {
  const { t } = useI18next()
  const providers = socialProviders()
  if (providers.length === 0) return null
  return (
    <div
      className={styles.social}
      role="group"
      aria-label={t(providers.length === 1 ? GROUP_LABEL[providers[0]!] : 'common:social.label')}
      aria-busy={busy}
      data-testid={testId}
    >
      {env.googleClientId && (
        <GoogleButton clientId={env.googleClientId} mode={mode} onCredential={onCredential} />
      )}
      {env.facebookAppId && (
        <FacebookButton appId={env.facebookAppId} disabled={busy} onCredential={onCredential} />
      )}
      {children}
    </div>
  )
}

interface GoogleButtonProps {
  clientId: string
  mode: 'login' | 'register'
  onCredential: SignIn
}

/** Google draws its own button (in the shopper's language) into our slot. */
function GoogleButton({ clientId, mode, onCredential }: GoogleButtonProps) {
  const { language } = useI18next()
  const slot = React.useRef<HTMLDivElement>(null)
  const [failed, setFailed] = React.useState(false)
  // The library keeps the first callback it is given: it calls the latest one through this ref.
  const callback = React.useRef(onCredential)
  callback.current = onCredential

  React.useEffect(() => {
    let active = true
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !slot.current) return
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => callback.current({ driver: 'google', token: credential }),
        })
        google.accounts.id.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: mode === 'login' ? 'signin_with' : 'signup_with',
          logo_alignment: 'center',
          width: Math.min(slot.current.offsetWidth || 320, 400),
          locale: language,
        })
      })
      .catch(() => active && setFailed(true))
    return () => {
      active = false
    }
  }, [clientId, language, mode])

  if (failed) return null
  return <div ref={slot} className={styles.google} data-testid="google-sign-in" />
}

interface FacebookButtonProps {
  appId: string
  disabled: boolean
  onCredential: SignIn
}

function FacebookButton({ appId, disabled, onCredential }: FacebookButtonProps) {
  const { t, language } = useI18next()
  const [status, setStatus] = React.useState<'loading' | 'ready' | 'failed'>('loading')

  React.useEffect(() => {
    let active = true
    loadFacebookSdk(language as Language, appId)
      .then(() => active && setStatus('ready'))
      .catch(() => active && setStatus('failed'))
    return () => {
      active = false
    }
  }, [appId, language])

  // FB.login opens a pop-up, which browsers allow only straight from the click: the SDK is ready.
  const login = () => {
    window.FB?.login(
      (response) => {
        const token = facebookToken(response)
        if (!token) return // the shopper closed the pop-up
        onCredential({ driver: 'facebook', token, name: nameFromIdToken(token) })
      },
      { scope: 'public_profile,email' },
    )
  }

  if (status === 'failed') return null
  return (
    <button
      type="button"
      className={styles.facebook}
      onClick={login}
      disabled={disabled || status !== 'ready'}
    >
      <FacebookLogo />
      <span>{t('common:social.facebook')}</span>
    </button>
  )
}

const FacebookLogo = () => (
  <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
    <path
      fill="currentColor"
      d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
    />
  </svg>
)
