import { apiRequest } from '../../../lib/api-client'
import type { JsonApiDocument, Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { OrderWithdrawal, Withdrawal } from '../types'

/** A withdrawal as the API sends it (GET /me/orders/{id}, POST /me/orders/{id}/withdrawals). */
export interface WithdrawalDocument {
  id: string
  status: Withdrawal['status']
  items: { order_item_id: string; quantity: number }[]
  amount: number
  requested_at: string
  returned_at: string | null
  refunded_at: string | null
}

/** The order's `withdrawal` attribute. */
export interface OrderWithdrawalDocument {
  last_day: string | null
  open: boolean
  items: { order_item_id: string; withdrawable: boolean; quantity: number }[]
  withdrawals: WithdrawalDocument[]
}

export function reshapeWithdrawal(wire: WithdrawalDocument): Withdrawal {
  return {
    id: wire.id,
    status: wire.status,
    items: wire.items.map((item) => ({ orderItemId: item.order_item_id, quantity: item.quantity })),
    amount: wire.amount,
    requestedAt: wire.requested_at,
    returnedAt: wire.returned_at,
    refundedAt: wire.refunded_at,
  }
}

/** An order's withdrawal state; an answer without one (an older API) offers nothing to withdraw. */
export function reshapeOrderWithdrawal(wire: OrderWithdrawalDocument | undefined): OrderWithdrawal {
  if (!wire) return { lastDay: null, open: false, left: {}, withdrawals: [] }
  return {
    lastDay: wire.last_day,
    open: wire.open,
    left: Object.fromEntries(wire.items.map((item) => [item.order_item_id, item.quantity])),
    withdrawals: wire.withdrawals.map(reshapeWithdrawal),
  }
}

/**
 * POST /me/orders/{id}/withdrawals: the customer withdraws from these pieces of their order. 422
 * with field messages (`items`, `items.0.quantity`) when a print cannot be withdrawn from.
 */
export async function withdrawOrder(
  id: string,
  items: { orderItemId: string; quantity: number }[],
  language: Language,
): Promise<Withdrawal> {
  const document = await apiRequest<JsonApiDocument<Resource>>(`/me/orders/${id}/withdrawals`, {
    method: 'POST',
    language,
    body: {
      items: items.map((item) => ({
        order_item_id: Number(item.orderItemId),
        quantity: item.quantity,
      })),
    },
  })
  return reshapeWithdrawal({
    id: String(document.data.id),
    ...(document.data.attributes as Omit<WithdrawalDocument, 'id'>),
  })
}
