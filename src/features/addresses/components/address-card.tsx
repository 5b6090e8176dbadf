import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { addressSummary, countryName } from '../address-values'
import type { Address } from '../types'
import * as styles from './addresses.module.css'

interface Props {
  address: Address
  onDelete: (address: Address) => void
}

/** One saved address; its buttons name the address, since every card has the same two. */
export function AddressCard({ address, onDelete }: Props) {
  const { t } = useI18next()
  const summary = addressSummary(address)
  return (
    <li className={styles.card} data-testid="address-card">
      <div className={styles.lines}>
        <p className={styles.name}>
          {address.firstName} {address.lastName}
        </p>
        {address.company && <p>{address.company}</p>}
        <p>{address.street}</p>
        <p>
          {address.zip} {address.city}
        </p>
        <p>{countryName(address.country)}</p>
        {address.phoneNumber && <p>{address.phoneNumber}</p>}
      </div>
      <div className={styles.cardActions}>
        <Link
          to={paths.profileAddressEdit(address.id)}
          className={styles.textLink}
          aria-label={t('profile:addresses.editLabel', { address: summary })}
        >
          {t('profile:addresses.edit')}
        </Link>
        <Button
          variant="ghost"
          aria-label={t('profile:addresses.deleteLabel', { address: summary })}
          onClick={() => onDelete(address)}
        >
          {t('profile:addresses.delete')}
        </Button>
      </div>
    </li>
  )
}
