import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { ApiError } from '../../../lib/api-client'
import { useOrder, type Order } from '../../orders'
import { BankTransfer } from '../../orders'
import { PayNowButton } from '../../orders'
import { CheckoutSkeleton } from './checkout-guard'
import { OrderLoadFailed } from './order-load-failed'
import { DeliveryPromise } from './delivery-promise'
import { OrderNumber, OrderOutcome } from './order-outcome'
import * as styles from './checkout.module.css'

/**
 * The order just placed, read from the API by its id in the address: a reload shows the same order,
 * not an empty basket. Its number, how to pay a bank transfer, and a recap of what goes where. A
 * card or GoPay order comes here unpaid only when its payment could not be started (the gateway was
 * not reachable): it can be paid from here.
 */
export function PlacedOrder({ search }: { search: string }) {
  const { t, language } = useI18next()
  const [id, setId] = React.useState<string | null>(null)
  // The query is read after mounting, so the first render matches the server's.
  React.useEffect(() => setId(new URLSearchParams(search).get('order')), [search])
  const valid = id !== null && /^\d+$/.test(id)
  const { data: order, error, mutate } = useOrder(valid ? id : null, language as Language)

  if (id !== null && (!valid || (error instanceof ApiError && error.status === 404)))
    return (
      <div role="alert" className={styles.message}>
        <p>{t('cart:checkout.confirmation.notFound')}</p>
        <Link to={paths.profileOrders}>{t('cart:checkout.confirmation.orders')}</Link>
      </div>
    )
  if (error && !order) return <OrderLoadFailed onRetry={() => void mutate()} />
  if (!order) return <CheckoutSkeleton />
  return <PlacedOrderView order={order} />
}

/** The placed order with how to pay it: the bank details first, or the way to the gateway. */
export function PlacedOrderView({ order }: { order: Order }) {
  const { t } = useI18next()
  return (
    <OrderOutcome order={order} aria-label={t('cart:checkout.confirmation.number')}>
      <OrderNumber order={order} role="status" />
      <DeliveryPromise order={order} />
      {order.paymentInstructions && <BankTransfer instructions={order.paymentInstructions} />}
      {awaitingOnlinePayment(order) && (
        <div role="alert" data-testid="payment-not-started">
          <p>{t('cart:checkout.confirmation.paymentNotStarted')}</p>
          <PayNowButton orderId={order.id} />
        </div>
      )}
    </OrderOutcome>
  )
}

/** An unpaid card or GoPay order that still waits for its money. */
function awaitingOnlinePayment(order: Order): boolean {
  const online = order.paymentMethod === 'card' || order.paymentMethod === 'gopay'
  return online && !order.paid && (order.status === 'new' || order.status === 'awaiting_payment')
}
