import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import type { SocialDriver } from '../api/social-login'
import * as styles from './auth-dialog.module.css'

export const providerName = (driver: SocialDriver) => (driver === 'google' ? 'Google' : 'Facebook')

interface LinkNoticeProps {
  driver: SocialDriver
  /** The address from the provider's token, when it has one. */
  email: string | undefined
  onCancel: () => void
}

/**
 * Above the sign-in form after Google or Facebook found an account with its address that it may not
 * join by itself: one sign-in with the password (or the way used before) links it.
 */
export function LinkNotice({ driver, email, onCancel }: LinkNoticeProps) {
  const { t } = useTranslation()
  const provider = providerName(driver)
  return (
    <div className={styles.notice} role="status" data-testid="link-notice">
      <p>
        {email
          ? t('common:auth.link.notice', { provider, email })
          : t('common:auth.link.noticeNoEmail', { provider })}
      </p>
      {/* Whoever opened an account with someone else's address does not get their Google sign-in. */}
      <p>{t('common:auth.link.notYours')}</p>
      <button type="button" className={styles.linkButton} onClick={onCancel}>
        {t('common:auth.link.cancel', { provider })}
      </button>
    </div>
  )
}
