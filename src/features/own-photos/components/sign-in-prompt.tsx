import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { openModal } from '../../auth'
import * as styles from './own-photos.module.css'

/**
 * Why signing in comes first: the photos stay private to the account, and an interrupted upload
 * can continue. Picked files wait on the page meanwhile; the dialog does not leave it.
 */
export function SignInPrompt({ waiting }: { waiting: number }) {
  const { t } = useTranslation()
  return (
    <section className={styles.signIn} aria-labelledby="own-photos-sign-in">
      <h2 id="own-photos-sign-in" className={styles.sectionTitle}>
        {t('photos:signIn.title')}
      </h2>
      <p>{t('photos:signIn.text')}</p>
      {waiting > 0 && (
        <p className={styles.hint} role="status">
          {t('photos:signIn.waiting', { files: waiting })}
        </p>
      )}
      <div className={styles.signInActions}>
        <Button onClick={() => openModal('sign-in')}>{t('photos:signIn.button')}</Button>
        <Button variant="secondary" onClick={() => openModal('registration')}>
          {t('photos:signIn.register')}
        </Button>
      </div>
    </section>
  )
}
