import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import type { ConfirmWith } from '../schemas'
import { DeleteAccountDialog } from './delete-account-dialog'
import * as styles from './settings.module.css'

/** What the deletion erases, in the order the explanation lists it. */
const erased = ['account', 'addresses', 'favourites', 'baskets', 'recentlyViewed'] as const

/** The danger zone: what deleting the account erases and keeps, and the button that asks to confirm. */
export function AccountDeletion({ confirmWith }: { confirmWith: ConfirmWith }) {
  const { t } = useI18next()
  const [open, setOpen] = React.useState(false)
  return (
    <section className={`${styles.section} ${styles.danger}`} aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('profile:settings.delete.title')}</h2>
      <p className={styles.text}>{t('profile:settings.delete.intro')}</p>
      <ul className={styles.list}>
        {erased.map((item) => (
          <li key={item}>{t(`profile:settings.delete.erased.${item}`)}</li>
        ))}
      </ul>
      <p className={styles.text}>{t('profile:settings.delete.orders')}</p>
      <p className={styles.text}>{t('profile:settings.delete.inProgress')}</p>
      <div className={styles.actions}>
        <Button
          className={styles.dangerButton}
          onClick={() => setOpen(true)}
          data-testid="settings-delete-open"
        >
          {t('profile:settings.delete.open')}
        </Button>
      </div>
      {open && <DeleteAccountDialog confirmWith={confirmWith} onClose={() => setOpen(false)} />}
    </section>
  )
}
