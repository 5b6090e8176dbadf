import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { formatMinorUnits } from '../../../lib/format'
import { LARGE_SCREEN, useMediaQuery } from '../../../hooks/use-media-query'
import { BasketTotals } from '../../basket'
import { itemPicture, PrintThumbnail } from '../../basket'
import type { Basket } from '../../basket'
import type { CheckoutBasket } from '../types'
import * as styles from './checkout.module.css'

/**
 * What the order holds and costs, beside every checkout step (open on large screens, folded under
 * its total on phones): the prints, goods, delivery as chosen, discount, the total and its VAT. It
 * shows the basket as the API prices it, so it changes when a choice is saved.
 */
export function CheckoutSummary({ basket }: { basket: CheckoutBasket }) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  const large = useMediaQuery(LARGE_SCREEN)
  const money = (minor: number) => formatMinorUnits(minor, basket.currency)
  const content = (
    <>
      <ul className={styles.summaryItems}>
        {basket.items.map((item) => (
          <li key={item.id} className={styles.summaryItem}>
            <PrintThumbnail
              picture={itemPicture(item.image)}
              image={item.image}
              print={item}
              width={56}
            />
            <span className={styles.summaryItemText}>
              <span className={styles.summaryItemName}>{typeset(item.image.name)}</span>
              <span>
                {typeset(item.layout.name)},{' '}
                {t('cart:checkout.review.quantity', { quantity: item.quantity })}
              </span>
            </span>
            <span className={styles.summaryItemPrice}>
              {item.totalPrice === null ? '—' : money(item.totalPrice)}
            </span>
          </li>
        ))}
      </ul>
      <BasketTotals basket={basket as unknown as Basket} totalTestId="summary-total" />
      <p className={styles.summaryVat} data-testid="summary-vat">
        {t('cart:totals.vatIncluded', { amount: money(basket.totalVat) })}
      </p>
    </>
  )
  const heading = (
    <h2 id="checkout-summary" className={styles.summaryHeading}>
      {t('cart:summary')}
    </h2>
  )
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary">
      {large ? (
        <>
          {heading}
          {content}
        </>
      ) : (
        <details>
          <summary className={styles.summaryToggle}>
            {heading}
            <span className={styles.summaryTotal}>{money(basket.total)}</span>
          </summary>
          {content}
        </details>
      )}
    </aside>
  )
}
