import * as React from 'react'
import { ibanGroups } from '@print-shop/shop-domain/bank-accounts'
import * as styles from './bank-transfer.module.css'

/**
 * An IBAN in its groups of four, each kept on one line: a narrow screen breaks it only between
 * groups, so no group is split and misread.
 */
export function GroupedIban({ iban }: { iban: string }) {
  return (
    <span className={styles.iban}>
      {ibanGroups(iban).map((group, index) => (
        <React.Fragment key={index}>
          {index > 0 && ' '}
          <span className={styles.ibanGroup}>{group}</span>
        </React.Fragment>
      ))}
    </span>
  )
}
