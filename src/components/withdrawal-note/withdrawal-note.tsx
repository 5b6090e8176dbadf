import * as React from 'react'
import { useTranslation } from '../../lib/i18n/translation'
import { paths } from '../../config/paths'
import { Link } from '../link'
import * as styles from './withdrawal-note.module.css'

/** The terms' section on withdrawal (InfoSections names a section's heading `${ns}-${id}`). */
export const WITHDRAWAL_TERMS_PATH = `${paths.terms}#terms-n-conditions-withdrawal`

/**
 * Whether the consumer may return this print, said before buying (configurator, basket, review):
 * a standard size showing the whole picture may be returned within 14 days of delivery; a custom
 * size or crop is made to the shopper's specification and may not (shop-domain's withdrawal rule).
 */
export function WithdrawalNote({
  withdrawable,
  ownPhoto = false,
}: {
  withdrawable: boolean
  /** The shopper's own photo: made to the shopper's specification whatever its size. */
  ownPhoto?: boolean
}) {
  const { t } = useTranslation()
  return (
    <p
      className={withdrawable ? `${styles.note} ${styles.returnable}` : styles.note}
      data-testid="withdrawal-note"
    >
      {t(withdrawable ? 'common:withdrawal.returnable' : 'common:withdrawal.madeToOrder')}.{' '}
      {!withdrawable &&
        `${t(ownPhoto ? 'common:withdrawal.ownPhotoReason' : 'common:withdrawal.madeToOrderReason')} `}
      <Link to={WITHDRAWAL_TERMS_PATH} className={styles.link}>
        {t('common:withdrawal.termsLink')}
      </Link>
    </p>
  )
}
