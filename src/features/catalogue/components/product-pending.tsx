import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import * as styles from './product-detail.module.css'

/** A product page while its product comes from the API, or when it could not come (with a retry). */
export function ProductPending({
  failed = false,
  onRetry,
}: {
  failed?: boolean
  onRetry?: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className={`container ${styles.pending}`} aria-busy={!failed}>
      <p role="status">{failed ? t('detail:failed') : t('detail:loading')}</p>
      {failed && onRetry && (
        <button type="button" onClick={onRetry}>
          {t('detail:retry')}
        </button>
      )}
      <div className={styles.pendingMedia} />
    </div>
  )
}
