import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { formatMinorUnits } from '../../../lib/format'
import type { Order } from '../types'
import * as styles from './order-detail.module.css'

/** Goods, the coupon's discount, delivery, the total and the VAT in it, as the order was placed. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation()
  const money = (minor: number) => formatMinorUnits(minor, order.currency)
  return (
    <section className={styles.block} aria-labelledby="order-totals">
      <h2 id="order-totals">{t('profile:orders.totals.title')}</h2>
      <dl className={styles.totals} data-testid="order-totals">
        <div>
          <dt>{t('profile:orders.totals.items')}</dt>
          <dd>{money(order.itemsTotal)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>
              {order.couponCode
                ? t('profile:orders.totals.discountCode', { code: order.couponCode })
                : t('profile:orders.totals.discount')}
            </dt>
            <dd>−{money(order.discount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('profile:orders.totals.delivery', { method: order.delivery.name })}</dt>
          <dd>
            {order.deliveryPrice === 0
              ? t('profile:orders.totals.free')
              : money(order.deliveryPrice)}
          </dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('profile:orders.totals.total')}</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
        <div className={styles.vat}>
          <dt>{t('profile:orders.totals.net')}</dt>
          <dd>{money(order.totalNet)}</dd>
        </div>
        <div className={styles.vat}>
          <dt>{t('profile:orders.totals.vat', { rate: order.vatRatePercent })}</dt>
          <dd>{money(order.totalVat)}</dd>
        </div>
      </dl>
    </section>
  )
}
