import yazl from 'yazl'
import { csvField } from '../lib/csv.js'
import { majorUnits } from '../lib/money.js'
import type { InvoiceDocument } from './document.js'
import { invoiceIsdoc } from './isdoc.js'
import { invoicePdf } from './pdf.js'

/**
 * The accountant's month: one zip with every tax document issued in it as PDF and ISDOC, and a
 * summary CSV per currency, delivery country, VAT scheme and rate (what the VAT return and the OSS
 * return sum), credit notes counted with their negative amounts. The CSV as accounting-export.ts
 * writes it: UTF-8 with BOM, `;`, CRLF, money in major units with a dot.
 */

const COLUMNS = [
  'currency',
  'country',
  'vat_scheme',
  'vat_rate',
  'invoices',
  'credit_notes',
  'net',
  'vat',
  'gross',
  'vat_czk',
] as const

type SummaryLine = {
  currency: string
  country: string
  vat_scheme: string
  vat_rate: number
  invoices: number
  credit_notes: number
  net: number
  vat: number
  gross: number
  /** Null for CZK (the VAT is in CZK already). */
  vat_czk: number | null
}

export function summaryLines(
  documents: readonly { document: InvoiceDocument; country: string }[],
): SummaryLine[] {
  const lines = new Map<string, SummaryLine>()
  for (const { document, country } of documents)
    for (const rate of document.by_rate) {
      const key = [document.currency, country, document.vat_scheme, rate.vat_rate_percent].join(' ')
      const line = lines.get(key) ?? {
        currency: document.currency,
        country,
        vat_scheme: document.vat_scheme,
        vat_rate: rate.vat_rate_percent,
        invoices: 0,
        credit_notes: 0,
        net: 0,
        vat: 0,
        gross: 0,
        vat_czk: document.currency === 'CZK' ? null : 0,
      }
      if (document.kind === 'invoice') line.invoices += 1
      else line.credit_notes += 1
      line.net += rate.net
      line.vat += rate.vat
      line.gross += rate.gross
      if (line.vat_czk !== null) line.vat_czk += rate.vat_czk ?? 0
      lines.set(key, line)
    }
  return [...lines.values()].sort(
    (a, b) =>
      a.currency.localeCompare(b.currency) ||
      a.country.localeCompare(b.country) ||
      b.vat_rate - a.vat_rate,
  )
}

export function summaryCsv(lines: readonly SummaryLine[]): string {
  const rows = lines.map((line) =>
    [
      csvField(line.currency),
      csvField(line.country),
      csvField(line.vat_scheme),
      String(line.vat_rate),
      String(line.invoices),
      String(line.credit_notes),
      majorUnits(line.net),
      majorUnits(line.vat),
      majorUnits(line.gross),
      line.vat_czk === null ? '' : majorUnits(line.vat_czk),
    ].join(';'),
  )
  return `\ufeff${[COLUMNS.join(';'), ...rows].join('\r\n')}\r\n`
}

/** A document number as a file name: a format may use `/`, which a zip would read as a folder. */
export const fileNameOf = (number: string) => number.replace(/[^A-Za-z0-9_-]/g, '_')

/** The month's archive, and the names of the files in it. */
export async function monthArchive(
  month: string,
  documents: readonly { document: InvoiceDocument; country: string }[],
): Promise<{ zip: Buffer; files: string[] }> {
  const zip = new yazl.ZipFile()
  const files: string[] = []
  const add = (content: Buffer, name: string) => {
    zip.addBuffer(content, name)
    files.push(name)
  }
  for (const { document } of documents) {
    const name = fileNameOf(document.number)
    add(await invoicePdf(document), `${name}.pdf`)
    add(Buffer.from(invoiceIsdoc(document), 'utf8'), `${name}.isdoc`)
  }
  add(Buffer.from(summaryCsv(summaryLines(documents)), 'utf8'), `summary-${month}.csv`)
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return { zip: Buffer.concat(chunks), files }
}
