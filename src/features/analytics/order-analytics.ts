/**
 * GA4's purchase and refund, each once per order. A bank-transfer order is reported when placed; a
 * card or GoPay order only once the API says it is paid (back from the gateway, or later in the
 * profile), from the basket's lines remembered when it was placed. A paid order that is cancelled
 * (and so refunded) is reported as a refund by the browser that reported its purchase, when it next
 * shows the order. The transaction ids sent are remembered in localStorage.
 */
import type { Order } from '../orders'
import { track, type EcommerceEvent } from './data-layer'
import { purchase, refund, type EventOrder } from './basket-events'

export const PURCHASES_KEY = 'print-shop.analytics.purchases'
export const REFUNDS_KEY = 'print-shop.analytics.refunds'
export const AWAITING_PAYMENT_KEY = 'print-shop.analytics.awaiting-payment'

/** Enough for any shopper's recent orders; older ids drop out. */
const KEEP = 50

/** What the reports read of an order the shop shows: its state and what the events send. */
export type OrderState = EventOrder & Pick<Order, 'id' | 'status' | 'paid' | 'paidAt'>

function read<T>(key: string, fallback: T): T {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null')
    return (value ?? fallback) as T
  } catch {
    return fallback
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked: at worst an event is sent again on another page.
  }
}

function once(key: string, transactionId: string, event: EcommerceEvent): boolean {
  const sent = read<string[]>(key, [])
  if (!Array.isArray(sent) || sent.includes(transactionId)) return false
  write(key, [...sent, transactionId].slice(-KEEP))
  track(event)
  return true
}

const transactionOf = (event: EcommerceEvent) => String(event.ecommerce.transaction_id)

/** Reports a purchase unless this browser already has; true when it did now. */
export function trackPurchaseOnce(event: EcommerceEvent): boolean {
  return once(PURCHASES_KEY, transactionOf(event), event)
}

/** A gateway order's purchase, kept until the order is paid. */
export function rememberPurchase(orderId: string, event: EcommerceEvent): void {
  const awaiting = read<Record<string, EcommerceEvent>>(AWAITING_PAYMENT_KEY, {})
  const kept = Object.entries(awaiting).slice(-(KEEP - 1))
  write(AWAITING_PAYMENT_KEY, Object.fromEntries([...kept, [orderId, event]]))
}

function takeRemembered(orderId: string): EcommerceEvent | null {
  const awaiting = read<Record<string, EcommerceEvent>>(AWAITING_PAYMENT_KEY, {})
  const event = awaiting[orderId] ?? null
  if (event) {
    delete awaiting[orderId]
    write(AWAITING_PAYMENT_KEY, awaiting)
  }
  return event
}

/**
 * The shop shows an order: a paid order's purchase goes out if this browser has kept it (or, back
 * from the gateway, from the order itself); a paid order now cancelled goes out as a refund if
 * this browser reported its purchase.
 */
export function reportOrderShown(order: OrderState, { backFromGateway = false } = {}): void {
  if (order.paid && order.status !== 'cancelled') {
    const kept = takeRemembered(order.id)
    if (kept) trackPurchaseOnce(kept)
    else if (backFromGateway) trackPurchaseOnce(purchase(order))
  }
  const wasPaid = order.paid || order.paidAt !== null
  if (
    order.status === 'cancelled' &&
    wasPaid &&
    read<string[]>(PURCHASES_KEY, []).includes(order.number)
  )
    once(REFUNDS_KEY, order.number, refund(order))
}
