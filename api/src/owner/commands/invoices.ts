import fs from 'node:fs'
import type { InvoiceDocument } from '../../invoices/document.js'
import type { InvoiceSummary } from '../../invoices/owner-invoices.js'
import { formatMoney } from '../../lib/money.js'
import {
  header,
  ownersPath,
  table,
  textLines,
  UsageError,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

function monthOf(value: unknown, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw new UsageError(t('owner.tool.invoices.month_needed'))
    return undefined
  }
  const month = String(value)
  if (!MONTH.test(month)) throw new UsageError(t('owner.tool.invoices.month', { value: month }))
  return month
}

function numberOf(positionals: string[]): string {
  if (positionals.length !== 1) throw new UsageError(t('owner.tool.invoices.one_number'))
  return positionals[0]!
}

function outOf(value: unknown, fallback: string): string {
  if (value === undefined) return fallback
  if (String(value) === '') throw new UsageError(t('owner.tool.needs_file', { option: '--out' }))
  return String(value)
}

const rate = (percent: number) => `${String(percent).replace('.', ',')} %`

/** A document as text: what it states, in the order the printed one does. */
export function documentText(document: InvoiceDocument): string[] {
  const m = (minor: number) => formatMoney(minor, document.currency)
  const party = (label: string, p: InvoiceDocument['customer']) => [
    `${t(label)}: ${p.company ? `${p.company}, ` : ''}${p.name}`,
    `  ${p.street}, ${p.postal_code} ${p.city}, ${p.country}`,
    ...(p.company_id ? [`  ${t('owner.tool.ids.company', { value: p.company_id })}`] : []),
    ...(p.vat_id ? [`  ${t('owner.tool.ids.vat', { value: p.vat_id })}`] : []),
  ]
  const title = document.kind === 'invoice' ? 'invoice_title' : 'credit_note_title'
  const lines = [
    t(`owner.tool.invoices.${title}`, { number: document.number }),
    ...(document.corrects
      ? [
          t('owner.tool.invoices.corrects', {
            number: document.corrects.number,
            day: document.corrects.issued_on,
            reason: document.reason ?? '',
          }),
        ]
      : []),
    t('owner.tool.invoices.order_line', {
      order: document.order_number,
      symbol: document.variable_symbol,
      method: document.payment_method,
    }),
    t('owner.tool.invoices.issued_line', {
      issued: document.issued_on,
      supply: document.taxable_supply_on,
      currency: document.currency,
      scheme: document.vat_scheme,
      language: document.locale,
    }),
    ...party('owner.tool.invoices.supplier', document.supplier),
    ...party('owner.tool.invoices.customer', document.customer),
    '',
  ]
  const rows: (string | number)[][] = [
    header('owner.tool.invoices.lines', [
      'item',
      'quantity',
      'unit_net',
      'rate',
      'net',
      'vat',
      'gross',
    ]),
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
      t(`owner.tool.invoices.${total.vat_czk === null ? 'by_rate' : 'by_rate_czk'}`, {
        rate: rate(total.vat_rate_percent),
        net: m(total.net),
        vat: m(total.vat),
        gross: m(total.gross),
        vat_czk: total.vat_czk === null ? '' : formatMoney(total.vat_czk, 'CZK'),
      }),
    )
  lines.push(
    t('owner.tool.invoices.total', {
      net: m(document.total_net),
      vat: m(document.total_vat),
      gross: m(document.total_gross),
    }),
  )
  if (document.exchange_rate)
    lines.push(
      t('owner.tool.invoices.rate', {
        day: document.exchange_rate.day,
        amount: document.exchange_rate.amount,
        currency: document.exchange_rate.currency,
        rate: document.exchange_rate.rate,
      }),
    )
  return lines
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.invoices.list'),
  usage: t('owner.tool.synopsis.invoices.list'),
  help: textLines('owner.tool.help.invoices.list'),
  options: { month: { type: 'string' }, order: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const month = monthOf(values.month, false)
    const order = values.order === undefined ? undefined : String(values.order)
    if (order !== undefined && !/^\d{1,20}$/.test(order))
      throw new UsageError(t('owner.tool.invoices.order', { value: order }))
    const { data, meta } = await client.request<{
      data: InvoiceSummary[]
      meta: { waiting: { order_number: string; currency: string }[] }
    }>('/invoices', { query: { month, order } })
    if (!data.length) print(t('owner.tool.invoices.none'))
    else
      table(
        [
          header('owner.tool.invoices.columns', [
            'number',
            'kind',
            'order',
            'issued',
            'customer',
            'country',
            'net',
            'vat',
            'gross',
            'corrects',
          ]),
          ...data.map((row) => [
            row.number,
            t(`owner.tool.invoices.kinds.${row.kind === 'invoice' ? 'invoice' : 'credit_note'}`),
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
      print(
        t('owner.tool.invoices.waiting', {
          currency: waiting.currency,
          order: waiting.order_number,
        }),
      )
  },
}

const show: Command = {
  action: 'show',
  summary: t('owner.tool.commands.invoices.show'),
  usage: t('owner.tool.synopsis.invoices.show'),
  help: textLines('owner.tool.help.invoices.show'),
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
  usage: t('owner.tool.synopsis.invoices.pdf'),
  help: textLines('owner.tool.help.invoices.pdf'),
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
  usage: t('owner.tool.synopsis.invoices.export'),
  help: textLines('owner.tool.help.invoices.export'),
  options: { month: { type: 'string' }, out: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const month = monthOf(values.month, true)!
    const { data } = await client.request<{
      data: { documents: number; files: string[]; file_name: string; content_base64: string }
    }>('/invoices/export', { query: { month } })
    const out = outOf(values.out, data.file_name)
    fs.writeFileSync(ownersPath(out), Buffer.from(data.content_base64, 'base64'))
    print(t('owner.tool.invoices.exported', { count: data.documents, month, file: out }))
    data.files.forEach((file) => print(`  ${file}`))
  },
}

const issue: Command = {
  action: 'issue',
  summary: t('owner.tool.commands.invoices.issue'),
  usage: t('owner.tool.synopsis.invoices.issue'),
  help: textLines('owner.tool.help.invoices.issue'),
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    const number = numberOf(positionals)
    if (!/^\d{1,20}$/.test(number))
      throw new UsageError(t('owner.tool.invoices.not_order', { value: number }))
    const { data } = await client.request<{ data: { number: string; issued: boolean } }>(
      '/invoices',
      { method: 'POST', body: { order_number: number }, dryRun },
    )
    const outcome = data.issued ? (dryRun ? 'would_issue' : 'issued') : 'has_invoice'
    print(t(`owner.tool.invoices.${outcome}`, { order: number, number: data.number }))
  },
}

const group: CommandGroup = {
  name: 'invoices',
  summary: t('owner.tool.groups.invoices'),
  commands: [list, show, pdf, exportCommand, issue],
}

export default group
