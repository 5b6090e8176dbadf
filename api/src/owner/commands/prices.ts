import { formatMoney } from '../../lib/money.js'
import type { CustomRate, OwnerLayout, PriceChange } from '../../pricing/price-changes.js'
import {
  money,
  table,
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
const both = (price: FromPrice) => (price ? `${czk(price.czk)} / ${eur(price.eur)}` : 'none')

/** How each changed value is shown, and under which label. */
const VALUES: Record<string, { label: string; show: (value: number) => string }> = {
  price_czk: { label: 'CZK', show: czk },
  price_eur: { label: 'EUR', show: eur },
  surcharge_percent: { label: 'surcharge', show: (value) => `${value} %` },
  base_czk: { label: 'base CZK', show: czk },
  base_eur: { label: 'base EUR', show: eur },
  per_square_metre_czk: { label: 'per m² CZK', show: czk },
  per_square_metre_eur: { label: 'per m² EUR', show: eur },
}

/** Every value before → after, then the catalogue's "from" price and the pictures repriced. */
function printChange(title: string, change: Change, print: CommandInput['print']): void {
  print(`${title}${change.dry_run ? ' (dry run: nothing was written)' : ''}`)
  for (const [key, before] of Object.entries(change.before)) {
    const after = change.after[key]!
    const { label, show } = VALUES[key] ?? { label: key, show: String }
    print(`  ${label}: ${show(before)}${after === before ? ' (unchanged)' : ` → ${show(after)}`}`)
  }
  const { before, after } = change.from_price
  const fromChanged = both(before) !== both(after)
  print(
    `  "from" price of the pictures: ${both(before)}${fromChanged ? ` → ${both(after)}` : ' (unchanged)'}`,
  )
  print(
    `  pictures ${change.dry_run ? 'that would be repriced' : 'repriced'}: ${change.pictures_repriced}`,
  )
}

function onePositional(positionals: string[], name: string): string {
  if (positionals.length !== 1)
    throw new UsageError(
      `give one ${name}${positionals.length ? `, not ${positionals.length}` : ''}`,
    )
  return positionals[0]!
}

function printLayout(layout: OwnerLayout, print: CommandInput['print']): void {
  print(`${layout.slug}: ${layout.name}`)
  table(
    [
      ['size id', 'size (mm)', 'CZK', 'EUR'],
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
  print(`  papers (surcharge): ${papers.join(', ') || 'none'}`)
  const rate = layout.custom
  print(
    `  custom size ${layout.min_side_mm}–${layout.max_side_mm} mm a side: base ${czk(rate.base_czk)} / ${eur(rate.base_eur)}, per m² ${czk(rate.per_square_metre_czk)} / ${eur(rate.per_square_metre_eur)}`,
  )
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.prices.list'),
  usage: '[--layout <slug>]',
  help: [
    'Prices are VAT included; a standard size costs its price on a paper without surcharge,',
    'and a paper with a surcharge adds it (rounded to whole crowns / ten cents).',
    'The size ids are what `prices size` takes.',
    '',
    '  --layout <slug>   only this layout (e.g. fotografie)',
    '',
    'example: npm run shop -- prices list --layout fotografie',
  ],
  options: { layout: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`)
    const { data } = await client.request<{
      data: { layouts: OwnerLayout[]; from_price: FromPrice }
    }>('/prices', { query: { layout: values.layout as string | undefined } })
    for (const layout of data.layouts) {
      printLayout(layout, print)
      print('')
    }
    print(`"from" price of the pictures (the cheapest print): ${both(data.from_price)}`)
  },
}

const size: Command = {
  action: 'size',
  summary: t('owner.tool.commands.prices.size'),
  usage: '<size-id> [--czk <amount>] [--eur <amount>]',
  help: [
    'Sets the price of one standard size (VAT included, on a paper without surcharge) and gives',
    'every picture its new "from" price in the same step, so the catalogue and the basket agree.',
    'Crowns are whole, euros in tens of cents.',
    '',
    '  <size-id>        the size, as `prices list` shows it',
    '  --czk <amount>   new price in crowns, e.g. 1290',
    '  --eur <amount>   new price in euros, e.g. 52.90',
    '  --dry-run        show what would change, write nothing',
    '',
    'example: npm run shop -- prices size 12 --czk 1290 --eur 52.90',
  ],
  options: { czk: { type: 'string' }, eur: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const id = wholeNumber('size id', onePositional(positionals, 'size id'), 1)
    if (values.czk === undefined && values.eur === undefined)
      throw new UsageError('give a new price: --czk, --eur or both')
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
    printChange(
      `size ${id} (${subject.layout}, ${subject.width_mm} × ${subject.height_mm} mm)`,
      data,
      print,
    )
  },
}

const paper: Command = {
  action: 'paper',
  summary: t('owner.tool.commands.prices.paper'),
  usage: '<paper-slug> --surcharge <percent>',
  help: [
    "Sets the surcharge a paper adds to every layout's price (0 to 300 %), and gives every",
    'picture its new "from" price in the same step.',
    '',
    '  <paper-slug>             the paper, as `prices list` shows it (e.g. fine-art)',
    '  --surcharge <percent>    a whole number, 0 for none',
    '  --dry-run                show what would change, write nothing',
    '',
    'example: npm run shop -- prices paper fine-art --surcharge 40',
  ],
  options: { surcharge: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const slug = onePositional(positionals, 'paper slug')
    if (values.surcharge === undefined) throw new UsageError('give --surcharge <percent>')
    const surcharge = wholeNumber('--surcharge', values.surcharge, 0)
    const { data } = await client.request<{ data: Change }>(
      `/prices/papers/${encodeURIComponent(slug)}`,
      { method: 'PATCH', body: { surcharge_percent: surcharge }, dryRun },
    )
    printChange(`paper ${slug}`, data, print)
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
  usage:
    '<layout-slug> [--base-czk <amount>] [--base-eur <amount>] [--per-m2-czk <amount>] [--per-m2-eur <amount>]',
  help: [
    'A custom size costs base + area × rate per m², rounded up to whole crowns / ten cents,',
    "plus the paper's surcharge. Give the parts to change; the others stay.",
    '',
    '  <layout-slug>          the layout, as `prices list` shows it (e.g. fotografie)',
    '  --base-czk <amount>    base in crowns',
    '  --base-eur <amount>    base in euros',
    '  --per-m2-czk <amount>  price per square metre in crowns',
    '  --per-m2-eur <amount>  price per square metre in euros',
    '  --dry-run              show what would change, write nothing',
    '',
    'example: npm run shop -- prices custom fotografie --per-m2-czk 1490 --per-m2-eur 66',
  ],
  options: Object.fromEntries(
    Object.keys(CUSTOM_OPTIONS).map((name) => [name, { type: 'string' as const }]),
  ),
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const slug = onePositional(positionals, 'layout slug')
    const body = Object.fromEntries(
      Object.entries(CUSTOM_OPTIONS)
        .filter(([option]) => values[option] !== undefined)
        .map(([option, field]) => [field, money(`--${option}`, values[option])]),
    )
    if (Object.keys(body).length === 0)
      throw new UsageError(
        `give at least one of ${Object.keys(CUSTOM_OPTIONS)
          .map((o) => `--${o}`)
          .join(', ')}`,
      )
    const { data } = await client.request<{ data: Change }>(
      `/prices/layouts/${encodeURIComponent(slug)}/custom`,
      { method: 'PATCH', body, dryRun },
    )
    printChange(`custom-size rate of ${slug}`, data, print)
  },
}

const group: CommandGroup = {
  name: 'prices',
  summary: t('owner.tool.groups.prices'),
  commands: [list, size, paper, custom],
}

export default group
