import { and, count, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { orders, type coupons } from '../db/schema.js'
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
 * One answer for a code that does not exist, is switched off, not valid yet, expired, used up or
 * used up by this customer: telling them apart would let anyone probe for codes announced later.
 */
export const COUPON_NOT_VALID: CouponProblem = { key: 'coupon.unknown' }

/**
 * Why the coupon cannot be used on these lines now (null when it can). Only a code valid now learns
 * more: the basket is below its minimum, or has no line it applies to (the shopper's own basket,
 * nothing a successful use would not show).
 */
export function couponProblem(
  coupon: CouponRow,
  lines: readonly CouponLine[],
  currency: Currency,
  now: Date,
): CouponProblem | null {
  if (!coupon.active) return COUPON_NOT_VALID
  if (coupon.validFrom && coupon.validFrom > now) return COUPON_NOT_VALID
  if (coupon.validUntil && coupon.validUntil <= now) return COUPON_NOT_VALID
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return COUPON_NOT_VALID
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

/**
 * Whether this customer has used the code as often as it allows, counting their orders with it that
 * were not cancelled (an unpaid order that expired gives its use back). `exceptOrderId` leaves out
 * the order being placed.
 */
export async function customerLimitReached(
  db: Database,
  coupon: CouponRow,
  userId: number,
  exceptOrderId?: number,
): Promise<boolean> {
  if (coupon.maxUsesPerCustomer === null) return false
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.couponCode, coupon.code),
        ne(orders.status, 'cancelled'),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
  return (row?.uses ?? 0) >= coupon.maxUsesPerCustomer
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
