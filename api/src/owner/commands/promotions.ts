import type { PromotionView } from '../../promotions/promotions.js'
import { table, UsageError, type Command, type CommandGroup } from '../command.js'
import { t } from '../language.js'
import { endOfDay, pragueDay, startOfDay } from '../prague-dates.js'

const HEADER = ['promotion', 'code', 'runs (Prague)', 'countries', 'link', 'status']

function row(promotion: PromotionView): string[] {
  return [
    promotion.slug,
    promotion.coupon_code ?? '-',
    `${pragueDay(promotion.starts_at)}…${pragueDay(promotion.ends_at, true)}`,
    promotion.countries.join(','),
    promotion.link,
    promotion.status,
  ]
}

const create: Command = {
  action: 'create',
  summary: t('owner.tool.commands.promotions.create'),
  usage: '<slug> --from <day> --until <day> --countries <CZ,SK> --link <path> [--coupon <CODE>]',
  help: [
    'The home page slides leading to its page (they are linked to it), the basket and the',
    'promotion page show it only while it runs, and only on pages for its countries (cs pages:',
    'CZ, sk: SK, de: DE or AT, en: any). Days are Prague days, both ends included. Pages built',
    'while it runs hide it in the browser once it ends.',
    '',
    '  --from <day>            starts at the beginning of this day, e.g. 2027-11-22',
    '  --until <day>           ends at the end of this day, e.g. 2027-12-20',
    '  --countries <CZ,SK>     EU country codes of the shoppers it is for',
    '  --link <path>           the shop page presenting it, e.g. /akce01',
    '  --coupon <CODE>         the discount code it advertises (it must exist: coupons create)',
    '  --dry-run               check it, write nothing',
    '',
    'example: npm run shop -- promotions create vanoce27 --from 2027-11-22 --until 2027-12-20 --countries CZ,SK --link /akce01 --coupon VANOCE27',
  ],
  options: {
    from: { type: 'string' },
    until: { type: 'string' },
    countries: { type: 'string' },
    link: { type: 'string' },
    coupon: { type: 'string' },
  },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    if (positionals.length !== 1) throw new UsageError('give one promotion name (slug)')
    for (const name of ['from', 'until', 'countries', 'link'])
      if (values[name] === undefined) throw new UsageError(`give --${name}`)
    const body = {
      slug: positionals[0],
      coupon_code: values.coupon === undefined ? undefined : String(values.coupon),
      starts_at: startOfDay('--from', values.from).toISOString(),
      ends_at: endOfDay('--until', values.until).toISOString(),
      countries: String(values.countries)
        .split(',')
        .map((country) => country.trim().toUpperCase())
        .filter(Boolean),
      link: String(values.link),
    }
    const { data } = await client.request<{
      data: { promotion: PromotionView & { slides: number } }
    }>('/promotions', { method: 'POST', body, dryRun })
    const { slides } = data.promotion
    print(
      `${dryRun ? 'would create' : 'created'} ${data.promotion.slug}${slides ? ` (home page slides leading to ${body.link}: ${slides})` : ''}`,
    )
    table([HEADER, row(data.promotion)], print)
  },
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.promotions.list'),
  usage: '[--all]',
  help: [
    'Shows each promotion with its code, when it runs (Prague days, both ends included), its',
    'countries, its page and its status: scheduled, running or ended.',
    '',
    '  --all   include the ended promotions',
    '',
    'example: npm run shop -- promotions list --all',
  ],
  options: { all: { type: 'boolean' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`)
    const { data } = await client.request<{ data: PromotionView[] }>('/promotions', {
      query: { all: values.all === true ? true : undefined },
    })
    if (data.length === 0) {
      print(
        values.all ? 'no promotions' : 'no running or scheduled promotions (--all shows every one)',
      )
      return
    }
    table([HEADER, ...data.map(row)], print)
  },
}

const end: Command = {
  action: 'end',
  summary: t('owner.tool.commands.promotions.end'),
  usage: '<slug>',
  help: [
    'The API stops offering it at once; pages built while it ran hide it in the browser from now',
    'on, and the next rebuild leaves it out. A scheduled promotion is cancelled. Its discount',
    'code is not touched: stop it with `coupons expire`.',
    '',
    '  --dry-run   check the promotion, write nothing',
    '',
    'example: npm run shop -- promotions end vanoce26',
  ],
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    if (positionals.length !== 1) throw new UsageError('give one promotion name (slug)')
    const { data } = await client.request<{
      data: { promotion: PromotionView; before: string; changed: boolean }
    }>(`/promotions/${encodeURIComponent(positionals[0]!)}/end`, { method: 'POST', dryRun })
    const { promotion } = data
    if (!data.changed) print(`${promotion.slug} has ended already; nothing changed`)
    else
      print(
        `${promotion.slug}: ${data.before} → ${dryRun ? 'would end' : 'ended'} at ${pragueDay(promotion.ends_at)}`,
      )
  },
}

const group: CommandGroup = {
  name: 'promotions',
  summary: t('owner.tool.groups.promotions'),
  commands: [create, list, end],
}

export default group
