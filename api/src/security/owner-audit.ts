import type { SecurityEventDetail, SecurityEventType } from './events.js'

/**
 * What the owner's audit record says about a call to /owner: for a change, what it changed (an
 * order's number and status before and after, a price's id with the amounts before and after, a
 * coupon's code); for a read of customers' data, what was read (the filters or period and how many
 * rows). Numbers, codes, slugs and flags only: never a name, an e-mail, an address or a text.
 */

/** A call as its record sees it: the validated params, query and body, and the answer's JSON. */
export interface OwnerCall {
  params: unknown
  query: unknown
  body: unknown
  /** The answer (`{ data, meta }`) of a call that succeeded; undefined for a refused one. */
  answer?: unknown
}

type Describe = (call: OwnerCall) => SecurityEventDetail
type Scalar = string | number | boolean | null

/** Longest string a record keeps: codes and numbers are short, a text typed by mistake is cut. */
const LONGEST = 64

/** What is at `path` in `value`, if anything. */
function dig(value: unknown, path: readonly string[]): unknown {
  let found = value
  for (const key of path) {
    if (typeof found !== 'object' || found === null) return undefined
    found = (found as Record<string, unknown>)[key]
  }
  return found
}

/** The scalar at `path` in `value`, or null: a record holds no objects, only what they number. */
function at(value: unknown, ...path: string[]): Scalar {
  const found = dig(value, path)
  if (typeof found === 'string') return found.slice(0, LONGEST)
  if (typeof found === 'number' || typeof found === 'boolean') return found
  return null
}

/** How many items the array at `path` has, or null. */
function count(value: unknown, ...path: string[]): number | null {
  const found = dig(value, path)
  return Array.isArray(found) ? found.length : null
}

/** The slugs or codes of the array at `path`, comma-separated. */
function list(value: unknown, ...path: string[]): string | null {
  const found = dig(value, path)
  if (!Array.isArray(found)) return null
  return found
    .filter((item) => typeof item === 'string')
    .join(',')
    .slice(0, LONGEST * 4)
}

/** The answer's `data`; undefined for a refused call. */
const data = (call: OwnerCall) => dig(call.answer, ['data'])

/**
 * A price change's amounts, `<field>_before` and `<field>_after`; for a refused change, the amounts
 * asked for (`<field>_asked`).
 */
function amounts(call: OwnerCall, fields: readonly string[]): SecurityEventDetail {
  const detail: SecurityEventDetail = {}
  const change = data(call)
  for (const field of fields) {
    if (change) {
      detail[`${field}_before`] = at(change, 'before', field)
      detail[`${field}_after`] = at(change, 'after', field)
    } else if (at(call.body, field) !== null) detail[`${field}_asked`] = at(call.body, field)
  }
  if (change) detail.pictures_repriced = at(change, 'pictures_repriced')
  return detail
}

/** The coupon's terms as created (or asked for), without its use so far. */
const COUPON_TERMS = [
  'kind',
  'percent_off',
  'amount_off_czk',
  'amount_off_eur',
  'minimum_order_czk',
  'minimum_order_eur',
  'valid_from',
  'valid_until',
  'usage_limit',
  'max_uses_per_customer',
] as const

/**
 * Every owner route that writes, by method and path under /owner. The owner plugin refuses to start
 * with a writing route missing here, so no change goes unrecorded.
 */
export const OWNER_CHANGES: Record<string, Describe> = {
  'POST /orders/:number/status': (call) => ({
    order_number: at(call.params, 'number'),
    status_before: at(data(call), 'from'),
    status_after: at(data(call), 'to') ?? at(call.body, 'status'),
    tracking_number: at(call.body, 'tracking_number') !== null,
    mail_sent: at(data(call), 'mail', 'sent'),
    shipment: at(data(call), 'shipment', 'status'),
    refund_method: at(data(call), 'refund', 'method'),
    refund_amount: at(data(call), 'refund', 'amount'),
    currency: at(data(call), 'refund', 'currency'),
  }),
  'PATCH /prices/sizes/:id': (call) => ({
    size_id: at(call.params, 'id'),
    ...amounts(call, ['price_czk', 'price_eur']),
  }),
  'PATCH /prices/papers/:slug': (call) => ({
    paper: at(call.params, 'slug'),
    ...amounts(call, ['surcharge_percent']),
  }),
  'PATCH /prices/layouts/:slug/custom': (call) => ({
    layout: at(call.params, 'slug'),
    ...amounts(call, ['base_czk', 'base_eur', 'per_square_metre_czk', 'per_square_metre_eur']),
  }),
  'POST /coupons': (call) => {
    const coupon = dig(call.answer, ['data', 'coupon'])
    const terms = coupon ?? call.body
    return {
      code: at(coupon, 'code') ?? at(call.body, 'code'),
      ...Object.fromEntries(COUPON_TERMS.map((term) => [term, at(terms, term)])),
      layouts: list(terms, 'layout_slugs'),
    }
  },
  'POST /coupons/:code/expire': (call) => ({
    code: at(data(call), 'coupon', 'code') ?? at(call.params, 'code'),
    status_before: at(data(call), 'before'),
    status_after: at(data(call), 'coupon', 'status'),
    changed: at(data(call), 'changed'),
  }),
  'POST /pictures': (call) => ({
    picture_id: at(data(call), 'id'),
    subcategories: list(call.body, 'subcategories'),
  }),
  'PATCH /pictures/:id': (call) => ({
    picture_id: at(call.params, 'id'),
    fields: ['name', 'description', 'subcategories']
      .filter((field) => dig(call.body, [field]) !== undefined)
      .join(','),
    subcategories: list(call.body, 'subcategories'),
  }),
  'POST /pictures/:id/hide': (call) => ({
    picture_id: at(call.params, 'id'),
    hidden: true,
    changed: at(data(call), 'changed'),
  }),
  'POST /pictures/:id/show': (call) => ({
    picture_id: at(call.params, 'id'),
    hidden: false,
    changed: at(data(call), 'changed'),
  }),
  'DELETE /pictures/:id': (call) => ({
    picture_id: at(call.params, 'id'),
    deleted: data(call) !== undefined,
  }),
  'POST /invoices': (call) => ({
    order_number: at(call.body, 'order_number'),
    invoice_number: at(data(call), 'number'),
    issued: at(data(call), 'issued'),
  }),
  'POST /exchange-rates': (call) => ({
    day: at(data(call), 'day'),
    rates: at(data(call), 'rates'),
    added: at(data(call), 'added'),
    invoices_issued: count(data(call), 'invoices_issued'),
    credit_notes_issued: count(data(call), 'credit_notes_issued'),
    still_waiting: count(data(call), 'still_waiting'),
  }),
  'POST /promotions': (call) => {
    const promotion = dig(call.answer, ['data', 'promotion']) ?? call.body
    return {
      slug: at(promotion, 'slug'),
      coupon_code: at(promotion, 'coupon_code'),
      starts_at: at(promotion, 'starts_at'),
      ends_at: at(promotion, 'ends_at'),
      countries: list(promotion, 'countries'),
    }
  },
  'POST /promotions/:slug/end': (call) => ({
    slug: at(call.params, 'slug'),
    status_before: at(data(call), 'before'),
    status_after: at(data(call), 'promotion', 'status'),
    changed: at(data(call), 'changed'),
  }),
  'POST /withdrawals': (call) => ({
    withdrawal_id: at(data(call), 'id'),
    order_number: at(call.body, 'order_number'),
    lines: count(call.body, 'items'),
    amount: at(data(call), 'amount'),
    currency: at(data(call), 'currency'),
  }),
  'POST /packeta/points/import': (call) => ({
    imported: at(data(call), 'imported'),
    points: at(data(call), 'points'),
    added: at(data(call), 'added'),
    updated: at(data(call), 'updated'),
    closed: at(data(call), 'closed'),
    reopened: at(data(call), 'reopened'),
  }),
  'POST /packeta/shipments/:number': (call) => ({
    order_number: at(call.params, 'number'),
    shipment: at(data(call), 'status'),
    packet_id: at(data(call), 'packet_id'),
    problem: at(data(call), 'problem'),
  }),
  'POST /withdrawals/:id/returned': (call) => ({
    withdrawal_id: at(call.params, 'id'),
    status_after: at(data(call), 'status'),
  }),
  'POST /withdrawals/:id/refund': (call) => ({
    withdrawal_id: at(call.params, 'id'),
    refund_method: at(call.body, 'method'),
    amount: at(data(call), 'amount'),
    currency: at(data(call), 'currency'),
    credit_note: at(data(call), 'credit_note'),
  }),
}

/** How many rows a list answered, and of how many. */
const rows = (call: OwnerCall) => ({
  rows: count(call.answer, 'data'),
  total: at(call.answer, 'meta', 'total'),
})

/** The reads that answer customers' names, addresses or documents: each is recorded. */
export const OWNER_READS: Record<string, Describe> = {
  'GET /orders': (call) => ({
    status_filter: at(call.query, 'status'),
    from: at(call.query, 'from'),
    to: at(call.query, 'to'),
    // What was searched for may be a customer's name or e-mail: only that there was a search.
    searched: at(call.query, 'search') !== null,
    limit: at(call.query, 'limit'),
    ...rows(call),
  }),
  'GET /orders/export': (call) => ({
    from: at(call.query, 'from'),
    to: at(call.query, 'to'),
    rows: at(data(call), 'orders'),
  }),
  'GET /orders/:number': (call) => ({ order_number: at(call.params, 'number') }),
  // A shopper's own photo is personal data: every read of an order's production files is logged.
  'GET /orders/:number/files': (call) => ({ order_number: at(call.params, 'number') }),
  'GET /orders/:number/files/:position/original': (call) => ({
    order_number: at(call.params, 'number'),
    position: at(call.params, 'position'),
  }),
  'GET /orders/:number/files/:position/print': (call) => ({
    order_number: at(call.params, 'number'),
    position: at(call.params, 'position'),
  }),
  'GET /invoices': (call) => ({
    month: at(call.query, 'month'),
    order_number: at(call.query, 'order'),
    ...rows(call),
  }),
  'GET /invoices/export': (call) => ({
    month: at(call.query, 'month'),
    rows: at(data(call), 'documents'),
  }),
  'GET /invoices/:number': (call) => ({ document_number: at(call.params, 'number') }),
  'GET /invoices/:number/pdf': (call) => ({ document_number: at(call.params, 'number') }),
  // The label carries the customer's name and pickup point.
  'GET /packeta/shipments/:number/label': (call) => ({ order_number: at(call.params, 'number') }),
  'GET /withdrawals': (call) => ({ status_filter: at(call.query, 'status'), ...rows(call) }),
}

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD'

/** A route's key in the tables above: its method and its path under /owner, without a final /. */
export const routeKey = (method: string, path: string) =>
  `${method} ${path.replace(/(.)\/$/, '$1')}`

/**
 * The record of an authorised owner call, or null for a read of nothing personal (prices, pictures,
 * coupons) or a read that failed. A write that was refused (4xx) or failed (5xx) is recorded too,
 * as `owner.change_refused`: someone holding the token tried it.
 */
export function ownerAuditEvent(
  key: string,
  base: { method: string; route: string; status: number; dry_run: boolean },
  call: OwnerCall,
): { type: SecurityEventType; detail: SecurityEventDetail } | null {
  if (isWrite(base.method)) {
    const describe = OWNER_CHANGES[key]
    const succeeded = base.status < 400
    const detail = describe?.(succeeded ? call : { ...call, answer: undefined }) ?? {}
    return {
      type: succeeded ? 'owner.changed' : 'owner.change_refused',
      detail: { ...base, ...detail },
    }
  }
  const describe = OWNER_READS[key]
  if (!describe || base.status >= 400) return null
  const { method, route, status } = base
  return { type: 'owner.read', detail: { method, route, status, ...describe(call) } }
}
