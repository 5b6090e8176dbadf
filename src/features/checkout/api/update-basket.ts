import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { basketFrom } from '../../basket'
import type { CheckoutBasket, PaymentMethod, PickupPoint } from '../types'

export interface BasketChoices {
  deliveryMethodId?: number | null
  paymentMethod?: PaymentMethod | null
  /** Our directory's point by id, or the carrier widget's point with its address. */
  pickupPoint?: Omit<PickupPoint, 'carrier'> | { id: string } | null
}

/** PATCH /baskets/{uuid}: delivery method, pickup point and payment method. */
export async function updateBasket(
  uuid: string,
  choices: BasketChoices,
  language: Language,
): Promise<CheckoutBasket> {
  const document = await apiRequest(`/baskets/${uuid}`, {
    method: 'PATCH',
    body: {
      ...(choices.deliveryMethodId !== undefined && {
        delivery_method_id: choices.deliveryMethodId,
      }),
      ...(choices.paymentMethod !== undefined && { payment_method: choices.paymentMethod }),
      ...(choices.pickupPoint !== undefined && { pickup_point: choices.pickupPoint }),
    },
    language,
  })
  return basketFrom(document)
}
