import type { coupons } from '../db/schema.js'
import type { Currency } from '../lib/localized.js'
import { formatMoney } from '../lib/money.js'
import { allocate } from '../pricing/vat.js'

export type CouponRow = typeof coupons.$inferSelect

/** A priced basket line as the coupon rules see it. */
export interface CouponLine {
  gross: number
  layoutSlug: string
}

/** Codes are kept upper-case; a shopper may type them in any case and with stray spaces. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase()
}

function eligible(coupon: CouponRow, line: CouponLine): boolean {
  return coupon.layoutSlugs.length === 0 || coupon.layoutSlugs.includes(line.layoutSlug)
}

export interface CouponProblem {
  key: string
  vars?: Record<string, string | number>
}

/**
 * Why the coupon cannot be used on these lines now (null when it can): inactive, not valid yet,
 * expired, used up, below its minimum order, or no line it applies to.
 */
export function couponProblem(
  coupon: CouponRow,
  lines: readonly CouponLine[],
  currency: Currency,
  now: Date,
): CouponProblem | null {
  if (!coupon.active) return { key: 'coupon.unknown' }
  if (coupon.validFrom && coupon.validFrom > now) return { key: 'coupon.not_yet_valid' }
  if (coupon.validUntil && coupon.validUntil <= now) return { key: 'coupon.expired' }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { key: 'coupon.used_up' }
  const minimum = currency === 'CZK' ? coupon.minimumOrderCzk : coupon.minimumOrderEur
  const goods = lines.reduce((sum, line) => sum + line.gross, 0)
  if (minimum !== null && goods < minimum)
    return { key: 'coupon.minimum_order', vars: { amount: formatMoney(minimum, currency) } }
  if (!lines.some((line) => eligible(coupon, line))) return { key: 'coupon.not_applicable' }
  // A fixed amount exists per currency: a code with none for this one gives nothing here.
  if (coupon.kind === 'fixed' && amountOff(coupon, currency) === null)
    return { key: 'coupon.not_applicable' }
  return null
}

function amountOff(coupon: CouponRow, currency: Currency): number | null {
  return currency === 'CZK' ? coupon.amountOffCzk : coupon.amountOffEur
}

/**
 * The discount on each line, in minor units. A percentage is taken off every line it applies to
 * (rounded per line); a fixed amount is spread over those lines in proportion to their prices and
 * never exceeds them.
 */
export function lineDiscounts(
  coupon: CouponRow,
  lines: readonly CouponLine[],
  currency: Currency,
): number[] {
  const weights = lines.map((line) => (eligible(coupon, line) ? line.gross : 0))
  if (coupon.kind === 'percentage') {
    const percent = coupon.percentOff ?? 0
    return weights.map((gross) => Math.round((gross * percent) / 100))
  }
  const amount = amountOff(coupon, currency) ?? 0
  const eligibleTotal = weights.reduce((sum, gross) => sum + gross, 0)
  return allocate(Math.min(amount, eligibleTotal), weights)
}
