import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { OrderDelivery, OrderItems, OrderTotals, type Order } from '../../orders'
import { OrderNextSteps } from './order-next-steps'
import * as checkout from './checkout.module.css'

interface Props extends Pick<React.HTMLAttributes<HTMLElement>, 'aria-label' | 'aria-labelledby'> {
  order: Order
  /** How it stands with the payment: the number, the delivery date, how to pay or the result. */
  children: React.ReactNode
}

/**
 * The end of a purchase, however it was paid: how the payment stands, where the confirmation went
 * and what happens next, then the prints ordered (pictures with their crop), the money and where
 * it goes.
 */
export function OrderOutcome({ order, children, ...labels }: Props) {
  return (
    <div className={checkout.placed} data-testid="order-placed">
      <section className={checkout.confirmation} {...labels}>
        {children}
        <OrderNextSteps order={order} />
      </section>
      <OrderItems order={order} />
      <OrderTotals order={order} />
      <OrderDelivery order={order} />
    </div>
  )
}

/** "Order number: 2026000042". */
export function OrderNumber({ order, ...props }: { order: Order } & React.ComponentProps<'p'>) {
  const { t } = useTranslation()
  return (
    <p {...props}>
      {t('cart:checkout.confirmation.number')}{' '}
      <strong data-testid="order-number">{order.number}</strong>
    </p>
  )
}
