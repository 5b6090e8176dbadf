import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import * as styles from './checkout.module.css'

/** The order could not be read from the API: say so, and offer to try again. */
export function OrderLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={styles.message}>
      <p>{t('cart:checkout.result.loadFailed')}</p>
      <Button onClick={onRetry}>{t('common:basket.retry')}</Button>
    </div>
  )
}
