import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { formatDate } from '../../../lib/format-date'
import type { Order } from '../types'
import { OrderStatusBadge } from './order-status-badge'
import { RepeatOrderButton } from './repeat-order-button'
import { FactList } from '../../../components/fact-list/fact-list'
import * as styles from './order-detail.module.css'

/** The order's number, date and status, how it got there, and "order again". */
export function OrderOverview({ order }: { order: Order }) {
  const { t, language } = useI18next()
  return (
    <div className={styles.columns}>
      <section className={styles.block} aria-labelledby="order-overview">
        <h2 id="order-overview">{t('profile:orders.number', { number: order.number })}</h2>
        <FactList>
          <dt>{t('profile:orders.overview.number')}</dt>
          <dd data-testid="order-number">{order.number}</dd>
          <dt>{t('profile:orders.overview.date')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time>
          </dd>
          <dt>{t('profile:orders.fields.status')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} labelled />
          </dd>
        </FactList>
        <div className={styles.actions}>
          <RepeatOrderButton order={order} />
        </div>
      </section>
      <section className={styles.block} aria-labelledby="order-history">
        <h2 id="order-history">{t('profile:orders.history')}</h2>
        <ol className={styles.history} data-testid="status-history">
          {order.statusHistory.map((entry) => (
            <li key={`${entry.status}-${entry.createdAt}`}>
              {t(`profile:orders.status.${entry.status}`)}{' '}
              <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, language, true)}</time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
