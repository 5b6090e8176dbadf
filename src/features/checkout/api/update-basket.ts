import type { EuCountry } from '@print-shop/shop-domain/countries'
import type { basketChangesBody } from '@print-shop/shop-domain/requests/basket'
import type { Static } from 'typebox'
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

/** The point as sent: the widget's country is one of the EU's codes, which the API checks. */
const pickupPointBody = (point: BasketChoices['pickupPoint']) =>
  point && 'country' in point ? { ...point, country: point.country as EuCountry } : point

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
      ...(choices.pickupPoint !== undefined && {
        pickup_point: pickupPointBody(choices.pickupPoint),
      }),
    } satisfies Static<typeof basketChangesBody>,
    language,
  })
  return basketFrom(document)
}
