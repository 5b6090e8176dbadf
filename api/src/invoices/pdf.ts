import { createRequire } from 'node:module'
import { formatMoney } from '../lib/money.js'
import type { InvoiceDocument } from './document.js'
import { documentTexts, documentTitle, ossCountry, type DocumentTexts } from './document-texts.js'

// DejaVu Sans covers Czech, Slovak and German letters and the euro sign; PDF's own fonts do not.
const require = createRequire(import.meta.url)
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

const MARGIN = 42
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const WIDTH = PAGE_WIDTH - 2 * MARGIN
/** Where the body ends: the footer (register entry, page number) sits below. */
const BODY_BOTTOM = PAGE_HEIGHT - MARGIN - 34
const INK = '#1a1a1a'
const MUTED = '#666666'
const RULE = '#c8c8c8'

type Pdf = PDFKit.PDFDocument
type Align = 'left' | 'right'

/** The item table's columns: share of the width and alignment. */
const COLUMNS: Array<{ key: string; width: number; align: Align }> = [
  { key: 'description', width: 0.35, align: 'left' },
  { key: 'quantity', width: 0.09, align: 'right' },
  { key: 'unit_net', width: 0.12, align: 'right' },
  { key: 'vat_rate', width: 0.07, align: 'right' },
  { key: 'net', width: 0.13, align: 'right' },
  { key: 'vat', width: 0.11, align: 'right' },
  { key: 'gross', width: 0.13, align: 'right' },
]

/**
 * Renders a tax document as an A4 PDF in its own language, with DejaVu Sans embedded. The same
 * document gives the same bytes: the PDF's dates and id come from the document, not from the clock.
 * PDFKit is loaded with the first document, not with every API process.
 */
export async function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const issued = new Date(`${document.issued_on}T00:00:00Z`)
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${documentTitle(document)} ${document.number}`,
      Author: document.supplier.company ?? document.supplier.name,
      CreationDate: issued,
      ModDate: issued,
    },
  })
  pdf.registerFont('regular', REGULAR)
  pdf.registerFont('bold', BOLD)
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  const texts = documentTexts(document)
  header(pdf, document, texts)
  parties(pdf, document, texts)
  facts(pdf, document, texts)
  lines(pdf, document, texts)
  totals(pdf, document, texts)
  footers(pdf, document, texts)
  pdf.end()
  return done
}

function header(pdf: Pdf, document: InvoiceDocument, texts: DocumentTexts) {
  pdf.fillColor(INK).font('bold').fontSize(17)
  pdf.text(documentTitle(document), MARGIN, MARGIN, { width: WIDTH * 0.62 })
  pdf.font('regular').fontSize(8.5).fillColor(MUTED)
  pdf.text(texts.label('number'), MARGIN, MARGIN, { width: WIDTH, align: 'right' })
  pdf.font('bold').fontSize(14).fillColor(INK)
  pdf.text(document.number, MARGIN, MARGIN + 11, { width: WIDTH, align: 'right' })
  pdf.y = MARGIN + 34
  rule(pdf)
}

function parties(pdf: Pdf, document: InvoiceDocument, texts: DocumentTexts) {
  const top = pdf.y + 10
  const half = WIDTH / 2 - 10
  const { supplier, customer } = document
  const contact = [supplier.email, supplier.phone].filter(Boolean).join(' · ')
  const supplierLines = [...texts.partyLines(supplier), ...(contact ? [contact] : [])]
  const left = party(pdf, texts.label('supplier'), supplier.name, supplierLines, MARGIN, top, half)
  const right = party(
    pdf,
    texts.label('customer'),
    customer.name,
    texts.partyLines(customer),
    MARGIN + WIDTH / 2 + 10,
    top,
    half,
  )
  pdf.y = Math.max(left, right) + 10
  rule(pdf)
}

/** One party's block; returns where it ends. */
function party(
  pdf: Pdf,
  title: string,
  name: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
): number {
  pdf.font('regular').fontSize(8).fillColor(MUTED).text(title.toUpperCase(), x, y, { width })
  pdf
    .font('bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(name, x, pdf.y + 3, { width })
  pdf.font('regular').fontSize(9)
  for (const line of lines) pdf.text(line, x, pdf.y + 1.5, { width })
  return pdf.y
}

/** Dates, payment and what a credit note corrects, as label: value rows in two columns. */
function facts(pdf: Pdf, document: InvoiceDocument, texts: DocumentTexts) {
  const { label } = texts
  const account = document.supplier.bank_account
  const method = `tax_document.payment.${document.payment_method}`
  const left: Array<[string, string]> = [
    [label('issued_on'), texts.day(document.issued_on)],
    [label('taxable_supply_on'), texts.day(document.taxable_supply_on)],
    [
      label('payment_method'),
      texts.t(method) === method ? document.payment_method : texts.t(method),
    ],
  ]
  const right: Array<[string, string]> = [
    [label('variable_symbol'), document.variable_symbol],
    [label('order'), document.order_number],
    [label('currency'), document.currency],
  ]
  const top = pdf.y + 10
  const half = WIDTH / 2 - 10
  const bottom = Math.max(
    factColumn(pdf, left, MARGIN, top, half),
    factColumn(pdf, right, MARGIN + WIDTH / 2 + 10, top, half),
  )
  pdf.y = bottom
  if (account) {
    const value = [account.account, `IBAN ${account.iban}`, `BIC ${account.bic}`]
      .filter(Boolean)
      .join(' · ')
    pdf.y = factColumn(pdf, [[label('bank_account'), value]], MARGIN, pdf.y, WIDTH)
  }
  if (document.kind === 'credit_note' && document.corrects) {
    pdf.font('bold').fontSize(9.5).fillColor(INK)
    pdf.text(
      label('corrects', {
        number: document.corrects.number,
        date: texts.day(document.corrects.issued_on),
      }),
      MARGIN,
      pdf.y + 4,
      { width: WIDTH },
    )
    if (document.reason) {
      pdf.font('regular').fontSize(9)
      pdf.text(`${label('reason')}: ${document.reason}`, MARGIN, pdf.y + 2, { width: WIDTH })
    }
  }
  pdf.y += 8
}

/** Label and value pairs one under another; returns where they end. */
function factColumn(
  pdf: Pdf,
  pairs: Array<[string, string]>,
  x: number,
  top: number,
  width: number,
): number {
  const labelWidth = 128
  let y = top
  for (const [name, value] of pairs) {
    pdf
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${name}:`, x, y, { width: labelWidth - 6 })
    const labelEnd = pdf.y
    pdf
      .font('bold')
      .fillColor(INK)
      .text(value, x + labelWidth, y, { width: width - labelWidth })
    y = Math.max(labelEnd, pdf.y) + 2.5
  }
  return y
}

function columnXs(): number[] {
  const xs: number[] = []
  let x = MARGIN
  for (const column of COLUMNS) {
    xs.push(x)
    x += column.width * WIDTH
  }
  return xs
}

function tableHead(pdf: Pdf, texts: DocumentTexts) {
  const xs = columnXs()
  const y = pdf.y
  pdf.rect(MARGIN, y, WIDTH, 22).fill('#efefef')
  pdf.font('bold').fontSize(7).fillColor(INK)
  COLUMNS.forEach((column, index) => {
    pdf.text(texts.label(`columns.${column.key}`), xs[index]! + 3, y + 4, {
      width: column.width * WIDTH - 6,
      align: column.align,
    })
  })
  pdf.y = y + 24
}

function lines(pdf: Pdf, document: InvoiceDocument, texts: DocumentTexts) {
  const xs = columnXs()
  tableHead(pdf, texts)
  for (const line of document.lines) {
    const cells = [
      line.description,
      String(line.quantity),
      texts.money(line.unit_net),
      texts.rate(line.vat_rate_percent),
      texts.money(line.net),
      texts.money(line.vat),
      texts.money(line.gross),
    ]
    pdf.font('regular').fontSize(8)
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          pdf.heightOfString(cell, { width: COLUMNS[index]!.width * WIDTH - 6 }),
        ),
      ) + 6
    if (pdf.y + height > BODY_BOTTOM) {
      pdf.addPage()
      pdf.y = MARGIN
      tableHead(pdf, texts)
    }
    const y = pdf.y
    pdf.font('regular').fontSize(8).fillColor(INK)
    cells.forEach((cell, index) => {
      pdf.text(cell, xs[index]! + 3, y + 3, {
        width: COLUMNS[index]!.width * WIDTH - 6,
        align: COLUMNS[index]!.align,
      })
    })
    pdf.y = y + height
    rule(pdf)
  }
}

function totals(pdf: Pdf, document: InvoiceDocument, texts: DocumentTexts) {
  const { label } = texts
  const foreign = document.exchange_rate !== null
  const recapColumns = ['vat_rate', 'net', 'vat', 'gross', ...(foreign ? ['vat_czk'] : [])]
  const recapWidth = WIDTH * 0.58
  const cell = recapWidth / recapColumns.length
  // The sums and the paid note, the rates beyond three, the bank rate's and the OSS note's lines.
  const needed =
    100 +
    14 * Math.max(0, document.by_rate.length - 3) +
    (foreign ? 26 : 0) +
    (document.vat_scheme === 'oss' ? 24 : 0)
  if (pdf.y + needed > BODY_BOTTOM) {
    pdf.addPage()
    pdf.y = MARGIN
  }
  const top = pdf.y + 12
  pdf.font('bold').fontSize(9).fillColor(INK).text(label('by_rate'), MARGIN, top)
  let y = pdf.y + 4
  pdf.font('regular').fontSize(7.5).fillColor(MUTED)
  recapColumns.forEach((key, index) => {
    const name = key === 'vat_czk' ? label('vat_czk') : label(`columns.${key}`)
    pdf.text(name, MARGIN + index * cell, y, { width: cell - 4, align: 'right' })
  })
  y = pdf.y + 3
  pdf.fillColor(INK).fontSize(8.5)
  for (const rate of document.by_rate) {
    const values = [
      texts.rate(rate.vat_rate_percent),
      texts.money(rate.net),
      texts.money(rate.vat),
      texts.money(rate.gross),
      ...(foreign ? [rate.vat_czk === null ? '–' : czk(rate.vat_czk)] : []),
    ]
    values.forEach((value, index) => {
      pdf.text(value, MARGIN + index * cell, y, { width: cell - 4, align: 'right' })
    })
    y += 14
  }

  // The sums on the right.
  const x = MARGIN + recapWidth + 16
  const width = WIDTH - recapWidth - 16
  let sumY = top
  const sum = (name: string, value: string, strong = false) => {
    pdf.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9)
    pdf.text(name, x, sumY, { width: width * 0.55 })
    pdf.text(value, x, sumY, { width, align: 'right' })
    sumY = pdf.y + 4
  }
  pdf.fillColor(INK)
  sum(label('total_net'), texts.money(document.total_net))
  sum(label('total_vat'), texts.money(document.total_vat))
  pdf
    .moveTo(x, sumY)
    .lineTo(x + width, sumY)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke()
  sumY += 5
  sum(label('total_gross'), texts.money(document.total_gross), true)
  const note = document.kind === 'invoice' ? label('paid') : label('to_refund')
  const noteText =
    document.kind === 'invoice' ? note : `${note}: ${texts.money(-document.total_gross)}`
  pdf.font('bold').fontSize(9.5)
  const noteHeight = pdf.heightOfString(noteText, { width: width - 12, align: 'center' }) + 12
  pdf.rect(x, sumY + 2, width, noteHeight).fill(document.kind === 'invoice' ? '#e3f1e3' : '#f6eadb')
  pdf.fillColor(INK).text(noteText, x + 6, sumY + 8, { width: width - 12, align: 'center' })
  sumY += noteHeight + 10

  pdf.y = Math.max(y, sumY) + 6
  pdf.font('regular').fontSize(8.5).fillColor(INK)
  if (document.exchange_rate) {
    const rate = document.exchange_rate
    pdf.text(
      label('exchange_rate', {
        date: texts.day(rate.day),
        amount: rate.amount,
        currency: rate.currency,
        rate: rate.rate.replace('.', ','),
      }),
      MARGIN,
      pdf.y,
      { width: WIDTH },
    )
    const totalCzk = document.by_rate.reduce((all, row) => all + (row.vat_czk ?? 0), 0)
    pdf.font('bold').text(`${label('vat_czk')}: ${czk(totalCzk)}`, MARGIN, pdf.y + 2)
    pdf.font('regular')
  }
  if (document.vat_scheme === 'oss')
    pdf.text(label('oss', { country: texts.country(ossCountry(document)) }), MARGIN, pdf.y + 4, {
      width: WIDTH,
    })
}

function czk(minor: number): string {
  return formatMoney(minor, 'CZK')
}

/** Every page's foot: the supplier's register entry and the page number, drawn once all exist. */
function footers(pdf: Pdf, document: InvoiceDocument, texts: DocumentTexts) {
  const range = pdf.bufferedPageRange()
  for (let index = 0; index < range.count; index++) {
    pdf.switchToPage(range.start + index)
    const y = PAGE_HEIGHT - MARGIN - 26
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke()
    pdf.font('regular').fontSize(7.5).fillColor(MUTED)
    const registry = registryLine(document.supplier.registry, texts)
    // Text near the bottom margin would start a new page: lift the margin while the foot is drawn.
    pdf.page.margins.bottom = 0
    pdf.text(registry, MARGIN, y + 5, { width: WIDTH * 0.84 })
    pdf.text(
      texts.label('page', { page: index + 1, pages: range.count }),
      MARGIN + WIDTH * 0.84,
      y + 5,
      { width: WIDTH * 0.16, align: 'right' },
    )
    pdf.page.margins.bottom = MARGIN
  }
}

/** The register entry as a sentence: the shop's setting is the court file alone (`C 398765`). */
function registryLine(registry: string | null, texts: DocumentTexts): string {
  if (!registry) return ''
  return /^[A-Za-z]{1,4}\s*\d+$/.test(registry.trim())
    ? texts.label('registry', { court: registry.trim().replace(/\s+/, '\u00a0') })
    : registry
}

function rule(pdf: Pdf) {
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + WIDTH, pdf.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke()
}
