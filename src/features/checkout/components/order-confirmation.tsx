import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import type { Order } from '../../orders'
import { OrderNumber } from './order-outcome'
import { PlacedOrderView } from './placed-order'
import * as styles from './checkout.module.css'

interface Props {
  order: Order
  /** The card or GoPay gateway the shopper is being sent to. */
  redirecting?: boolean
}

/**
 * The order just placed, from the API's answer, while the page moves on: to the order's own address
 * (shown as it will be there) or to the card or GoPay gateway.
 */
export function OrderConfirmation({ order, redirecting = false }: Props) {
  const { t } = useTranslation()
  if (!redirecting) return <PlacedOrderView order={order} />
  return (
    <section className={styles.confirmation} aria-label={t('cart:checkout.confirmation.number')}>
      <OrderNumber order={order} role="status" />
      <p>{t('cart:checkout.confirmation.redirecting')}</p>
    </section>
  )
}
