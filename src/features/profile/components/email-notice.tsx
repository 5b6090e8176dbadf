import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { ResendVerification } from '../../auth'
import type { User } from '../../../lib/session/user'
import * as styles from './profile.module.css'

/**
 * Under the e-mail in the profile: a new address that waits for its link, or an address not yet
 * verified, each with "send the link again". Nothing once the address is verified.
 */
export function EmailNotice({ user }: { user: User }) {
  const { t } = useTranslation()
  const message = user.pendingEmail
    ? t('profile:email.pending', { email: user.pendingEmail })
    : user.emailVerified === false
      ? t('profile:email.unverified', { email: user.email })
      : null
  if (!message) return null
  return (
    <div className={styles.emailNotice} data-testid="email-notice">
      <p>{message}</p>
      <ResendVerification />
    </div>
  )
}
