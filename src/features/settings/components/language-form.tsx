import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { languages, nativeLanguageNames, type Language } from '../../../config/languages'
import { localizePath, paths } from '../../../config/paths'
import { errorKey } from '../../../lib/api-client'
import { useSession } from '../../../lib/session/session-provider'
import { flash } from '../../../lib/session/stored-keys'
import { storeLanguage } from '../../language'
import { updateMe } from '../../profile'
import * as styles from './settings.module.css'

const SAVED = 'profile:settings.language.saved'

/**
 * The interface language: kept on the account and remembered in this browser as the visitor's own
 * choice (as the language switcher does), then the same page opens in that language.
 */
export function LanguageForm() {
  const { t, language } = useI18next()
  const current = language as Language
  const { revalidateUser } = useSession()
  const [chosen, setChosen] = React.useState<Language>(current)
  const [saving, setSaving] = React.useState(false)

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      await updateMe({ locale: chosen }, current)
    } catch (error) {
      notify.error(t(errorKey(error)))
      setSaving(false)
      return
    }
    storeLanguage(localStorage, { language: chosen, source: 'choice' })
    if (chosen === current) {
      notify.success(t(SAVED))
      revalidateUser()
      setSaving(false)
      return
    }
    // The next page shows the message, so it is read in the language just chosen.
    flash.save(SAVED)
    void navigate(localizePath(paths.profileSettings, chosen))
  }

  return (
    <section className={styles.section} aria-labelledby="settings-language">
      <h2 id="settings-language">{t('profile:settings.language.title')}</h2>
      <p id="settings-language-hint" className={styles.hint}>
        {t('profile:settings.language.hint')}
      </p>
      <form className={styles.form} onSubmit={save}>
        <fieldset
          className={styles.languages}
          aria-labelledby="settings-language"
          aria-describedby="settings-language-hint"
        >
          {languages.map((option) => (
            <label key={option} className={styles.language}>
              <input
                type="radio"
                name="locale"
                value={option}
                checked={chosen === option}
                onChange={() => setChosen(option)}
              />
              <span lang={option}>{nativeLanguageNames[option]}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" disabled={saving} data-testid="settings-language-save">
            {t('profile:settings.language.save')}
          </Button>
        </div>
      </form>
    </section>
  )
}
