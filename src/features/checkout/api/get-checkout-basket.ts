import * as React from 'react'
import { useBasket } from '../../basket'
import type { CheckoutBasket } from '../types'

/**
 * The shopper's basket with the checkout's fields (payment method, pickup point, addresses): the
 * same SWR entry as the basket page, so a change answered by the API shows everywhere at once.
 */
export function useCheckoutBasket() {
  const { basket, replace, ...rest } = useBasket()
  const replaceCheckout = React.useCallback(
    (next: CheckoutBasket) => replace(next as never),
    [replace],
  )
  return { ...rest, basket: basket as CheckoutBasket | undefined, replace: replaceCheckout }
}
