import { useBasket } from '../../basket'

/**
 * The shopper's basket with the checkout's fields (payment method, pickup point, addresses): the
 * same SWR entry as the basket page, so a change answered by the API shows everywhere at once.
 */
export function useCheckoutBasket() {
  return useBasket()
}
