import { and, asc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm'
import { vatRateFor } from '@print-shop/shop-domain/vat-rates'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { invoices, orderItems, orders } from '../db/schema.js'
import { isLocale } from '../lib/localized.js'
import { translator } from '../lib/messages.js'
import { shopDay } from '../lib/period.js'
import { itemDescription, lineOf, totalsOf } from './amounts.js'
import type { InvoiceDocument } from './document.js'
import { nextDocumentNumber } from './numbering.js'
import { customerOf, supplierOf } from './parties.js'
import { rateOn, type ExchangeRate } from './rates.js'

export type InvoiceRow = typeof invoices.$inferSelect

export type IssueResult =
  | { status: 'issued' | 'exists'; id: number; number: string }
  /** An order in another currency than CZK whose taxable-supply day has no bank rate yet. */
  | { status: 'waiting'; currency: string; day: string }
  /** Not paid: nothing to invoice. */
  | { status: 'unpaid' }

/**
 * Where the goods go, whose rate applies under OSS: the pickup point, else the shipping address,
 * else the billing one (the order the checkout checks the delivery method's countries in).
 */
export function deliveryCountry(
  order: Pick<typeof orders.$inferSelect, 'pickupPoint' | 'shipping' | 'billing'>,
): string {
  return (
    order.pickupPoint?.country ??
    order.shipping?.country ??
    order.billing.country
  ).toUpperCase()
}

/** PostgreSQL's unique violation: another issuer was first. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code
  return code === '23505' || causeCode === '23505'
}

/** The order's invoice, if issued. */
export async function invoiceOf(db: Database, orderId: number): Promise<InvoiceRow | null> {
  const [found] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
  return found ?? null
}

/** Stores a document with the next number of its series, in one savepoint. */
export async function insertDocument(
  db: Database,
  config: Config,
  orderId: number,
  document: Omit<InvoiceDocument, 'number'>,
  correctsId: number | null,
  country: string,
): Promise<{ id: number; number: string }> {
  return db.transaction(async (tx) => {
    const year = Number(document.issued_on.slice(0, 4))
    const number = await nextDocumentNumber(tx, config, document.kind, year)
    const full: InvoiceDocument = { ...document, number }
    const [row] = await tx
      .insert(invoices)
      .values({
        number,
        kind: document.kind,
        orderId,
        correctsId,
        locale: document.locale,
        currency: document.currency,
        country,
        vatScheme: document.vat_scheme,
        issuedOn: document.issued_on,
        taxableSupplyOn: document.taxable_supply_on,
        totalNet: document.total_net,
        totalVat: document.total_vat,
        totalGross: document.total_gross,
        document: full as unknown as Record<string, unknown>,
      })
      .returning({ id: invoices.id, number: invoices.number })
    return row!
  })
}

/** What an order's invoice states, built from the order as placed and the shop's facts today. */
export function invoiceDocument(
  config: Config,
  order: typeof orders.$inferSelect,
  items: readonly (typeof orderItems.$inferSelect)[],
  rate: ExchangeRate | null,
  issuedOn: string,
): Omit<InvoiceDocument, 'number'> {
  const locale = isLocale(order.locale) ? order.locale : 'cs'
  const scheme = config.invoicing.vatScheme
  const percent = vatRateFor(scheme, deliveryCountry(order))
  const lines = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) => lineOf(itemDescription(item), item.quantity, item.gross, percent, item.id))
  if (order.deliveryGross > 0) {
    const t = translator(locale)
    lines.push(
      lineOf(
        t('invoicing.delivery', { name: order.deliveryName }),
        1,
        order.deliveryGross,
        percent,
        null,
      ),
    )
  }
  return {
    kind: 'invoice',
    order_number: order.number,
    variable_symbol: order.number,
    corrects: null,
    reason: null,
    locale,
    currency: order.currency as InvoiceDocument['currency'],
    vat_scheme: scheme,
    issued_on: issuedOn,
    taxable_supply_on: shopDay(order.paidAt!),
    payment_method: order.paymentMethod,
    supplier: supplierOf(config, order.currency),
    customer: customerOf(order.billing),
    lines,
    ...totalsOf(lines, rate),
    exchange_rate: rate,
  }
}

/**
 * Issues the invoice of a paid order, once: a repeat (or a racing second issuer, which the unique
 * index stops) answers the invoice there is. Date of taxable supply: the Prague day the money came;
 * date of issue: today in Prague, the same day unless the invoice waited for the bank's rate. An
 * order in EUR whose day has no imported rate is left `waiting` (never a guessed rate): importing
 * the rates issues it (issueWaitingInvoices). Runs in the caller's transaction (a savepoint) or
 * its own.
 */
export async function issueInvoice(
  db: Database,
  config: Config,
  orderId: number,
  now = new Date(),
): Promise<IssueResult> {
  const existing = await invoiceOf(db, orderId)
  if (existing) return { status: 'exists', id: existing.id, number: existing.number }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order?.paidAt) return { status: 'unpaid' }
  const taxableDay = shopDay(order.paidAt)
  let rate: ExchangeRate | null = null
  if (order.currency !== 'CZK') {
    rate = await rateOn(db, order.currency, taxableDay)
    if (!rate) return { status: 'waiting', currency: order.currency, day: taxableDay }
  }
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
  const document = invoiceDocument(config, order, items, rate, shopDay(now))
  try {
    const issued = await insertDocument(
      db,
      config,
      order.id,
      document,
      null,
      deliveryCountry(order),
    )
    return { status: 'issued', ...issued }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const other = await invoiceOf(db, orderId)
    if (!other) throw error
    return { status: 'exists', id: other.id, number: other.number }
  }
}

/**
 * How far back a paid order without an invoice is taken as waiting for its rate: the bank publishes
 * one every working day, so an older one was paid before the shop issued invoices (not invoiced
 * retroactively, which would date documents long after the payment).
 */
const WAITING_DAYS = 60

/** The paid orders in another currency than CZK without an invoice: those waiting for a rate. */
export async function ordersAwaitingInvoice(
  db: Database,
  now = new Date(),
): Promise<(typeof orders.$inferSelect)[]> {
  return db
    .select({ order: orders })
    .from(orders)
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
    .where(
      and(
        isNotNull(orders.paidAt),
        ne(orders.currency, 'CZK'),
        gt(orders.paidAt, new Date(now.getTime() - WAITING_DAYS * 86_400_000)),
        isNull(invoices.id),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .then((rows) => rows.map((row) => row.order))
}
