import fs from 'node:fs'
import { ORDER_STATUSES, isOrderStatus } from '@print-shop/shop-domain/order-status'
import { majorUnits } from '../../lib/money.js'
import type { RateTotal } from '../../orders/accounting-export.js'
import type { ListedOrder } from '../../orders/owner-list.js'
import type { OrderDetail } from '../../orders/owner-show.js'
import type { StatusChange } from '../../orders/owner-status.js'
import { isDay, shopTime } from '../../orders/period.js'
import { OWNER_STATUSES, describeChange } from '../../orders/status-report.js'
import {
  ownersPath,
  UsageError,
  table,
  wholeNumber,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'

const money = (minor: number, currency: string) => `${majorUnits(minor)} ${currency}`
const time = (iso: string | null) => (iso ? shopTime(new Date(iso)) : '')

function day(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined
  const text = String(value)
  if (!isDay(text)) throw new UsageError(`${name} must be a day such as 2026-11-01, not "${text}"`)
  return text
}

function period(values: Record<string, unknown>): { from?: string; to?: string } {
  const from = day('--from', values.from)
  const to = day('--to', values.to)
  if (from && to && to < from) throw new UsageError(`--to ${to} is before --from ${from}`)
  return { from, to }
}

function orderNumber(positionals: string[], extra = 0): string {
  const [number] = positionals
  if (!number) throw new UsageError('the order number is missing')
  if (positionals.length > 1 + extra) throw new UsageError(`unexpected "${positionals[1 + extra]}"`)
  if (!/^\d{1,20}$/.test(number))
    throw new UsageError(`an order number is digits, such as 2026000042, not "${number}"`)
  return number
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.orders.list'),
  usage: '[--status <s1,s2>] [--from <day>] [--to <day>] [--search <text>] [--limit <n>]',
  help: [
    'Shows number, time placed (Prague time), status, customer, e-mail, total and payment method.',
    `  --status   one or more of ${ORDER_STATUSES.join(', ')}, comma-separated`,
    '  --from     placed on or after this day (YYYY-MM-DD)',
    '  --to       placed on or before this day (YYYY-MM-DD)',
    '  --search   part of the number, the e-mail, the customer name or company',
    '  --limit    how many to show, 1 to 500 (default 50)',
    'Example: npm run shop -- orders list --status paid,in_production --from 2026-11-01',
  ],
  options: {
    status: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    search: { type: 'string' },
    limit: { type: 'string' },
  },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected "${positionals[0]}"`)
    const status = values.status === undefined ? undefined : String(values.status)
    const unknown = status?.split(',').find((name) => !isOrderStatus(name.trim()))
    if (unknown !== undefined)
      throw new UsageError(`unknown status "${unknown}"; one of: ${ORDER_STATUSES.join(', ')}`)
    const limit = values.limit === undefined ? 50 : wholeNumber('--limit', values.limit, 1)
    if (limit > 500) throw new UsageError('--limit must be at most 500')
    const search = values.search === undefined ? undefined : String(values.search)
    const { data, meta } = await client.request<{ data: ListedOrder[]; meta: { total: number } }>(
      '/orders',
      { query: { status, ...period(values), search, limit } },
    )
    if (!data.length) {
      print('no orders match')
      return
    }
    table(
      [
        ['number', 'placed', 'status', 'customer', 'e-mail', 'total', 'payment'],
        ...data.map((order) => [
          order.number,
          time(order.created_at),
          order.status,
          order.company ? `${order.customer} (${order.company})` : order.customer,
          order.email,
          money(order.total_gross, order.currency),
          order.payment_method,
        ]),
      ],
      print,
    )
    print(`${data.length} of ${meta.total} matching order(s)`)
  },
}

function address(label: string, a: OrderDetail['billing'] | null): string[] {
  if (!a) return []
  return [
    `${label}:`,
    `  ${a.first_name} ${a.last_name}`,
    ...(a.company ? [`  ${a.company}`] : []),
    ...(a.company_id || a.vat_id ? [`  IČO ${a.company_id ?? '-'}  DIČ ${a.vat_id ?? '-'}`] : []),
    `  ${a.street}`,
    `  ${a.zip} ${a.city}, ${a.country}`,
    ...(a.phone_number ? [`  phone ${a.phone_number}`] : []),
    ...(a.email ? [`  e-mail ${a.email}`] : []),
  ]
}

const show: Command = {
  action: 'show',
  summary: t('owner.tool.commands.orders.show'),
  usage: '<number>',
  help: [
    'Shows the customer, billing and shipping address, delivery and pickup point, each print',
    '(picture id and name, layout, size, paper, crop, quantity, price), totals with VAT, payments,',
    'the status history, the tracking number and the customer’s note.',
    'Example: npm run shop -- orders show 2026000042',
  ],
  options: {},
  writes: false,
  async run({ positionals, client, print }) {
    const number = orderNumber(positionals)
    const { data: order } = await client.request<{ data: OrderDetail }>(`/orders/${number}`)
    const m = (minor: number) => money(minor, order.currency)
    const point = order.pickup_point
    const lines = [
      `order ${order.number}  ${order.status}  placed ${time(order.created_at)}${order.paid_at ? `  paid ${time(order.paid_at)}` : ''}`,
      `customer e-mail: ${order.email ?? '(none: anonymised)'}  language: ${order.locale}`,
      ...address('billing', order.billing),
      ...address('shipping', order.shipping),
      `delivery: ${order.delivery.name} (${order.delivery.slug})`,
      ...(point
        ? [
            `pickup point: ${point.name}, ${point.street}, ${point.zip} ${point.city} [${point.carrier} ${point.id}]`,
          ]
        : []),
      `tracking number: ${order.tracking_number ?? '-'}`,
      `note: ${order.note ?? '-'}`,
      '',
      'items:',
    ]
    lines.forEach(print)
    table(
      [
        ['picture', 'name', 'layout', 'size (mm)', 'paper', 'crop', 'qty', 'unit', 'line'],
        ...order.items.map((item) => [
          item.image_id === null ? '-' : `#${item.image_id}`,
          item.image_name,
          item.layout,
          `${item.width_mm} × ${item.height_mm}${item.edge_mm ? ` +${item.edge_mm} edge` : ''}`,
          item.paper,
          item.crop
            ? `at ${item.crop.x},${item.crop.y} of ${item.crop.image_width}×${item.crop.image_height}px`
            : 'whole image',
          item.quantity,
          m(item.unit_gross),
          m(item.line_gross),
        ]),
      ],
      (line) => print(`  ${line}`),
    )
    const { totals } = order
    ;[
      '',
      `items ${m(totals.items_gross)}`,
      ...(totals.discount_gross
        ? [
            `discount${order.coupon_code ? ` (${order.coupon_code})` : ''} -${m(totals.discount_gross)}`,
          ]
        : []),
      `delivery ${m(totals.delivery_gross)}`,
      `total ${m(totals.gross)} = net ${m(totals.net)} + VAT ${totals.vat_rate_percent} % ${m(totals.vat)}`,
      `payment method: ${order.payment_method}`,
      ...order.payments.map(
        (payment) =>
          `  ${payment.gateway} ${payment.method} ${money(payment.amount, payment.currency)} ${payment.status} (${time(payment.created_at)}, ${payment.reference})`,
      ),
      'history:',
      ...order.history.map((entry) => `  ${time(entry.at)}  ${entry.status}`),
    ].forEach(print)
  },
}

const status: Command = {
  action: 'status',
  summary: t('owner.tool.commands.orders.status'),
  usage: '<number> <status> [--tracking <number>]',
  help: [
    `Sets the status: ${OWNER_STATUSES.join(', ')}. Only the next steps are allowed`,
    '(paid → in_production → shipped → delivered; cancelled while not yet in production).',
    'Each change e-mails the customer in the language they ordered in; shipped sends the carrier',
    'and the tracking number. Cancelling a paid card/GoPay order refunds it through the gateway.',
    '  --tracking  the carrier’s tracking number; required for shipped (not for personal collection)',
    '  --dry-run   check the change and show the mail it would send; nothing is saved or sent',
    'Example: npm run shop -- orders status 2026000042 shipped --tracking Z1234567890',
  ],
  options: { tracking: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const number = orderNumber(positionals, 1)
    const to = positionals[1]
    if (!to) throw new UsageError('the new status is missing')
    if (!(OWNER_STATUSES as readonly string[]).includes(to))
      throw new UsageError(`unknown status "${to}"; one of: ${OWNER_STATUSES.join(', ')}`)
    const tracking = values.tracking === undefined ? undefined : String(values.tracking)
    if (to === 'shipped' && tracking !== undefined && !tracking.trim())
      throw new UsageError('--tracking is empty')
    const { data } = await client.request<{ data: StatusChange }>(`/orders/${number}/status`, {
      method: 'POST',
      body: { status: to, ...(tracking === undefined ? {} : { tracking_number: tracking }) },
      dryRun,
    })
    describeChange(data).forEach(print)
  },
}

const exportCommand: Command = {
  action: 'export',
  summary: t('owner.tool.commands.orders.export'),
  usage: '--from <day> --to <day> [--output <file.csv>]',
  help: [
    'One line per order paid in the period (by paid day, Prague time): number, placed, paid,',
    'status, customer, company, IČO, DIČ, country, currency, VAT rate, net, VAT, gross, payment',
    'method; then totals per currency and VAT rate, and per currency. Orders cancelled after',
    'payment are listed as cancelled and left out of the totals; unpaid orders are not listed.',
    'The file is UTF-8 with a BOM, `;`-separated (Czech Excel opens it as is), money like 1562.20.',
    '  --from    first day of the period (YYYY-MM-DD)',
    '  --to      last day of the period, included',
    '  --output  write to this file instead of the standard output',
    'Example: npm run shop -- orders export --from 2026-11-01 --to 2026-11-30 --output 2026-11.csv',
  ],
  options: { from: { type: 'string' }, to: { type: 'string' }, output: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected "${positionals[0]}"`)
    const { from, to } = period(values)
    if (!from || !to) throw new UsageError('both --from and --to are needed')
    const output = values.output === undefined ? undefined : String(values.output)
    if (output === '') throw new UsageError('--output needs a file name')
    const { data } = await client.request<{
      data: { orders: number; cancelled: number; totals: RateTotal[]; csv: string }
    }>('/orders/export', { query: { from, to } })
    if (output) fs.writeFileSync(ownersPath(output), data.csv)
    else process.stdout.write(data.csv)
    const report = (line: string) => (output ? print(line) : process.stderr.write(`${line}\n`))
    report(
      `${data.orders} order(s) paid ${from} to ${to}${data.cancelled ? `, ${data.cancelled} of them cancelled` : ''}${output ? ` → ${output}` : ''}`,
    )
    for (const total of data.totals)
      report(
        `  ${total.currency} VAT ${total.vat_rate_percent} %: ${total.orders} order(s), net ${majorUnits(total.net)}, VAT ${majorUnits(total.vat)}, gross ${majorUnits(total.gross)}`,
      )
  },
}

const group: CommandGroup = {
  name: 'orders',
  summary: t('owner.tool.groups.orders'),
  commands: [list, show, status, exportCommand],
}

export default group
