import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import type { Language } from '../../../config/languages'
import { paths } from '../../../config/paths'
import { useAddresses } from '../api/addresses'
import type { Address } from '../types'
import { AddressCard } from './address-card'
import { AddressesLoadFailed } from './addresses-load-failed'
import { DeleteAddressDialog } from './delete-address-dialog'
import * as styles from './addresses.module.css'

/** The profile's saved addresses: cards to edit or delete, and a link to add one. */
export function AddressBook() {
  const { t, language } = useI18next()
  const addresses = useAddresses(language as Language)
  const [deleting, setDeleting] = React.useState<Address | null>(null)
  const headingId = React.useId()
  const heading = React.useRef<HTMLHeadingElement>(null)
  const deleted = React.useRef(false)

  // The deleted card's button had the focus; the section's heading takes it once the dialog is gone
  // (parents' effects run after the dialog's cleanup, which would send it to the removed button).
  React.useEffect(() => {
    if (deleting || !deleted.current) return
    deleted.current = false
    heading.current?.focus()
  }, [deleting])

  const removeFromList = (id: string) => {
    deleted.current = true
    void addresses.mutate((list) => list?.filter((saved) => saved.id !== id), { revalidate: true })
  }

  return (
    <section aria-labelledby={headingId} className={styles.book} data-testid="address-book">
      <div className={styles.bookHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {t('profile:addresses.heading')}
        </h2>
        <Link to={paths.profileAddressAdd} className={styles.addLink}>
          {t('profile:addresses.add')}
        </Link>
      </div>
      <p className={styles.note}>{t('profile:addresses.prefillNote')}</p>
      {addresses.error && !addresses.data ? (
        <AddressesLoadFailed error={addresses.error} onRetry={() => void addresses.mutate()} />
      ) : !addresses.data ? (
        <AddressBookSkeleton />
      ) : addresses.data.length === 0 ? (
        <p className={styles.empty} data-testid="addresses-empty">
          {t('profile:addresses.empty')}
        </p>
      ) : (
        <ul className={styles.cards}>
          {addresses.data.map((address) => (
            <AddressCard key={address.id} address={address} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteAddressDialog
          address={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={removeFromList}
        />
      )}
    </section>
  )
}

/** Two cards' worth of space, so the page does not jump when the addresses arrive. */
function AddressBookSkeleton() {
  const { t } = useI18next()
  return (
    <div className={styles.cards} aria-busy="true" data-testid="addresses-loading">
      <p className="visually-hidden" role="status">
        {t('profile:addresses.loading')}
      </p>
      <div className={styles.cardSkeleton} />
      <div className={styles.cardSkeleton} />
    </div>
  )
}
