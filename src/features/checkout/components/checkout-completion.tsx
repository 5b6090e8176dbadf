import * as React from 'react'
import { navigate } from 'gatsby'
import { useSWRConfig } from 'swr'
import { useI18next } from '../../../lib/i18n/page-language'
import { PageHeader } from '../../../components/info/page-header'
import { useClientHead } from '../../../hooks/use-client-head'
import type { Language } from '../../../config/languages'
import { localizePath, paths } from '../../../config/paths'
import { orderKey } from '../../orders'
import { useSession } from '../../../lib/session/session-provider'
import { createBasket } from '../../basket'
import { trackPlacedOrder } from '../analytics'
import { goToGateway } from '../../analytics'
import { useCheckoutBasket } from '../api/get-checkout-basket'
import type { PlacedOrder } from '../api/place-order'
import type { CheckoutBasket } from '../types'
import { CheckoutGuard } from './checkout-guard'
import { CheckoutSteps } from './checkout-steps'
import { OrderConfirmation } from './order-confirmation'
import { OrderReview } from './order-review'
import { PaymentResult } from './payment-result'

/**
 * /kosik/dokonceni-objednavky: the review and the order button; once placed, the confirmation (or
 * the way to the gateway) and a new basket; back from the gateway (?order=…&payment=…), the
 * payment's result. The query is read after mounting, so the first render matches the server's;
 * the page's heading follows it (the review, or thanks for the order).
 */
export function CheckoutCompletion({ search }: { search: string }) {
  const { t, language } = useI18next()
  const { setBasketUuid } = useSession()
  const { revalidate } = useCheckoutBasket()
  const { mutate } = useSWRConfig()
  const [placed, setPlaced] = React.useState<PlacedOrder | null>(null)
  const [query, setQuery] = React.useState<URLSearchParams | null>(null)
  React.useEffect(() => setQuery(new URLSearchParams(search)), [search])

  const onPlaced = async (result: PlacedOrder, basket: CheckoutBasket) => {
    setPlaced(result)
    trackPlacedOrder(result, basket)
    // The placed order is shown at its own address at once, from what the API has just answered.
    void mutate(orderKey(result.order.id, language as Language), result.order, false)
    try {
      setBasketUuid(await createBasket(language as Language))
    } catch {
      setBasketUuid(null)
    }
    if (result.paymentUrl) goToGateway(result.paymentUrl)
    else
      void navigate(
        `${localizePath(paths.orderPlaced, language as Language)}?order=${result.order.id}`,
        { replace: true },
      )
  }

  const orderId = query?.get('order')
  // Once the order is placed, the page thanks for it, as the bank transfer's confirmation does; the
  // built title is the review's, so the browser's tab follows the heading.
  const title = t(`cart:checkout.${orderId || placed ? 'confirmation' : 'review'}.title`)
  useClientHead({ title: orderId || placed ? title : undefined })
  const heading = <PageHeader title={title} />
  if (orderId)
    return (
      <>
        {heading}
        <PaymentResult orderId={orderId} payment={query?.get('payment') ?? null} />
      </>
    )
  if (placed)
    return (
      <>
        {heading}
        <OrderConfirmation order={placed.order} redirecting={!!placed.paymentUrl} />
      </>
    )
  return (
    <>
      {heading}
      <CheckoutSteps current="review" />
      <CheckoutGuard>
        {(basket, uuid) => (
          <OrderReview
            uuid={uuid}
            basket={basket}
            onPlaced={(result, ordered) => void onPlaced(result, ordered)}
            onStale={revalidate}
          />
        )}
      </CheckoutGuard>
    </>
  )
}
