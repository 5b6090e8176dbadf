import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { retryPayment, useOrder } from '../../orders'
import { goToGateway } from '../../../lib/payment-gateway'
import { reportOrderShown } from '../../../lib/order-analytics'
import { CheckoutSkeleton } from './checkout-guard'
import { OrderLoadFailed } from './order-load-failed'
import * as styles from './checkout.module.css'

interface Props {
  orderId: string
  /** The gateway's word in the return address (paid, cancelled, pending); the order decides. */
  payment: string | null
}

/** Back from the card or GoPay gateway: the order's number and whether it is paid. */
export function PaymentResult({ orderId, payment }: Props) {
  const { t, language } = useI18next()
  const { data: order, error, mutate } = useOrder(orderId, language as Language)
  const [retrying, setRetrying] = React.useState(false)
  // The purchase goes out once the API says the order is paid, never on the gateway's word alone.
  React.useEffect(() => {
    if (order) reportOrderShown(order, { backFromGateway: true })
  }, [order])

  if (error) return <OrderLoadFailed onRetry={() => void mutate()} />
  if (!order) return <CheckoutSkeleton />

  const state = order.paid
    ? 'paid'
    : payment === 'cancelled' || payment === 'failed'
      ? 'failed'
      : 'pending'
  const retry = async () => {
    setRetrying(true)
    try {
      goToGateway(await retryPayment(order.id, language as Language))
    } catch (failure) {
      notify.error(t(errorKey(failure)))
      setRetrying(false)
    }
  }

  return (
    <section className={styles.confirmation} aria-labelledby="payment-result">
      <h2 id="payment-result">{t(`cart:checkout.result.${state}.title`)}</h2>
      <p role="status" data-testid="payment-state" data-state={state}>
        {t(`cart:checkout.result.${state}.text`, { number: order.number })}
      </p>
      <p>
        {t('cart:checkout.confirmation.number')}{' '}
        <strong data-testid="order-number">{order.number}</strong>
      </p>
      {state === 'failed' && (
        <Button onClick={() => void retry()} disabled={retrying}>
          {t('cart:checkout.result.retry')}
        </Button>
      )}
      {state === 'pending' && (
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('cart:checkout.result.refresh')}
        </Button>
      )}
      <p>
        <Link to={paths.profileOrders}>{t('cart:checkout.confirmation.orders')}</Link>
      </p>
    </section>
  )
}
