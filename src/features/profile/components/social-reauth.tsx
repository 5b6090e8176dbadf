import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import type { SocialCredential } from '../../auth'
import { SocialButtons } from '../../auth'
import * as styles from './profile.module.css'

/** What confirms a change instead of the current password for an account that has none. */
export const reauthFields = (credential: SocialCredential) => ({
  socialToken: credential.token,
  socialDriver: credential.driver,
})

interface SocialReauthProps {
  confirmed: boolean
  onConfirmed: (credential: SocialCredential) => void
  /** What it asks and says once confirmed (translation keys), when "save the change" does not fit. */
  texts?: { note: string; confirmed: string }
}

const changeTexts = { note: 'profile:reauth.note', confirmed: 'profile:reauth.confirmed' }

/**
 * An account that signs in only through Google or Facebook confirms a security change (a new
 * e-mail, a first password, deleting the account) by signing in with it again; the token goes with
 * the change.
 */
export function SocialReauth({ confirmed, onConfirmed, texts = changeTexts }: SocialReauthProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.emailNotice} data-testid="social-reauth">
      <p role="status">{t(confirmed ? texts.confirmed : texts.note)}</p>
      {!confirmed && <SocialButtons mode="login" busy={false} onCredential={onConfirmed} />}
    </div>
  )
}
