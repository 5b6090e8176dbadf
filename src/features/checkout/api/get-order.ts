import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { Order } from '../types'

/** GET /me/orders/{id}: one of the shopper's orders with its payment state. */
export async function getOrder(id: string, language: Language): Promise<Order> {
  return flatten<Order>(
    await apiRequest<JsonApiDocument<Resource>>(`/me/orders/${id}`, { language }),
  )
}

export function useOrder(id: string | null, language: Language) {
  return useSWR(id ? ['order', id, language] : null, () => getOrder(id!, language), {
    shouldRetryOnError: false,
  })
}

/** POST /me/orders/{id}/payment: the gateway page to pay an unpaid card or GoPay order again. */
export async function retryPayment(id: string, language: Language): Promise<string> {
  const document = await apiRequest<JsonApiDocument<Resource>>(`/me/orders/${id}/payment`, {
    method: 'POST',
    language,
  })
  return String(document.data.attributes?.payment_url)
}
