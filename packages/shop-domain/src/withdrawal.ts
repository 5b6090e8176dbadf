/**
 * The consumer's right to withdraw from a distance contract, print by print. A print in one of its
 * layout's standard sizes showing the whole picture is stock work and may be returned within 14
 * days of delivery (§ 1829 of the Czech civil code, § 355 BGB). A custom size or a crop chosen by
 * the shopper is made to the consumer's specification and excluded: § 1837 písm. d) of zákon
 * č. 89/2012 Sb., § 312g Abs. 2 Nr. 1 BGB. Decided when the order is placed and stored with it.
 */
import { standardSize } from '@print-shop/shop-domain/pricing'
import { inPrague, isoDay } from '@print-shop/shop-domain/working-days'

/** Days from delivery in which the consumer may withdraw. */
export const WITHDRAWAL_DAYS = 14

/** How far the shop has dealt with a withdrawal: declared, the goods back, the money refunded. */
export const WITHDRAWAL_STATUSES = ['requested', 'returned', 'refunded'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** What decides the right: the print's size in mm and whether it is cut from the picture. */
export interface PrintSpecification {
  formatType: string
  widthMm: number
  heightMm: number
}

/**
 * Whether the consumer may withdraw from this print: a standard size of its layout (either
 * orientation) and the whole picture ('original'), as the shop frames it by default.
 */
export function isWithdrawable(
  print: PrintSpecification,
  layout: { sizes: readonly { widthMm: number; heightMm: number }[] },
): boolean {
  return print.formatType === 'original' && !!standardSize(layout, print.widthMm, print.heightMm)
}

/**
 * The Prague calendar day of an instant, YYYY-MM-DD: by Prague's clock of working-days.ts, which a
 * test holds to the time-zone data, not an Intl formatter created as this module loads (the
 * configurator loads it, and a page's first Intl format readies the browser's locale data).
 */
export function dayInPrague(instant: Date): string {
  return isoDay(inPrague(instant))
}

/**
 * The last day on which the consumer may withdraw (YYYY-MM-DD, Prague): the period runs from the
 * day after delivery and ends with the 14th day (§ 1829 OZ, § 187 BGB).
 */
export function withdrawalLastDay(deliveredAt: Date): string {
  const [year, month, day] = dayInPrague(deliveredAt).split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + WITHDRAWAL_DAYS)).toISOString().slice(0, 10)
}

/**
 * Whether the period is still open at `now`. Before delivery (deliveredAt null) it is: a consumer
 * may withdraw as soon as the contract is made.
 */
export function withinWithdrawalPeriod(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt === null || dayInPrague(now) <= withdrawalLastDay(deliveredAt)
}
