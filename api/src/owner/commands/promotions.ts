import type { PromotionView } from '../../promotions/promotions.js'
import {
  header,
  table,
  textLines,
  UsageError,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'
import { endOfDay, pragueDay, startOfDay } from '../prague-dates.js'

const HEADER = header('owner.tool.promotions.columns', [
  'promotion',
  'code',
  'runs',
  'countries',
  'link',
  'status',
])

const status = (name: string) => t(`owner.tool.promotions.status.${name}`)

function row(promotion: PromotionView): string[] {
  return [
    promotion.slug,
    promotion.coupon_code ?? '-',
    `${pragueDay(promotion.starts_at)}…${pragueDay(promotion.ends_at, true)}`,
    promotion.countries.join(','),
    promotion.link,
    status(promotion.status),
  ]
}

const create: Command = {
  action: 'create',
  summary: t('owner.tool.commands.promotions.create'),
  usage: t('owner.tool.synopsis.promotions.create'),
  help: textLines('owner.tool.help.promotions.create'),
  options: {
    from: { type: 'string' },
    until: { type: 'string' },
    countries: { type: 'string' },
    link: { type: 'string' },
    coupon: { type: 'string' },
  },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    if (positionals.length !== 1) throw new UsageError(t('owner.tool.promotions.one_slug'))
    for (const name of ['from', 'until', 'countries', 'link'])
      if (values[name] === undefined)
        throw new UsageError(t('owner.tool.give_option', { option: `--${name}` }))
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
    const created = `owner.tool.promotions.${dryRun ? 'would_create' : 'created'}`
    print(
      t(slides ? `${created}_slides` : created, {
        slug: data.promotion.slug,
        link: body.link,
        count: slides,
      }),
    )
    table([HEADER, row(data.promotion)], print)
  },
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.promotions.list'),
  usage: t('owner.tool.synopsis.promotions.list'),
  help: textLines('owner.tool.help.promotions.list'),
  options: { all: { type: 'boolean' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const { data } = await client.request<{ data: PromotionView[] }>('/promotions', {
      query: { all: values.all === true ? true : undefined },
    })
    if (data.length === 0) {
      print(t(values.all ? 'owner.tool.promotions.none_at_all' : 'owner.tool.promotions.none'))
      return
    }
    table([HEADER, ...data.map(row)], print)
  },
}

const end: Command = {
  action: 'end',
  summary: t('owner.tool.commands.promotions.end'),
  usage: t('owner.tool.synopsis.promotions.end'),
  help: textLines('owner.tool.help.promotions.end'),
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    if (positionals.length !== 1) throw new UsageError(t('owner.tool.promotions.one_slug'))
    const { data } = await client.request<{
      data: { promotion: PromotionView; before: string; changed: boolean }
    }>(`/promotions/${encodeURIComponent(positionals[0]!)}/end`, { method: 'POST', dryRun })
    const { promotion } = data
    if (!data.changed) print(t('owner.tool.promotions.ended_already', { slug: promotion.slug }))
    else
      print(
        t(`owner.tool.promotions.${dryRun ? 'would_end' : 'ended'}`, {
          slug: promotion.slug,
          before: status(data.before),
          day: pragueDay(promotion.ends_at),
        }),
      )
  },
}

const group: CommandGroup = {
  name: 'promotions',
  summary: t('owner.tool.groups.promotions'),
  commands: [create, list, end],
}

export default group
