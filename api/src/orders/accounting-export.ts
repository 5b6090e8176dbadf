import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { invoices, orders } from '../db/schema.js'
import type { InvoiceDocument } from '../invoices/document.js'
import { csvField } from '../lib/csv.js'
import { majorUnits } from '../lib/money.js'
import { shopDay, withinDays } from '../lib/period.js'
import type { OrderRow } from './types.js'

/**
 * The accounting export of a period: one line per order PAID in it (by its paid date in the shop's
 * time zone, when the money came and the tax point falls), whatever the order's status now; an
 * order cancelled after payment is listed with status `cancelled` (its money is refunded) and left
 * out of the totals. Unpaid orders are not in it. Each order has one VAT rate (items and delivery
 * alike; its invoice's, which under OSS is the delivery country's): its line gives net, VAT and
 * gross at that rate, and the summary lines at the end give them
 * per currency and rate, then per currency.
 *
 * The file is CSV as Czech Excel opens it: UTF-8 with a byte order mark, `;` between fields (the
 * Czech list separator), CRLF line ends, fields quoted by RFC 4180 when they hold `;`, `"` or a line
 * break, money in major units with a dot (1562.20), days as YYYY-MM-DD.
 */

const SEPARATOR = ';'
const BOM = '\ufeff'

const COLUMNS = [
  'number',
  'placed',
  'paid',
  'status',
  'customer',
  'company',
  'company_id',
  'vat_id',
  'country',
  'currency',
  'vat_rate',
  'net',
  'vat',
  'gross',
  'payment_method',
] as const

type Line = Record<(typeof COLUMNS)[number], string>

export interface RateTotal {
  currency: string
  vat_rate_percent: number
  orders: number
  net: number
  vat: number
  gross: number
}

function orderLine(order: OrderRow): Line {
  const { billing } = order
  return {
    number: order.number,
    placed: shopDay(order.createdAt),
    paid: order.paidAt ? shopDay(order.paidAt) : '',
    status: order.status,
    customer: `${billing.first_name} ${billing.last_name}`.trim(),
    company: billing.company ?? '',
    company_id: billing.company_id ?? '',
    vat_id: billing.vat_id ?? '',
    country: billing.country,
    currency: order.currency,
    vat_rate: String(order.vatRatePercent),
    net: majorUnits(order.totalNet),
    vat: majorUnits(order.totalVat),
    gross: majorUnits(order.totalGross),
    payment_method: order.paymentMethod,
  }
}

const NUMERIC = new Set<string>(['vat_rate', 'net', 'vat', 'gross'])

function row(line: Partial<Line>): string {
  return COLUMNS.map((column) => csvField(line[column] ?? '', !NUMERIC.has(column))).join(SEPARATOR)
}

/** Sums of the orders that count (not cancelled) per currency and VAT rate. */
export function rateTotals(paid: readonly OrderRow[]): RateTotal[] {
  const totals = new Map<string, RateTotal>()
  for (const order of paid) {
    if (order.status === 'cancelled') continue
    const key = `${order.currency} ${order.vatRatePercent}`
    const total = totals.get(key) ?? {
      currency: order.currency,
      vat_rate_percent: order.vatRatePercent,
      orders: 0,
      net: 0,
      vat: 0,
      gross: 0,
    }
    total.orders += 1
    total.net += order.totalNet
    total.vat += order.totalVat
    total.gross += order.totalGross
    totals.set(key, total)
  }
  return [...totals.values()].sort(
    (a, b) => a.currency.localeCompare(b.currency) || a.vat_rate_percent - b.vat_rate_percent,
  )
}

function summaryLines(totals: readonly RateTotal[], cancelled: number): string[] {
  const currencies = [...new Set(totals.map((total) => total.currency))]
  const amounts = (sums: Pick<RateTotal, 'net' | 'vat' | 'gross'>) => ({
    net: majorUnits(sums.net),
    vat: majorUnits(sums.vat),
    gross: majorUnits(sums.gross),
  })
  const perRate = totals.map((total) =>
    row({
      number: 'total',
      status: `orders: ${total.orders}`,
      currency: total.currency,
      vat_rate: String(total.vat_rate_percent),
      ...amounts(total),
    }),
  )
  const perCurrency = currencies.map((currency) => {
    const mine = totals.filter((total) => total.currency === currency)
    const sum = (field: 'net' | 'vat' | 'gross' | 'orders') =>
      mine.reduce((result, total) => result + total[field], 0)
    return row({
      number: 'total',
      status: `orders: ${sum('orders')}`,
      currency,
      vat_rate: 'all',
      ...amounts({ net: sum('net'), vat: sum('vat'), gross: sum('gross') }),
    })
  })
  const note = cancelled
    ? [row({ number: 'note', customer: `${cancelled} cancelled after payment, not in the totals` })]
    : []
  return [...perRate, ...perCurrency, ...note]
}

/**
 * The orders paid in the period (days YYYY-MM-DD, both included), by paid date then number. An order
 * with its invoice gives the invoice's net, VAT and rate: under OSS the invoice taxes the same gross
 * at the delivery country's rate, while the order keeps the Czech split the checkout showed.
 */
export async function paidInPeriod(db: Database, from: string, to: string): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders, invoice: invoices })
    .from(orders)
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
    .where(and(isNotNull(orders.paidAt), withinDays(orders.paidAt, from, to)))
    .orderBy(asc(orders.paidAt), asc(orders.number))
  return rows.map(({ order, invoice }) => {
    const rate = (invoice?.document as unknown as InvoiceDocument | undefined)?.by_rate[0]
    if (!invoice || !rate) return order
    return {
      ...order,
      totalNet: invoice.totalNet,
      totalVat: invoice.totalVat,
      vatRatePercent: rate.vat_rate_percent,
    }
  })
}

/** The export's CSV text (with its byte order mark) and its totals. */
export function accountingCsv(paid: readonly OrderRow[]) {
  const totals = rateTotals(paid)
  const cancelled = paid.filter((order) => order.status === 'cancelled').length
  const lines = [
    COLUMNS.join(SEPARATOR),
    ...paid.map((order) => row(orderLine(order))),
    '',
    ...summaryLines(totals, cancelled),
  ]
  return { csv: `${BOM}${lines.join('\r\n')}\r\n`, totals, cancelled }
}
