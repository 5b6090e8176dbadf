import { formatMoney } from '../lib/money.js'
import { translator, type Translate } from '../lib/messages.js'
import type { InvoiceDocument, InvoiceParty } from './document.js'

/** How a tax document writes its facts in its own language: labels, days, money, rates, countries. */
export interface DocumentTexts {
  t: Translate
  /** A label of the `tax_document` group. */
  label: (key: string, vars?: Record<string, string | number>) => string
  day: (day: string) => string
  money: (minor: number) => string
  rate: (percent: number) => string
  country: (code: string) => string
  /** The party's lines as printed under its name: company, address, IČO, DIČ, contact. */
  partyLines: (party: InvoiceParty) => string[]
}

const INTL_LOCALES = { cs: 'cs-CZ', sk: 'sk-SK', de: 'de-DE', en: 'en-GB' } as const

export function documentTexts(document: InvoiceDocument): DocumentTexts {
  const t = translator(document.locale)
  const label = (key: string, vars?: Record<string, string | number>) =>
    t(`tax_document.${key}`, vars)
  const regions = new Intl.DisplayNames([INTL_LOCALES[document.locale]], { type: 'region' })
  const country = (code: string) => regions.of(code.toUpperCase()) ?? code
  // Days as accountants write them: 29. 11. 2026 (cs, sk), 29.11.2026 (de), 29/11/2026 (en).
  const dayFormat = new Intl.DateTimeFormat(INTL_LOCALES[document.locale], {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return {
    t,
    label,
    day: (day) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
    money: (minor) => formatMoney(minor, document.currency),
    // 21 % and Finland's 25,5 % with the decimal comma; 21% and 25.5% in English.
    rate: (percent) =>
      document.locale === 'en' ? `${percent}%` : `${String(percent).replace('.', ',')} %`,
    country,
    partyLines: (party) =>
      [
        party.company && party.company !== party.name ? party.company : null,
        party.street,
        `${party.postal_code} ${party.city}, ${country(party.country)}`,
        party.company_id ? `${label('company_id')}: ${party.company_id}` : null,
        party.vat_id ? `${label('vat_id')}: ${party.vat_id}` : null,
      ].filter((line): line is string => Boolean(line)),
  }
}

/** The document's title: "Faktura – daňový doklad" or "Opravný daňový doklad". */
export function documentTitle(document: InvoiceDocument): string {
  return translator(document.locale)(
    document.kind === 'invoice' ? 'tax_document.title_invoice' : 'tax_document.title_credit_note',
  )
}

/** The country whose rate an OSS document applies: the delivery country where stated, else the customer's. */
export function ossCountry(document: InvoiceDocument): string {
  const stated = (document as InvoiceDocument & { delivery_country?: string }).delivery_country
  return stated ?? document.customer.country
}
