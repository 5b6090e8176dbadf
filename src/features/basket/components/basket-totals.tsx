import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { formatMinorUnits } from '../../../lib/format'
import { summaryLines } from '../totals'
import type { Basket } from '../types'
import * as styles from './basket.module.css'

interface BasketTotalsProps {
  basket: Basket
  /** The test id of the grand total (the basket page and the order review name theirs apart). */
  totalTestId: string
}

/** Goods, delivery when chosen, discount and the total, as the basket page and checkout show them. */
export function BasketTotals({ basket, totalTestId }: BasketTotalsProps) {
  const { t } = useTranslation()
  const lines = summaryLines(basket)
  const money = (minor: number) => formatMinorUnits(minor, basket.currency)
  return (
    <dl className={styles.totals} data-testid="basket-totals">
      <div>
        <dt>{t('cart:totals.items')}</dt>
        <dd>{money(lines.items)}</dd>
      </div>
      {lines.delivery !== null && (
        <div>
          <dt>{t('cart:totals.delivery', { method: basket.deliveryMethod?.name ?? '' })}</dt>
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
        <dd data-testid={totalTestId}>{money(lines.total)}</dd>
      </div>
    </dl>
  )
}
