import * as React from 'react'
import { useSession } from '../../../lib/session/session-provider'
import { AccountDeletion } from './account-deletion'
import { LanguageForm } from './language-form'
import { MarketingConsent } from './marketing-consent'
import { SignedInDevices } from './signed-in-devices'
import * as styles from './settings.module.css'

/** The settings page's sections, for the signed-in user the profile page waits for. */
export function Settings() {
  const { user } = useSession()
  if (!user) return null
  return (
    <div className={styles.sections}>
      <LanguageForm />
      <MarketingConsent consent={user.marketingConsent} />
      <SignedInDevices />
      <AccountDeletion confirmWith={user.hasPassword ? 'password' : 'social'} />
    </div>
  )
}
