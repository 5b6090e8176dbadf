/** An order's statuses, in the order an order goes through them, and the changes between them. */

export const ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Statuses in which an order still waits for its money. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ['new', 'awaiting_payment']
/** Paid and not yet delivered: the shop still owes the customer the prints. */
export const IN_PROGRESS_STATUSES: readonly OrderStatus[] = ['paid', 'in_production', 'shipped']

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Where an order may go from each status; delivered and cancelled are final. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['awaiting_payment', 'paid', 'cancelled'],
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['in_production', 'cancelled'],
  in_production: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export function canChange(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && NEXT[from].includes(to)
}

/** The statuses an order may come to `to` from. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => NEXT[from].includes(to))
}
