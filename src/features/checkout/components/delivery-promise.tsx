import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { deliveryDates, formatShortDate } from '@print-shop/shop-domain/working-days'
import { oneFullStop } from '@print-shop/shop-domain/typography'
import type { Order } from '../../orders'
import * as styles from './checkout.module.css'

/**
 * When the order arrives (or is ready at the studio): counted from its payment, or, while a bank
 * transfer is awaited, from a payment made today.
 */
export function DeliveryPromise({ order }: { order: Order }) {
  const { t, language } = useI18next()
  const [now] = React.useState(() => new Date())
  const { productionDays: production, transitDays: transit } = order.delivery
  if (transit === null) return null
  const from = order.paidAt ? new Date(order.paidAt) : now
  const date = formatShortDate(deliveryDates(from, production, transit).delivery, language)
  const key = transit === 0 ? 'readyFrom' : 'arrivesBy'
  return (
    <p className={styles.promise} data-testid="delivery-promise">
      {/* A Czech, Slovak or German short date ends in its own full stop, and so does the sentence. */}
      {oneFullStop(
        t(`cart:checkout.confirmation.${key}${order.paid ? '' : 'IfPaidToday'}`, { date }),
      )}
    </p>
  )
}
