import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import * as styles from './order-list.module.css'

/** Placeholder rows of the real rows' height, so nothing jumps when the orders arrive. */
export function OrderListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation()
  return (
    <div aria-busy="true" data-testid="orders-loading">
      <p className="visually-hidden" role="status">
        {t('profile:orders.loading')}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={styles.skeletonRow} />
        ))}
      </ul>
    </div>
  )
}

export function OrdersEmpty() {
  const { t } = useTranslation()
  return (
    <div className={styles.message} data-testid="orders-empty">
      <p>{t('profile:orders.empty')}</p>
      <Link to={paths.categories}>{t('profile:orders.emptyCta')}</Link>
    </div>
  )
}

export function OrdersError({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={styles.message} data-testid="orders-error">
      <p>{t('profile:orders.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry} disabled={busy} aria-busy={busy || undefined}>
        {t('profile:orders.retry')}
      </Button>
    </div>
  )
}
