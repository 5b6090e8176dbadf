import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import type { OrderStatus } from '@print-shop/shop-domain/order-status'
import * as styles from './order-list.module.css'

interface OrderStatusBadgeProps {
  status: OrderStatus
  /** Beside its own "Status" label the badge does not say the word again to screen readers. */
  labelled?: boolean
}

/** The order's status as a coloured label; the word carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status, labelled = false }: OrderStatusBadgeProps) {
  const { t } = useTranslation()
  return (
    <span className={styles.badge} data-status={status} data-testid="order-status">
      {!labelled && <span className="visually-hidden">{t('profile:orders.fields.status')}: </span>}
      {t(`profile:orders.status.${status}`)}
    </span>
  )
}
