import fs from 'node:fs'
import { ORDER_STATUSES, isOrderStatus } from '@print-shop/shop-domain/order-status'
import { majorUnits } from '../../lib/money.js'
import type { RateTotal } from '../../orders/accounting-export.js'
import type { ListedOrder } from '../../orders/owner-list.js'
import type { OrderDetail } from '../../orders/owner-show.js'
import type { StatusChange } from '../../orders/owner-status.js'
import { isDay, shopTime } from '../../lib/period.js'
import { OWNER_STATUSES } from '../../orders/status-report.js'
import {
  header,
  ownersPath,
  UsageError,
  table,
  textLines,
  wholeNumber,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'
import { files } from './order-files.js'
import { changeLines } from '../status-change.js'
import { shipmentLines } from '../shipment-lines.js'

const money = (minor: number, currency: string) => `${majorUnits(minor)} ${currency}`
const time = (iso: string | null) => (iso ? shopTime(new Date(iso)) : '')

function day(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined
  const text = String(value)
  if (!isDay(text))
    throw new UsageError(t('owner.tool.day', { option: name, example: '2026-11-01', value: text }))
  return text
}

function period(values: Record<string, unknown>): { from?: string; to?: string } {
  const from = day('--from', values.from)
  const to = day('--to', values.to)
  if (from && to && to < from) throw new UsageError(t('owner.tool.orders.before', { from, to }))
  return { from, to }
}

function orderNumber(positionals: string[], extra = 0): string {
  const [number] = positionals
  if (!number) throw new UsageError(t('owner.tool.orders.number_missing'))
  if (positionals.length > 1 + extra)
    throw new UsageError(t('owner.tool.unexpected', { value: positionals[1 + extra]! }))
  if (!/^\d{1,20}$/.test(number))
    throw new UsageError(t('owner.tool.orders.not_number', { value: number }))
  return number
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.orders.list'),
  usage: t('owner.tool.synopsis.orders.list'),
  help: textLines('owner.tool.help.orders.list', { statuses: ORDER_STATUSES.join(', ') }),
  options: {
    status: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    search: { type: 'string' },
    limit: { type: 'string' },
  },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const status = values.status === undefined ? undefined : String(values.status)
    const unknown = status?.split(',').find((name) => !isOrderStatus(name.trim()))
    if (unknown !== undefined)
      throw new UsageError(
        t('owner.tool.unknown_status', { value: unknown, statuses: ORDER_STATUSES.join(', ') }),
      )
    const limit = values.limit === undefined ? 50 : wholeNumber('--limit', values.limit, 1)
    if (limit > 500) throw new UsageError(t('owner.tool.at_most', { option: '--limit', max: 500 }))
    const search = values.search === undefined ? undefined : String(values.search)
    const { data, meta } = await client.request<{ data: ListedOrder[]; meta: { total: number } }>(
      '/orders',
      { query: { status, ...period(values), search, limit } },
    )
    if (!data.length) {
      print(t('owner.tool.orders.none'))
      return
    }
    table(
      [
        header('owner.tool.orders.columns', [
          'number',
          'placed',
          'status',
          'customer',
          'email',
          'total',
          'payment',
        ]),
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
    print(t('owner.tool.orders.matching', { shown: data.length, total: meta.total }))
  },
}

function address(label: string, a: OrderDetail['billing'] | null): string[] {
  if (!a) return []
  return [
    t(label),
    `  ${a.first_name} ${a.last_name}`,
    ...(a.company ? [`  ${a.company}`] : []),
    ...(a.company_id || a.vat_id
      ? [
          `  ${t('owner.tool.ids.company', { value: a.company_id ?? '-' })}  ${t('owner.tool.ids.vat', { value: a.vat_id ?? '-' })}`,
        ]
      : []),
    `  ${a.street}`,
    `  ${a.zip} ${a.city}, ${a.country}`,
    ...(a.phone_number ? [`  ${t('owner.tool.orders.phone', { value: a.phone_number })}`] : []),
    ...(a.email ? [`  ${t('owner.tool.orders.email', { value: a.email })}`] : []),
  ]
}

const show: Command = {
  action: 'show',
  summary: t('owner.tool.commands.orders.show'),
  usage: t('owner.tool.synopsis.orders.show'),
  help: textLines('owner.tool.help.orders.show'),
  options: {},
  writes: false,
  async run({ positionals, client, print }) {
    const number = orderNumber(positionals)
    const { data: order } = await client.request<{ data: OrderDetail }>(`/orders/${number}`)
    const m = (minor: number) => money(minor, order.currency)
    const point = order.pickup_point
    const heading = t('owner.tool.orders.heading', {
      number: order.number,
      status: order.status,
      placed: time(order.created_at),
    })
    const lines = [
      heading + (order.paid_at ? t('owner.tool.orders.paid', { paid: time(order.paid_at) }) : ''),
      t('owner.tool.orders.customer', {
        email: order.email ?? t('owner.tool.orders.anonymised'),
        language: order.locale,
      }),
      ...address('owner.tool.orders.billing', order.billing),
      ...address('owner.tool.orders.shipping', order.shipping),
      t('owner.tool.orders.delivery', { name: order.delivery.name, slug: order.delivery.slug }),
      ...(point
        ? [
            t('owner.tool.orders.pickup_point', {
              point: `${point.name}, ${point.street}, ${point.zip} ${point.city} [${point.carrier} ${point.id}]`,
            }),
          ]
        : []),
      t('owner.tool.orders.tracking', { value: order.tracking_number ?? '-' }),
      ...(order.shipment
        ? shipmentLines(order.shipment).map((line) =>
            t('owner.tool.orders.shipment', { value: line }),
          )
        : []),
      t('owner.tool.orders.note', { value: order.note ?? '-' }),
      '',
      t('owner.tool.orders.items'),
    ]
    lines.forEach(print)
    table(
      [
        header('owner.tool.orders.item_columns', [
          'picture',
          'name',
          'layout',
          'size',
          'paper',
          'crop',
          'quantity',
          'unit',
          'line',
        ]),
        ...order.items.map((item) => [
          item.image_id !== null
            ? `#${item.image_id}`
            : item.upload_id !== null
              ? t('owner.tool.orders.own_photo')
              : '-',
          item.image_name,
          item.layout,
          `${item.width_mm} × ${item.height_mm}${item.edge_mm ? ` ${t('owner.tool.orders.edge', { mm: item.edge_mm })}` : ''}`,
          item.paper,
          item.crop
            ? t('owner.tool.orders.crop', {
                x: String(item.crop.x),
                y: String(item.crop.y),
                width: item.crop.image_width,
                height: item.crop.image_height,
              })
            : t('owner.tool.orders.whole'),
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
      t('owner.tool.orders.items_total', { amount: m(totals.items_gross) }),
      ...(totals.discount_gross
        ? [
            t(`owner.tool.orders.${order.coupon_code ? 'discount_code' : 'discount'}`, {
              code: order.coupon_code ?? '',
              amount: `-${m(totals.discount_gross)}`,
            }),
          ]
        : []),
      t('owner.tool.orders.delivery_total', { amount: m(totals.delivery_gross) }),
      t('owner.tool.orders.total', {
        gross: m(totals.gross),
        net: m(totals.net),
        rate: `${totals.vat_rate_percent} %`,
        vat: m(totals.vat),
      }),
      t('owner.tool.orders.payment_method', { method: order.payment_method }),
      ...order.payments.map(
        (payment) =>
          `  ${payment.gateway} ${payment.method} ${money(payment.amount, payment.currency)} ${payment.status} (${time(payment.created_at)}, ${payment.reference})`,
      ),
      t('owner.tool.orders.history'),
      ...order.history.map((entry) => `  ${time(entry.at)}  ${entry.status}`),
    ].forEach(print)
  },
}

const status: Command = {
  action: 'status',
  summary: t('owner.tool.commands.orders.status'),
  usage: t('owner.tool.synopsis.orders.status'),
  help: textLines('owner.tool.help.orders.status', { statuses: OWNER_STATUSES.join(', ') }),
  options: { tracking: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const number = orderNumber(positionals, 1)
    const to = positionals[1]
    if (!to) throw new UsageError(t('owner.tool.orders.status_missing'))
    if (!(OWNER_STATUSES as readonly string[]).includes(to))
      throw new UsageError(
        t('owner.tool.unknown_status', { value: to, statuses: OWNER_STATUSES.join(', ') }),
      )
    const tracking = values.tracking === undefined ? undefined : String(values.tracking)
    if (to === 'shipped' && tracking !== undefined && !tracking.trim())
      throw new UsageError(t('owner.tool.orders.tracking_empty'))
    const { data } = await client.request<{ data: StatusChange }>(`/orders/${number}/status`, {
      method: 'POST',
      body: { status: to, ...(tracking === undefined ? {} : { tracking_number: tracking }) },
      dryRun,
    })
    changeLines(data).forEach(print)
  },
}

const exportCommand: Command = {
  action: 'export',
  summary: t('owner.tool.commands.orders.export'),
  usage: t('owner.tool.synopsis.orders.export'),
  help: textLines('owner.tool.help.orders.export'),
  options: { from: { type: 'string' }, to: { type: 'string' }, output: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const { from, to } = period(values)
    if (!from || !to) throw new UsageError(t('owner.tool.orders.periods_needed'))
    const output = values.output === undefined ? undefined : String(values.output)
    if (output === '') throw new UsageError(t('owner.tool.needs_file', { option: '--output' }))
    const { data } = await client.request<{
      data: { orders: number; cancelled: number; totals: RateTotal[]; csv: string }
    }>('/orders/export', { query: { from, to } })
    if (output) fs.writeFileSync(ownersPath(output), data.csv)
    else process.stdout.write(data.csv)
    const report = (line: string) => (output ? print(line) : process.stderr.write(`${line}\n`))
    const exported = t(`owner.tool.orders.${data.cancelled ? 'exported_cancelled' : 'exported'}`, {
      count: data.orders,
      from,
      to,
      cancelled: data.cancelled,
    })
    report(`${exported}${output ? ` → ${output}` : ''}`)
    for (const total of data.totals)
      report(
        `  ${t('owner.tool.orders.export_total', {
          currency: total.currency,
          rate: `${total.vat_rate_percent} %`,
          count: total.orders,
          net: majorUnits(total.net),
          vat: majorUnits(total.vat),
          gross: majorUnits(total.gross),
        })}`,
      )
  },
}

const group: CommandGroup = {
  name: 'orders',
  summary: t('owner.tool.groups.orders'),
  commands: [list, show, status, exportCommand, files],
}

export default group
