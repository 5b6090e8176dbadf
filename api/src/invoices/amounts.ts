import type { orderItems } from '../db/schema.js'
import { splitGross } from '../pricing/vat.js'
import type { InvoiceLine, VatRateTotal } from './document.js'
import { toCzk, type ExchangeRate } from './rates.js'

/** The size as the order states it: the print's own size in whole centimetres. */
function sizeOf(
  item: Pick<typeof orderItems.$inferSelect, 'customWidth' | 'customHeight'>,
): string {
  return `${Math.round(item.customWidth / 10)} × ${Math.round(item.customHeight / 10)} cm`
}

/** An item as a document describes it, in the order's language (its names were kept in it). */
export function itemDescription(item: typeof orderItems.$inferSelect): string {
  return `${item.imageName} – ${item.layoutName}, ${item.paperName}, ${sizeOf(item)}`
}

/**
 * A line from its gross (the listed price after its share of any discount, which never changes with
 * the VAT scheme): net and VAT derived by the rate, adding up to the gross exactly.
 */
export function lineOf(
  description: string,
  quantity: number,
  gross: number,
  ratePercent: number,
  orderItemId: number | null,
): InvoiceLine {
  const { net, vat } = splitGross(gross, ratePercent)
  return {
    order_item_id: orderItemId,
    description,
    quantity,
    unit_net: quantity === 0 ? 0 : Math.round(net / quantity),
    vat_rate_percent: ratePercent,
    net,
    vat,
    gross,
  }
}

/** The totals per VAT rate (with the VAT in CZK for another currency) and overall. */
export function totalsOf(lines: readonly InvoiceLine[], rate: ExchangeRate | null) {
  const byRate = new Map<number, VatRateTotal>()
  for (const line of lines) {
    const total = byRate.get(line.vat_rate_percent) ?? {
      vat_rate_percent: line.vat_rate_percent,
      net: 0,
      vat: 0,
      gross: 0,
      vat_czk: null,
    }
    total.net += line.net
    total.vat += line.vat
    total.gross += line.gross
    byRate.set(line.vat_rate_percent, total)
  }
  const by_rate = [...byRate.values()]
    .sort((a, b) => b.vat_rate_percent - a.vat_rate_percent)
    .map((total) => ({ ...total, vat_czk: rate ? toCzk(total.vat, rate) : null }))
  const sum = (field: 'net' | 'vat' | 'gross') =>
    by_rate.reduce((result, total) => result + total[field], 0)
  return { by_rate, total_net: sum('net'), total_vat: sum('vat'), total_gross: sum('gross') }
}
