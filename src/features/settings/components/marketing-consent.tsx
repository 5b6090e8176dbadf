import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { useSession } from '../../../lib/session/session-provider'
import { updateMe } from '../../profile'
import * as styles from './settings.module.css'

/** The marketing e-mails consent, saved as soon as it is ticked or unticked. */
export function MarketingConsent({ consent }: { consent: boolean }) {
  const { t, language } = useI18next()
  const { revalidateUser } = useSession()
  const [checked, setChecked] = React.useState(consent)
  const [saving, setSaving] = React.useState(false)

  // The account may change elsewhere (another tab, a refetch on focus).
  React.useEffect(() => setChecked(consent), [consent])

  const change = async (next: boolean) => {
    // One change at a time: a second click would race the first answer.
    if (saving) return
    setChecked(next)
    setSaving(true)
    try {
      await updateMe({ marketingConsent: next }, language as Language)
      notify.success(
        t(next ? 'profile:settings.consent.given' : 'profile:settings.consent.withdrawn'),
      )
      revalidateUser()
    } catch (error) {
      setChecked(!next)
      notify.error(t(errorKey(error)))
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className={styles.section} aria-labelledby="settings-consent">
      <h2 id="settings-consent">{t('profile:settings.consent.title')}</h2>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby="settings-consent-hint"
          aria-busy={saving || undefined}
          data-testid="settings-marketing-consent"
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('profile:settings.consent.label')}</span>
      </label>
      <p id="settings-consent-hint" className={styles.hint}>
        {t('profile:settings.consent.hint')}
      </p>
    </section>
  )
}
