import type { CamelCased } from '@print-shop/shop-domain/camel-case'
import type { WithdrawalDocument } from '@print-shop/shop-domain/responses/orders'
import { apiRequest } from '../../../lib/api-client'
import { flatten, pick } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { OrderWithdrawal, Withdrawal } from '../types'
import type { FlatOrder } from './reshape-order'

/** A withdrawal, flattened: from an order's `withdrawal` attribute or from its own resource. */
type FlatWithdrawal = CamelCased<FlatOrder['withdrawal']['withdrawals'][number]>

export function reshapeWithdrawal(withdrawal: FlatWithdrawal): Withdrawal {
  return {
    ...pick(withdrawal, ['id', 'status', 'amount', 'requestedAt', 'returnedAt', 'refundedAt']),
    items: withdrawal.items.map((item) => pick(item, ['orderItemId', 'quantity'])),
  }
}

/** An order's withdrawal state; an answer without one (an older API) offers nothing to withdraw. */
export function reshapeOrderWithdrawal(
  withdrawal: FlatOrder['withdrawal'] | undefined,
): OrderWithdrawal {
  if (!withdrawal) return { lastDay: null, open: false, left: {}, withdrawals: [] }
  return {
    lastDay: withdrawal.lastDay,
    open: withdrawal.open,
    left: Object.fromEntries(withdrawal.items.map((item) => [item.orderItemId, item.quantity])),
    withdrawals: withdrawal.withdrawals.map(reshapeWithdrawal),
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
  const document = await apiRequest<WithdrawalDocument>(`/me/orders/${id}/withdrawals`, {
    method: 'POST',
    language,
    body: {
      items: items.map((item) => ({
        order_item_id: Number(item.orderItemId),
        quantity: item.quantity,
      })),
    },
  })
  return reshapeWithdrawal(flatten(document))
}
