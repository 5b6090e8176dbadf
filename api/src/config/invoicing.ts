import type { VatScheme } from '@print-shop/shop-domain/vat-rates'

/** The tax documents' settings, read from the environment by config.ts. */

/** How tax documents are numbered and taxed. */
export interface InvoicingConfig {
  /** INVOICE_NUMBER_FORMAT, e.g. `{year}-{number:6}` → 2026-000123. */
  invoiceNumberFormat: string
  /** CREDIT_NOTE_NUMBER_FORMAT, e.g. `D{year}-{number:6}` → D2026-000007. */
  creditNoteNumberFormat: string
  /** VAT_SCHEME: `cz` (Czech VAT everywhere) or `oss` (the destination country's standard rate). */
  vatScheme: VatScheme
}

/**
 * The Czech National Bank's daily rate file, which `rates import` downloads (CNB_RATES_URL, read by
 * the owner's tool); `?date=DD.MM.YYYY` asks for a day's.
 */
export const CNB_RATES_URL =
  'https://www.cnb.cz/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/denni_kurz.txt'

/**
 * A number format must hold `{number}` (the running number, `{number:6}` padded to six digits) and
 * `{year}`: a series without the year would not start again each year; without the number it would
 * print one number for every document.
 */
export function numberFormatProblem(format: string): string | null {
  if (!/\{number(:\d{1,2})?\}/.test(format)) return 'must contain {number} or {number:6}'
  if (!format.includes('{year}')) return 'must contain {year}: the series starts again each year'
  if (/[{}]/.test(format.replace(/\{year\}|\{number(:\d{1,2})?\}/g, '')))
    return 'may contain only {year} and {number:n} in braces'
  if (!/^[A-Za-z0-9{}:/_-]{1,40}$/.test(format)) return 'may use letters, digits, - / _ only'
  return null
}

/** The document number: `{year}` and `{number:n}` (zero-padded to n digits) filled in. */
export function formatNumber(format: string, year: number, number: number): string {
  return format
    .replace('{year}', String(year))
    .replace(/\{number(?::(\d{1,2}))?\}/, (_, width?: string) =>
      String(number).padStart(Number(width ?? 0), '0'),
    )
}

/** The settings from the environment, and every problem with them (for ConfigError). */
export function invoicingFrom(env: NodeJS.ProcessEnv): {
  settings: InvoicingConfig
  problems: string[]
} {
  const settings: InvoicingConfig = {
    invoiceNumberFormat: env.INVOICE_NUMBER_FORMAT?.trim() || '{year}-{number:6}',
    creditNoteNumberFormat: env.CREDIT_NOTE_NUMBER_FORMAT?.trim() || 'D{year}-{number:6}',
    vatScheme: (env.VAT_SCHEME?.trim() || 'cz') as VatScheme,
  }
  const problems: string[] = []
  for (const [name, format] of [
    ['INVOICE_NUMBER_FORMAT', settings.invoiceNumberFormat],
    ['CREDIT_NOTE_NUMBER_FORMAT', settings.creditNoteNumberFormat],
  ] as const) {
    const problem = numberFormatProblem(format)
    if (problem) problems.push(`${name}: ${format} ${problem}`)
  }
  // Both series share the number index: the same format would give two documents one number.
  if (settings.invoiceNumberFormat === settings.creditNoteNumberFormat)
    problems.push('CREDIT_NOTE_NUMBER_FORMAT: must differ from INVOICE_NUMBER_FORMAT')
  if (settings.vatScheme !== 'cz' && settings.vatScheme !== 'oss')
    problems.push(`VAT_SCHEME: cz or oss, not ${settings.vatScheme}`)
  return { settings, problems }
}
