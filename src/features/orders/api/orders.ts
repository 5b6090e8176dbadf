import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import type { BasketDocument } from '@print-shop/shop-domain/responses/basket'
import type {
  OrderDocument,
  orderResource,
  OrdersDocument,
  PaymentDocument,
} from '@print-shop/shop-domain/responses/orders'
import { flatten } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { basketFrom, type CheckoutBasket } from '../../basket'
import type { Order, OrderPage } from '../types'
import { reshapeOrder } from './reshape-order'

/** Orders per page of /profil/moje-objednavky. */
export const ORDERS_PER_PAGE = 10

/** GET /me/orders: one page of the customer's orders, newest first, with their items. */
export async function getOrders(
  page: number,
  perPage: number,
  language: Language,
): Promise<OrderPage> {
  const document = await apiRequest<OrdersDocument>(`/me/orders?per_page=${perPage}&page=${page}`, {
    language,
  })
  return {
    orders: flatten<typeof orderResource>(document).map(reshapeOrder),
    total: document.meta?.total ?? 0,
    lastPage: Math.max(1, document.meta?.last_page ?? 1),
    page,
  }
}

/** One page of orders; none is asked for while `page` is null (not yet read from the address). */
export function useOrders(page: number | null, perPage: number, language: Language) {
  return useSWR(
    page === null ? null : ['me-orders', page, perPage, language],
    ([, current]: readonly [string, number]) => getOrders(current, perPage, language),
    // The page shown stays until the next one has come, instead of a skeleton between pages.
    { keepPreviousData: true },
  )
}

/** GET /me/orders/{id}: one of the customer's orders with its payment state (404 if not theirs). */
export async function getOrder(id: string, language: Language): Promise<Order> {
  return reshapeOrder(
    flatten<typeof orderResource>(
      await apiRequest<OrderDocument>(`/me/orders/${id}`, { language }),
    ),
  )
}

/** The SWR key of one order, for a page that already has it (the order just placed). */
export function orderKey(id: string, language: Language) {
  return ['order', id, language] as const
}

export function useOrder(id: string | null, language: Language) {
  return useSWR(id ? orderKey(id, language) : null, () => getOrder(id!, language))
}

/** POST /me/orders/{id}/payment: the gateway page to pay an unpaid card or GoPay order again. */
export async function retryPayment(id: string, language: Language): Promise<string> {
  const document = await apiRequest<PaymentDocument>(`/me/orders/${id}/payment`, {
    method: 'POST',
    language,
  })
  return document.data.attributes.payment_url
}

/** What "order again" did: the customer's open basket with the prints added, and what was left out. */
export interface RepeatedOrder {
  basket: CheckoutBasket
  added: number
  /** Order item ids that can no longer be made (image withdrawn, size or paper gone). */
  skipped: string[]
}

/**
 * POST /me/orders/{id}/repeat: puts the order's prints into the customer's open basket at today's
 * prices (a new basket when there is none). 422 `orders.nothing_to_repeat` when none can be made.
 */
export async function repeatOrder(id: string, language: Language): Promise<RepeatedOrder> {
  const document = await apiRequest<BasketDocument>(`/me/orders/${id}/repeat`, {
    method: 'POST',
    language,
  })
  return {
    basket: basketFrom(document),
    added: document.meta?.added ?? 0,
    skipped: document.meta?.skipped ?? [],
  }
}
