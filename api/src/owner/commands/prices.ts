import { formatMoney } from '../../lib/money.js'
import type { CustomRate, OwnerLayout, PriceChange } from '../../pricing/price-changes.js'
import {
  header,
  money,
  table,
  textLines,
  UsageError,
  wholeNumber,
  type Command,
  type CommandGroup,
  type CommandInput,
} from '../command.js'
import { t } from '../language.js'

type FromPrice = PriceChange<unknown, unknown>['from_price']['before']
type Change = PriceChange<Record<string, unknown>, Record<string, number>> & { dry_run: boolean }

const czk = (minor: number) => formatMoney(minor, 'CZK')
const eur = (minor: number) => formatMoney(minor, 'EUR')
const both = (price: FromPrice) =>
  price ? `${czk(price.czk)} / ${eur(price.eur)}` : t('owner.tool.prices.none')
const label = (name: string) => t(`owner.tool.prices.labels.${name}`)

/** How each changed value is shown, and under which label. */
const VALUES: Record<string, { label: string; show: (value: number) => string }> = {
  price_czk: { label: 'CZK', show: czk },
  price_eur: { label: 'EUR', show: eur },
  surcharge_percent: { label: label('surcharge'), show: (value) => `${value} %` },
  base_czk: { label: label('base_czk'), show: czk },
  base_eur: { label: label('base_eur'), show: eur },
  per_square_metre_czk: { label: label('per_m2_czk'), show: czk },
  per_square_metre_eur: { label: label('per_m2_eur'), show: eur },
}

/** Every value before → after, then the catalogue's "from" price and the pictures repriced. */
function printChange(title: string, change: Change, print: CommandInput['print']): void {
  print(change.dry_run ? t('owner.tool.prices.dry_title', { title }) : title)
  for (const [key, before] of Object.entries(change.before)) {
    const after = change.after[key]!
    const { label, show } = VALUES[key] ?? { label: key, show: String }
    const values = { label, before: show(before), after: show(after) }
    print(`  ${t(`owner.tool.prices.${after === before ? 'unchanged' : 'changed'}`, values)}`)
  }
  const from = { before: both(change.from_price.before), after: both(change.from_price.after) }
  print(
    `  ${t(`owner.tool.prices.${from.before === from.after ? 'from_unchanged' : 'from_changed'}`, from)}`,
  )
  print(
    `  ${t(`owner.tool.prices.${change.dry_run ? 'would_reprice' : 'repriced'}`, { count: change.pictures_repriced })}`,
  )
}

/** The one argument a command takes; `what` names the message asking for it. */
function onePositional(positionals: string[], what: 'size' | 'paper' | 'layout'): string {
  if (positionals.length !== 1) throw new UsageError(t(`owner.tool.prices.one_${what}`))
  return positionals[0]!
}

function printLayout(layout: OwnerLayout, print: CommandInput['print']): void {
  print(`${layout.slug}: ${layout.name}`)
  table(
    [
      header('owner.tool.prices.columns', ['id', 'size', 'czk', 'eur']),
      ...layout.sizes.map((size) => [
        size.id,
        `${size.width_mm} × ${size.height_mm}`,
        czk(size.price_czk),
        eur(size.price_eur),
      ]),
    ],
    (line) => print(`  ${line}`),
  )
  const papers = layout.papers.map((paper) => `${paper.slug} ${paper.surcharge_percent} %`)
  const none = t('owner.tool.prices.none')
  print(`  ${t('owner.tool.prices.papers', { papers: papers.join(', ') || none })}`)
  const rate = layout.custom
  const line = t('owner.tool.prices.custom_line', {
    min: layout.min_side_mm,
    max: layout.max_side_mm,
    base: `${czk(rate.base_czk)} / ${eur(rate.base_eur)}`,
    per_m2: `${czk(rate.per_square_metre_czk)} / ${eur(rate.per_square_metre_eur)}`,
  })
  print(`  ${line}`)
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.prices.list'),
  usage: t('owner.tool.synopsis.prices.list'),
  help: textLines('owner.tool.help.prices.list'),
  options: { layout: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const { data } = await client.request<{
      data: { layouts: OwnerLayout[]; from_price: FromPrice }
    }>('/prices', { query: { layout: values.layout as string | undefined } })
    for (const layout of data.layouts) {
      printLayout(layout, print)
      print('')
    }
    print(t('owner.tool.prices.from_price', { price: both(data.from_price) }))
  },
}

const size: Command = {
  action: 'size',
  summary: t('owner.tool.commands.prices.size'),
  usage: t('owner.tool.synopsis.prices.size'),
  help: textLines('owner.tool.help.prices.size', {
    example: 'npm run shop -- prices size 12 --czk 1290 --eur 52.90',
  }),
  options: { czk: { type: 'string' }, eur: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const id = wholeNumber(t('owner.tool.prices.size_id'), onePositional(positionals, 'size'), 1)
    if (values.czk === undefined && values.eur === undefined)
      throw new UsageError(t('owner.tool.prices.give_price'))
    const body = {
      price_czk: values.czk === undefined ? undefined : money('--czk', values.czk),
      price_eur: values.eur === undefined ? undefined : money('--eur', values.eur),
    }
    const { data } = await client.request<{ data: Change }>(`/prices/sizes/${id}`, {
      method: 'PATCH',
      body,
      dryRun,
    })
    const subject = data.subject as { layout: string; width_mm: number; height_mm: number }
    const title = t('owner.tool.prices.size_title', {
      id,
      layout: subject.layout,
      width: subject.width_mm,
      height: subject.height_mm,
    })
    printChange(title, data, print)
  },
}

const paper: Command = {
  action: 'paper',
  summary: t('owner.tool.commands.prices.paper'),
  usage: t('owner.tool.synopsis.prices.paper'),
  help: textLines('owner.tool.help.prices.paper'),
  options: { surcharge: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const slug = onePositional(positionals, 'paper')
    if (values.surcharge === undefined)
      throw new UsageError(t('owner.tool.give_option', { option: '--surcharge' }))
    const surcharge = wholeNumber('--surcharge', values.surcharge, 0)
    const { data } = await client.request<{ data: Change }>(
      `/prices/papers/${encodeURIComponent(slug)}`,
      { method: 'PATCH', body: { surcharge_percent: surcharge }, dryRun },
    )
    printChange(t('owner.tool.prices.paper_title', { slug }), data, print)
  },
}

const CUSTOM_OPTIONS: Record<string, keyof CustomRate> = {
  'base-czk': 'base_czk',
  'base-eur': 'base_eur',
  'per-m2-czk': 'per_square_metre_czk',
  'per-m2-eur': 'per_square_metre_eur',
}

const custom: Command = {
  action: 'custom',
  summary: t('owner.tool.commands.prices.custom'),
  usage: t('owner.tool.synopsis.prices.custom'),
  help: textLines('owner.tool.help.prices.custom', {
    example: 'npm run shop -- prices custom fotografie --per-m2-czk 1490 --per-m2-eur 66',
  }),
  options: Object.fromEntries(
    Object.keys(CUSTOM_OPTIONS).map((name) => [name, { type: 'string' as const }]),
  ),
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const slug = onePositional(positionals, 'layout')
    const body = Object.fromEntries(
      Object.entries(CUSTOM_OPTIONS)
        .filter(([option]) => values[option] !== undefined)
        .map(([option, field]) => [field, money(`--${option}`, values[option])]),
    )
    if (Object.keys(body).length === 0)
      throw new UsageError(
        t('owner.tool.prices.give_one_of', {
          options: Object.keys(CUSTOM_OPTIONS)
            .map((o) => `--${o}`)
            .join(', '),
        }),
      )
    const { data } = await client.request<{ data: Change }>(
      `/prices/layouts/${encodeURIComponent(slug)}/custom`,
      { method: 'PATCH', body, dryRun },
    )
    printChange(t('owner.tool.prices.custom_title', { slug }), data, print)
  },
}

const group: CommandGroup = {
  name: 'prices',
  summary: t('owner.tool.groups.prices'),
  commands: [list, size, paper, custom],
}

export default group
