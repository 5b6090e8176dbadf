import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { errorKey } from '../../../lib/api-client'
import * as styles from './addresses.module.css'

interface Props {
  error: unknown
  onRetry: () => void
}

/** The address book could not be loaded: what went wrong and a retry. */
export function AddressesLoadFailed({ error, onRetry }: Props) {
  const { t } = useI18next()
  return (
    <div role="alert" className={styles.message} data-testid="addresses-error">
      <p>
        {t('profile:addresses.loadFailed')} {t(errorKey(error))}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('profile:addresses.retry')}
      </Button>
    </div>
  )
}
