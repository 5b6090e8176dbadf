import * as React from 'react'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { formatMinorUnits } from '../../../lib/format'
import { summaryLines } from '../totals'
import type { Basket } from '../types'
import * as styles from './basket.module.css'

/** The basket's totals (goods, delivery when chosen, discount, total) and the way on to checkout. */
export function BasketSummary({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const lines = summaryLines(basket)
  const money = (minor: number) => formatMinorUnits(minor, basket.currency)
  return (
    <div className={styles.summary}>
      <dl className={styles.totals} data-testid="basket-totals">
        <div>
          <dt>{t('cart:totals.items')}</dt>
          <dd>{money(lines.items)}</dd>
        </div>
        {lines.delivery !== null && (
          <div>
            <dt>{t('cart:totals.delivery', { method: basket.delivery_method?.name ?? '' })}</dt>
            <dd>{lines.delivery === 0 ? t('cart:totals.free') : money(lines.delivery)}</dd>
          </div>
        )}
        {lines.discount !== null && (
          <div>
            <dt>{t('cart:totals.discount')}</dt>
            <dd>−{money(lines.discount)}</dd>
          </div>
        )}
        <div className={styles.grandTotal}>
          <dt>{t('cart:totals.total')}</dt>
          <dd data-testid="basket-total">{money(lines.total)}</dd>
        </div>
      </dl>
      {lines.delivery === null && <p className={styles.note}>{t('cart:totals.deliveryLater')}</p>}
      <Link to={paths.checkoutDelivery} className={styles.primaryLink}>
        {t('cart:continue')}
      </Link>
    </div>
  )
}
