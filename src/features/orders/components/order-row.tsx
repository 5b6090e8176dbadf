import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { formatMinorUnits } from '../../../lib/format'
import { formatDate } from '../../../lib/format-date'
import type { Order } from '../types'
import { OrderStatusBadge } from './order-status-badge'
import * as styles from './order-list.module.css'

interface OrderRowProps {
  order: Order
  /** The row's heading level under the page's or section's own heading. */
  heading: 'h2' | 'h3'
  /** More actions beside the link to the detail (order again). */
  children?: React.ReactNode
}

/** One order in a list: number, status, date, pieces, total and the way to its detail. */
export function OrderRow({ order, heading: Heading, children }: OrderRowProps) {
  const { t, language } = useI18next()
  return (
    <article className={styles.row} data-testid="order-row">
      <div className={styles.rowHead}>
        <Heading className={styles.rowNumber}>
          {t('profile:orders.number', { number: order.number })}
        </Heading>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className={styles.rowFacts}>
        <div>
          <dt>{t('profile:orders.fields.date')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('profile:orders.fields.items')}</dt>
          <dd>{order.itemsCount}</dd>
        </div>
        <div>
          <dt>{t('profile:orders.fields.total')}</dt>
          <dd>{formatMinorUnits(order.total, order.currency)}</dd>
        </div>
      </dl>
      <div className={styles.rowActions}>
        <Link
          to={paths.profileOrder(order.id)}
          className={styles.detailLink}
          aria-label={t('profile:orders.detailFor', { number: order.number })}
        >
          {t('profile:orders.detail')}
        </Link>
        {children}
      </div>
    </article>
  )
}
