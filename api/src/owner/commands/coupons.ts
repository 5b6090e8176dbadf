import type { CouponView } from '../../coupons/owner-coupons.js'
import { formatMoney } from '../../lib/money.js'
import {
  money,
  table,
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
  if (!coupon.valid_from && !coupon.valid_until) return 'always'
  const from = coupon.valid_from ? pragueDay(coupon.valid_from) : ''
  const until = coupon.valid_until ? pragueDay(coupon.valid_until, true) : ''
  return `${from}…${until}`
}

function usesOf(coupon: CouponView): string {
  const total = `${coupon.used_count}/${coupon.usage_limit ?? '∞'}`
  return coupon.max_uses_per_customer === null
    ? total
    : `${total} (${coupon.max_uses_per_customer} per customer)`
}

const HEADER = ['code', 'discount', 'layouts', 'minimum order', 'valid', 'used/limit', 'status']

function row(coupon: CouponView): string[] {
  return [
    coupon.code,
    discountOf(coupon),
    coupon.layout_slugs.join(',') || 'all',
    minimumOf(coupon),
    validityOf(coupon),
    usesOf(coupon),
    coupon.status.replace('_', ' '),
  ]
}

const create: Command = {
  action: 'create',
  summary: t('owner.tool.commands.coupons.create'),
  usage:
    '<CODE> (--percent <n> | --czk <amount> --eur <amount>) [--layouts <slug,slug>] [--minimum-czk <amount> --minimum-eur <amount>] [--from <day>] [--until <day>] [--limit <n>] [--per-customer <n>]',
  help: [
    'The code is stored in capitals (shoppers may type it in any case): 3 to 30 letters without',
    'accents, digits, - or _. Days are Prague days, both ends included.',
    '',
    '  --percent <n>             percent off (1 to 100)',
    '  --czk, --eur <amount>     a fixed amount off instead, in both currencies',
    '  --layouts <slug,slug>     only prints of these layouts (default: everything)',
    '  --minimum-czk, --minimum-eur <amount>   least goods value of the order, in both currencies',
    '  --from <day>              valid from the start of this day, e.g. 2026-12-01 (default: now)',
    '  --until <day>             valid to the end of this day, e.g. 2026-12-31 (default: no end)',
    '  --limit <n>               orders that may use it in all (default: unlimited)',
    '  --per-customer <n>        orders one customer account may use it in (default: unlimited)',
    '  --dry-run                 check it, write nothing',
    '',
    'example: npm run shop -- coupons create VANOCE27 --percent 15 --layouts obraz-na-platne --from 2027-11-22 --until 2027-12-20',
  ],
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
    if (positionals.length !== 1) throw new UsageError('give one code')
    const fixed = values.czk !== undefined || values.eur !== undefined
    if (values.percent !== undefined && fixed)
      throw new UsageError('give either --percent or --czk with --eur, not both')
    if (values.percent === undefined && !fixed)
      throw new UsageError('give the discount: --percent, or --czk with --eur')
    if (fixed && (values.czk === undefined || values.eur === undefined))
      throw new UsageError('a fixed discount needs both --czk and --eur')
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
      `${dryRun ? 'would create' : 'created'} ${data.coupon.code}: ${discountOf(data.coupon)} off`,
    )
    table([HEADER, row(data.coupon)], print)
  },
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.coupons.list'),
  usage: '[--all]',
  help: [
    'Shows each code with its discount, layouts, minimum order, validity (Prague days, both',
    'ends included), uses and status: active, scheduled (starts later), expired, used up or',
    'stopped (by `coupons expire`).',
    '',
    '  --all   include expired, used-up and stopped codes',
    '',
    'example: npm run shop -- coupons list --all',
  ],
  options: { all: { type: 'boolean' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`)
    const { data } = await client.request<{ data: CouponView[] }>('/coupons', {
      query: { all: values.all === true ? true : undefined },
    })
    if (data.length === 0) {
      print(
        values.all ? 'no discount codes' : 'no discount codes to be used (--all shows every one)',
      )
      return
    }
    table([HEADER, ...data.map(row)], print)
  },
}

const expire: Command = {
  action: 'expire',
  summary: t('owner.tool.commands.coupons.expire'),
  usage: '<CODE>',
  help: [
    'Switches the code off: from now on shoppers are told it is not valid, and checkout refuses',
    'baskets that still carry it. Its dates and use count stay as they were.',
    '',
    '  --dry-run   check the code, write nothing',
    '',
    'example: npm run shop -- coupons expire VITEJTE10',
  ],
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    if (positionals.length !== 1) throw new UsageError('give one code')
    const { data } = await client.request<{
      data: { coupon: CouponView; before: string; changed: boolean }
    }>(`/coupons/${encodeURIComponent(positionals[0]!)}/expire`, { method: 'POST', dryRun })
    const { coupon } = data
    if (!data.changed) print(`${coupon.code} is stopped already; nothing changed`)
    else
      print(
        `${coupon.code}: ${data.before.replace('_', ' ')} → ${dryRun ? 'would be stopped' : 'stopped'} (used ${coupon.used_count} times)`,
      )
  },
}

const group: CommandGroup = {
  name: 'coupons',
  summary: t('owner.tool.groups.coupons'),
  commands: [create, list, expire],
}

export default group
