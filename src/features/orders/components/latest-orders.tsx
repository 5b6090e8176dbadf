import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { useOrders } from '../api/orders'
import { OrderListSkeleton, OrdersEmpty, OrdersError } from './order-list-states'
import { OrderRow } from './order-row'
import * as styles from './order-list.module.css'

const LATEST = 3

/** The profile overview's three newest orders and the way to all of them. */
export function LatestOrders() {
  const { t, language } = useI18next()
  const { data, error, isValidating, mutate } = useOrders(1, LATEST, language as Language)
  return (
    <section className={styles.section} aria-labelledby="latest-orders" data-testid="latest-orders">
      <div className={styles.sectionHead}>
        <h2 id="latest-orders">{t('profile:orders.latest')}</h2>
        {data && data.total > 0 && <Link to={paths.profileOrders}>{t('profile:orders.all')}</Link>}
      </div>
      {data ? (
        data.total === 0 ? (
          <OrdersEmpty />
        ) : (
          <ul className={styles.list}>
            {data.orders.map((order) => (
              <li key={order.id}>
                <OrderRow order={order} heading="h3" />
              </li>
            ))}
          </ul>
        )
      ) : error ? (
        <OrdersError onRetry={() => void mutate()} busy={isValidating} />
      ) : (
        <OrderListSkeleton rows={LATEST} />
      )}
    </section>
  )
}
