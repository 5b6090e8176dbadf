import * as React from 'react'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { summaryLines } from '../totals'
import type { Basket } from '../types'
import { BasketTotals } from './basket-totals'
import * as styles from './basket.module.css'

/** The basket's totals (goods, delivery when chosen, discount, total) and the way on to checkout. */
export function BasketSummary({ basket }: { basket: Basket }) {
  const { t } = useTranslation()
  const lines = summaryLines(basket)
  return (
    <div className={styles.summary}>
      <BasketTotals basket={basket} totalTestId="basket-total" />
      {lines.delivery === null && <p className={styles.note}>{t('cart:totals.deliveryLater')}</p>}
      <Link to={paths.checkoutDelivery} className={styles.primaryLink}>
        {t('cart:continue')}
      </Link>
    </div>
  )
}
