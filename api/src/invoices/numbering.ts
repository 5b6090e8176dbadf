import { sql } from 'drizzle-orm'
import type { TaxDocumentKind as Kind } from '@print-shop/shop-domain/orders'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { formatNumber } from '../config/invoicing.js'

/**
 * The next number of a kind's yearly series, taken in the caller's transaction (the one that
 * inserts the document): the upsert locks the series' row until that transaction ends, so
 * concurrent issuers wait their turn, and a rolled-back document gives its number back. No gap, no
 * duplicate.
 */
export async function nextDocumentNumber(
  tx: Database,
  config: Config,
  kind: Kind,
  year: number,
): Promise<string> {
  const series = `${kind}/${year}`
  const result = (await tx.execute(sql`
    insert into invoice_series (series, last_number) values (${series}, 1)
    on conflict (series) do update set last_number = invoice_series.last_number + 1
    returning last_number`)) as unknown as
    { rows: { last_number: number }[] } | { last_number: number }[]
  const rows = Array.isArray(result) ? result : result.rows
  const format =
    kind === 'invoice'
      ? config.invoicing.invoiceNumberFormat
      : config.invoicing.creditNoteNumberFormat
  return formatNumber(format, year, Number(rows[0]!.last_number))
}
