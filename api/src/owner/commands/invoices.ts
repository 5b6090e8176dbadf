import fs from 'node:fs'
import type { InvoiceDocument } from '../../invoices/document.js'
import type { InvoiceSummary } from '../../invoices/owner-invoices.js'
import { formatMoney } from '../../lib/money.js'
import { ownersPath, table, UsageError, type Command, type CommandGroup } from '../command.js'
import { t } from '../language.js'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

function monthOf(value: unknown, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw new UsageError('--month is needed, e.g. --month 2026-11')
    return undefined
  }
  const month = String(value)
  if (!MONTH.test(month))
    throw new UsageError(`--month must be a month such as 2026-11, not "${month}"`)
  return month
}

function numberOf(positionals: string[]): string {
  if (positionals.length !== 1) throw new UsageError('give one document number, e.g. 2026-000123')
  return positionals[0]!
}

function outOf(value: unknown, fallback: string): string {
  if (value === undefined) return fallback
  if (String(value) === '') throw new UsageError('--out needs a file name')
  return String(value)
}

const rate = (percent: number) => `${String(percent).replace('.', ',')} %`

/** A document as text: what it states, in the order the printed one does. */
export function documentText(document: InvoiceDocument): string[] {
  const m = (minor: number) => formatMoney(minor, document.currency)
  const party = (label: string, p: InvoiceDocument['customer']) => [
    `${label}: ${p.company ? `${p.company}, ` : ''}${p.name}`,
    `  ${p.street}, ${p.postal_code} ${p.city}, ${p.country}`,
    ...(p.company_id ? [`  IČO ${p.company_id}`] : []),
    ...(p.vat_id ? [`  DIČ ${p.vat_id}`] : []),
  ]
  const lines = [
    `${document.kind === 'invoice' ? 'invoice (daňový doklad)' : 'credit note (opravný daňový doklad)'} ${document.number}`,
    ...(document.corrects
      ? [
          `corrects ${document.corrects.number} of ${document.corrects.issued_on}: ${document.reason}`,
        ]
      : []),
    `order ${document.order_number}, variable symbol ${document.variable_symbol}, paid by ${document.payment_method}`,
    `issued ${document.issued_on}, taxable supply ${document.taxable_supply_on}, ${document.currency}, VAT scheme ${document.vat_scheme}, language ${document.locale}`,
    ...party('supplier', document.supplier),
    ...party('customer', document.customer),
    '',
  ]
  const rows: (string | number)[][] = [
    ['item', 'qty', 'unit net', 'VAT', 'net', 'VAT', 'gross'],
    ...document.lines.map((line) => [
      line.description,
      line.quantity,
      m(line.unit_net),
      rate(line.vat_rate_percent),
      m(line.net),
      m(line.vat),
      m(line.gross),
    ]),
  ]
  table(rows, (line) => lines.push(`  ${line}`))
  lines.push('')
  for (const total of document.by_rate)
    lines.push(
      `VAT ${rate(total.vat_rate_percent)}: net ${m(total.net)}, VAT ${m(total.vat)}, gross ${m(total.gross)}${total.vat_czk === null ? '' : ` (VAT ${formatMoney(total.vat_czk, 'CZK')})`}`,
    )
  lines.push(
    `total: net ${m(document.total_net)}, VAT ${m(document.total_vat)}, gross ${m(document.total_gross)}`,
  )
  if (document.exchange_rate)
    lines.push(
      `CNB rate of ${document.exchange_rate.day}: ${document.exchange_rate.amount} ${document.exchange_rate.currency} = ${document.exchange_rate.rate} CZK`,
    )
  return lines
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.invoices.list'),
  usage: '[--month <YYYY-MM>] [--order <number>]',
  help: [
    'In the order they were numbered. Orders in EUR paid on a day whose Czech National Bank rate',
    'is not imported yet are listed as waiting: `rates import` issues their invoices.',
    '  --month  only the documents issued in this month, e.g. 2026-11',
    '  --order  only the documents of this order',
    'Example: npm run shop -- invoices list --month 2026-11',
  ],
  options: { month: { type: 'string' }, order: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected "${positionals[0]}"`)
    const month = monthOf(values.month, false)
    const order = values.order === undefined ? undefined : String(values.order)
    if (order !== undefined && !/^\d{1,20}$/.test(order))
      throw new UsageError(`--order must be an order number, not "${order}"`)
    const { data, meta } = await client.request<{
      data: InvoiceSummary[]
      meta: { waiting: { order_number: string; currency: string }[] }
    }>('/invoices', { query: { month, order } })
    if (!data.length) print('no tax documents')
    else
      table(
        [
          [
            'number',
            'kind',
            'order',
            'issued',
            'customer',
            'country',
            'net',
            'VAT',
            'gross',
            'corrects',
          ],
          ...data.map((row) => [
            row.number,
            row.kind === 'invoice' ? 'invoice' : 'credit note',
            row.order_number,
            row.issued_on,
            row.customer,
            row.country,
            formatMoney(row.total_net, row.currency),
            formatMoney(row.total_vat, row.currency),
            formatMoney(row.total_gross, row.currency),
            row.corrects,
          ]),
        ],
        print,
      )
    for (const waiting of meta.waiting)
      print(`waiting for the ${waiting.currency} rate: order ${waiting.order_number}`)
  },
}

const show: Command = {
  action: 'show',
  summary: t('owner.tool.commands.invoices.show'),
  usage: '<number>',
  help: ['Example: npm run shop -- invoices show 2026-000123'],
  options: {},
  writes: false,
  async run({ positionals, client, print }) {
    const number = numberOf(positionals)
    const { data } = await client.request<{ data: InvoiceDocument }>(
      `/invoices/${encodeURIComponent(number)}`,
    )
    documentText(data).forEach(print)
  },
}

const pdf: Command = {
  action: 'pdf',
  summary: t('owner.tool.commands.invoices.pdf'),
  usage: '<number> [--out <file.pdf>]',
  help: [
    '  --out  the file to write (default: the number, e.g. 2026-000123.pdf)',
    'Example: npm run shop -- invoices pdf 2026-000123 --out faktura.pdf',
  ],
  options: { out: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    const number = numberOf(positionals)
    const { data } = await client.request<{ data: { file_name: string; content_base64: string } }>(
      `/invoices/${encodeURIComponent(number)}/pdf`,
    )
    const out = outOf(values.out, data.file_name)
    fs.writeFileSync(ownersPath(out), Buffer.from(data.content_base64, 'base64'))
    print(`${number} → ${out}`)
  },
}

const exportCommand: Command = {
  action: 'export',
  summary: t('owner.tool.commands.invoices.export'),
  usage: '--month <YYYY-MM> [--out <file.zip>]',
  help: [
    'Every invoice and credit note issued in the month as PDF and as ISDOC (which Pohoda, Money S3',
    'and ABRA import), and summary-<month>.csv: per currency, delivery country, VAT scheme and rate',
    'the number of invoices and credit notes, net, VAT, gross and the VAT in CZK (what the VAT and',
    'OSS returns sum); credit notes count with their negative amounts.',
    '  --month  e.g. 2026-11',
    '  --out    the file to write (default doklady-<month>.zip)',
    'Example: npm run shop -- invoices export --month 2026-11',
  ],
  options: { month: { type: 'string' }, out: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected "${positionals[0]}"`)
    const month = monthOf(values.month, true)!
    const { data } = await client.request<{
      data: { documents: number; files: string[]; file_name: string; content_base64: string }
    }>('/invoices/export', { query: { month } })
    const out = outOf(values.out, data.file_name)
    fs.writeFileSync(ownersPath(out), Buffer.from(data.content_base64, 'base64'))
    print(`${data.documents} document(s) issued in ${month} → ${out}`)
    data.files.forEach((file) => print(`  ${file}`))
  },
}

const issue: Command = {
  action: 'issue',
  summary: t('owner.tool.commands.invoices.issue'),
  usage: '<order number>',
  help: [
    'Invoices are issued when the payment arrives; an EUR order waits for its day’s Czech National',
    'Bank rate (`rates import` issues it). This issues one by hand; without the rate it is refused',
    'naming the day to import.',
    'Example: npm run shop -- invoices issue 2026000042',
  ],
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    const number = numberOf(positionals)
    if (!/^\d{1,20}$/.test(number)) throw new UsageError(`"${number}" is not an order number`)
    const { data } = await client.request<{ data: { number: string; issued: boolean } }>(
      '/invoices',
      { method: 'POST', body: { order_number: number }, dryRun },
    )
    print(
      data.issued
        ? `order ${number}: invoice ${data.number} ${dryRun ? 'would be issued (dry run)' : 'issued'}`
        : `order ${number} has its invoice already: ${data.number}`,
    )
  },
}

const group: CommandGroup = {
  name: 'invoices',
  summary: t('owner.tool.groups.invoices'),
  commands: [list, show, pdf, exportCommand, issue],
}

export default group
