import type { CouponView } from '../../coupons/owner-coupons.js'
import { formatMoney } from '../../lib/money.js'
import {
  header,
  money,
  table,
  textLines,
  UsageError,
  wholeNumber,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'
import { endOfDay, pragueDay, startOfDay } from '../prague-dates.js'

function discountOf(coupon: CouponView): string {
  if (coupon.kind === 'percentage') return `${coupon.percent_off} %`
  return `${formatMoney(coupon.amount_off_czk ?? 0, 'CZK')} / ${formatMoney(coupon.amount_off_eur ?? 0, 'EUR')}`
}

function minimumOf(coupon: CouponView): string {
  if (coupon.minimum_order_czk === null && coupon.minimum_order_eur === null) return '-'
  const amounts = [
    coupon.minimum_order_czk === null ? null : formatMoney(coupon.minimum_order_czk, 'CZK'),
    coupon.minimum_order_eur === null ? null : formatMoney(coupon.minimum_order_eur, 'EUR'),
  ]
  return amounts.filter(Boolean).join(' / ')
}

/** The validity as Prague days, both ends included. */
function validityOf(coupon: CouponView): string {
  if (!coupon.valid_from && !coupon.valid_until) return t('owner.tool.coupons.always')
  const from = coupon.valid_from ? pragueDay(coupon.valid_from) : ''
  const until = coupon.valid_until ? pragueDay(coupon.valid_until, true) : ''
  return `${from}…${until}`
}

function usesOf(coupon: CouponView): string {
  const total = `${coupon.used_count}/${coupon.usage_limit ?? '∞'}`
  return coupon.max_uses_per_customer === null
    ? total
    : t('owner.tool.coupons.per_customer', { uses: total, count: coupon.max_uses_per_customer })
}

const HEADER = header('owner.tool.coupons.columns', [
  'code',
  'discount',
  'layouts',
  'minimum',
  'valid',
  'uses',
  'status',
])

const status = (name: string) => t(`owner.tool.coupons.status.${name}`)

function row(coupon: CouponView): string[] {
  return [
    coupon.code,
    discountOf(coupon),
    coupon.layout_slugs.join(',') || t('owner.tool.coupons.all_layouts'),
    minimumOf(coupon),
    validityOf(coupon),
    usesOf(coupon),
    status(coupon.status),
  ]
}

const create: Command = {
  action: 'create',
  summary: t('owner.tool.commands.coupons.create'),
  usage: t('owner.tool.synopsis.coupons.create'),
  help: textLines('owner.tool.help.coupons.create'),
  options: {
    percent: { type: 'string' },
    czk: { type: 'string' },
    eur: { type: 'string' },
    layouts: { type: 'string' },
    'minimum-czk': { type: 'string' },
    'minimum-eur': { type: 'string' },
    from: { type: 'string' },
    until: { type: 'string' },
    limit: { type: 'string' },
    'per-customer': { type: 'string' },
  },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    if (positionals.length !== 1) throw new UsageError(t('owner.tool.coupons.one_code'))
    const fixed = values.czk !== undefined || values.eur !== undefined
    if (values.percent !== undefined && fixed)
      throw new UsageError(t('owner.tool.coupons.not_both'))
    if (values.percent === undefined && !fixed)
      throw new UsageError(t('owner.tool.coupons.no_discount'))
    if (fixed && (values.czk === undefined || values.eur === undefined))
      throw new UsageError(t('owner.tool.coupons.fixed_both'))
    const optional = <T>(name: string, read: (name: string, value: unknown) => T) =>
      values[name] === undefined ? undefined : read(`--${name}`, values[name])
    const count = (name: string, value: unknown) => wholeNumber(name, value, 1)
    const body = {
      code: positionals[0],
      percent_off: optional('percent', count),
      amount_off_czk: optional('czk', money),
      amount_off_eur: optional('eur', money),
      layout_slugs: optional('layouts', (_, value) =>
        String(value)
          .split(',')
          .map((slug) => slug.trim())
          .filter(Boolean),
      ),
      minimum_order_czk: optional('minimum-czk', money),
      minimum_order_eur: optional('minimum-eur', money),
      valid_from: optional('from', startOfDay)?.toISOString(),
      valid_until: optional('until', endOfDay)?.toISOString(),
      usage_limit: optional('limit', count),
      max_uses_per_customer: optional('per-customer', count),
    }
    const { data } = await client.request<{ data: { coupon: CouponView } }>('/coupons', {
      method: 'POST',
      body,
      dryRun,
    })
    print(
      t(`owner.tool.coupons.${dryRun ? 'would_create' : 'created'}`, {
        code: data.coupon.code,
        discount: discountOf(data.coupon),
      }),
    )
    table([HEADER, row(data.coupon)], print)
  },
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.coupons.list'),
  usage: t('owner.tool.synopsis.coupons.list'),
  help: textLines('owner.tool.help.coupons.list'),
  options: { all: { type: 'boolean' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const { data } = await client.request<{ data: CouponView[] }>('/coupons', {
      query: { all: values.all === true ? true : undefined },
    })
    if (data.length === 0) {
      print(t(values.all ? 'owner.tool.coupons.none_at_all' : 'owner.tool.coupons.none'))
      return
    }
    table([HEADER, ...data.map(row)], print)
  },
}

const expire: Command = {
  action: 'expire',
  summary: t('owner.tool.commands.coupons.expire'),
  usage: t('owner.tool.synopsis.coupons.expire'),
  help: textLines('owner.tool.help.coupons.expire'),
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    if (positionals.length !== 1) throw new UsageError(t('owner.tool.coupons.one_code'))
    const { data } = await client.request<{
      data: { coupon: CouponView; before: string; changed: boolean }
    }>(`/coupons/${encodeURIComponent(positionals[0]!)}/expire`, { method: 'POST', dryRun })
    const { coupon } = data
    if (!data.changed) print(t('owner.tool.coupons.stopped_already', { code: coupon.code }))
    else
      print(
        t(`owner.tool.coupons.${dryRun ? 'would_stop' : 'stopped'}`, {
          code: coupon.code,
          before: status(data.before),
          count: coupon.used_count,
        }),
      )
  },
}

const group: CommandGroup = {
  name: 'coupons',
  summary: t('owner.tool.groups.coupons'),
  commands: [create, list, expire],
}

export default group
