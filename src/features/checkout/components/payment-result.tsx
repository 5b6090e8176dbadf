import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import type { Language } from '../../../config/languages'
import { PayNowButton, useOrder, type Order } from '../../orders'
import { reportOrderShown } from '../../analytics'
import { CheckoutSkeleton } from './checkout-guard'
import { OrderLoadFailed } from './order-load-failed'
import { DeliveryPromise } from './delivery-promise'
import { OrderNumber, OrderOutcome } from './order-outcome'
import * as styles from './order-outcome.module.css'

interface Props {
  orderId: string
  /** The gateway's word in the return address (paid, cancelled, pending); the order decides. */
  payment: string | null
}

type Outcome = 'paid' | 'failed' | 'pending'

/**
 * Back from the card or GoPay gateway: whether the order is paid, and the order as the bank
 * transfer's confirmation shows it (delivery date, where the confirmation went, what happens next,
 * the prints). A payment that failed or was cancelled can be made again; one still pending can be
 * checked, or taken up again at the gateway.
 */
export function PaymentResult({ orderId, payment }: Props) {
  const { t, language } = useI18next()
  const { data: order, error, mutate } = useOrder(orderId, language as Language)
  // The purchase goes out once the API says the order is paid, never on the gateway's word alone.
  React.useEffect(() => {
    if (order) reportOrderShown(order, { backFromGateway: true })
  }, [order])

  if (error) return <OrderLoadFailed onRetry={() => void mutate()} />
  if (!order) return <CheckoutSkeleton />

  const outcome = outcomeOf(order, payment)
  const payable = order.status === 'new' || order.status === 'awaiting_payment'
  return (
    <OrderOutcome order={order} aria-labelledby="payment-result">
      <h2 id="payment-result">{t(`cart:checkout.result.${outcome}.title`)}</h2>
      <p role="status" data-testid="payment-state" data-state={outcome}>
        {t(`cart:checkout.result.${outcome}.text`, { number: order.number })}
      </p>
      <OrderNumber order={order} />
      {outcome === 'failed' && payable && (
        <div className={styles.actions}>
          <PayNowButton orderId={order.id} label={t('cart:checkout.result.retry')} />
        </div>
      )}
      {outcome === 'pending' && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('cart:checkout.result.refresh')}
          </Button>
          {/* Back without paying: the gateway's page of the same payment, never a second one. */}
          {payment !== 'paid' && payable && (
            <PayNowButton
              orderId={order.id}
              variant="secondary"
              label={t('cart:checkout.result.backToGateway')}
            />
          )}
        </div>
      )}
      <DeliveryPromise order={order} />
    </OrderOutcome>
  )
}

function outcomeOf(order: Order, payment: string | null): Outcome {
  if (order.paid) return 'paid'
  return payment === 'cancelled' || payment === 'failed' ? 'failed' : 'pending'
}
