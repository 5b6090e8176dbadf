import { asc, eq, inArray } from 'drizzle-orm'
import { normaliseCode, type CouponRow } from '../basket/coupons.js'
import type { Database } from '../db/client.js'
import { coupons, layouts } from '../db/schema.js'
import { HttpError, type FieldErrors } from '../lib/http-error.js'

/** The owner's discount codes (`npm run shop -- coupons`): create, list, expire. */

/** Letters without diacritics, digits, `-` and `_`: easy to type and to read out on the phone. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/

/** Where a code stands now. Only `active` codes are taken; `scheduled` ones will be. */
export type CouponStatus = 'active' | 'scheduled' | 'expired' | 'used_up' | 'stopped'

export function couponStatus(coupon: CouponRow, now: Date): CouponStatus {
  if (!coupon.active) return 'stopped'
  if (coupon.validUntil && coupon.validUntil <= now) return 'expired'
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up'
  if (coupon.validFrom && coupon.validFrom > now) return 'scheduled'
  return 'active'
}

/** A coupon as the owner's calls answer it (amounts in minor units, times in ISO 8601). */
export function couponView(coupon: CouponRow, now: Date) {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent_off: coupon.percentOff,
    amount_off_czk: coupon.amountOffCzk,
    amount_off_eur: coupon.amountOffEur,
    layout_slugs: coupon.layoutSlugs,
    minimum_order_czk: coupon.minimumOrderCzk,
    minimum_order_eur: coupon.minimumOrderEur,
    valid_from: coupon.validFrom?.toISOString() ?? null,
    valid_until: coupon.validUntil?.toISOString() ?? null,
    usage_limit: coupon.usageLimit,
    used_count: coupon.usedCount,
    max_uses_per_customer: coupon.maxUsesPerCustomer,
    active: coupon.active,
    status: couponStatus(coupon, now),
  }
}

export type CouponView = ReturnType<typeof couponView>

/** The codes still to be used (active or scheduled), or all of them; oldest first. */
export async function listCoupons(db: Database, all: boolean, now = new Date()) {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.id))
  return rows
    .map((row) => couponView(row, now))
    .filter((coupon) => all || coupon.status === 'active' || coupon.status === 'scheduled')
}

export interface NewCoupon {
  code: string
  percent_off?: number
  amount_off_czk?: number
  amount_off_eur?: number
  layout_slugs?: string[]
  minimum_order_czk?: number
  minimum_order_eur?: number
  valid_from?: string
  valid_until?: string
  usage_limit?: number
  max_uses_per_customer?: number
}

/** An amount that exists per currency is given in both or in neither. */
function bothOrNeither(
  input: NewCoupon,
  czk: keyof NewCoupon,
  eur: keyof NewCoupon,
  problems: FieldErrors,
) {
  if ((input[czk] === undefined) !== (input[eur] === undefined))
    problems[input[czk] === undefined ? czk : eur] = { key: 'owner.coupons.both_currencies' }
}

/** What is wrong with a new coupon beyond its schema, by field (empty: nothing). */
async function problemsOf(db: Database, input: NewCoupon, now: Date): Promise<FieldErrors> {
  const problems: FieldErrors = {}
  if (!CODE_PATTERN.test(normaliseCode(input.code)))
    problems.code = { key: 'owner.coupons.code_format' }
  const fixed = input.amount_off_czk !== undefined || input.amount_off_eur !== undefined
  if (input.percent_off !== undefined && fixed)
    problems.percent_off = { key: 'owner.coupons.one_discount' }
  else if (input.percent_off === undefined && !fixed)
    problems.percent_off = { key: 'owner.coupons.discount_required' }
  bothOrNeither(input, 'amount_off_czk', 'amount_off_eur', problems)
  bothOrNeither(input, 'minimum_order_czk', 'minimum_order_eur', problems)
  const slugs = input.layout_slugs ?? []
  if (slugs.length) {
    const known = await db
      .select({ slug: layouts.slug })
      .from(layouts)
      .where(inArray(layouts.slug, slugs))
    const unknown = slugs.find((slug) => !known.some((layout) => layout.slug === slug))
    if (unknown)
      problems.layout_slugs = { key: 'owner.coupons.unknown_layout', vars: { slug: unknown } }
  }
  const from = input.valid_from === undefined ? null : new Date(input.valid_from)
  const until = input.valid_until === undefined ? null : new Date(input.valid_until)
  if (until && from && until <= from)
    problems.valid_until = { key: 'owner.coupons.until_before_from' }
  else if (until && until <= now) problems.valid_until = { key: 'owner.coupons.until_past' }
  return problems
}

/** Creates a code (stored upper-cased); a code that exists already is refused on `code`. */
export async function createCoupon(db: Database, input: NewCoupon, now = new Date()) {
  const problems = await problemsOf(db, input, now)
  if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
  const code = normaliseCode(input.code)
  const [created] = await db
    .insert(coupons)
    .values({
      code,
      kind: input.percent_off === undefined ? 'fixed' : 'percentage',
      percentOff: input.percent_off ?? null,
      amountOffCzk: input.amount_off_czk ?? null,
      amountOffEur: input.amount_off_eur ?? null,
      layoutSlugs: [...new Set(input.layout_slugs ?? [])],
      minimumOrderCzk: input.minimum_order_czk ?? null,
      minimumOrderEur: input.minimum_order_eur ?? null,
      validFrom: input.valid_from === undefined ? null : new Date(input.valid_from),
      validUntil: input.valid_until === undefined ? null : new Date(input.valid_until),
      usageLimit: input.usage_limit ?? null,
      maxUsesPerCustomer: input.max_uses_per_customer ?? null,
    })
    // The unique index decides, so two owners creating one code at once get one code and a 422.
    .onConflictDoNothing({ target: coupons.code })
    .returning()
  if (!created)
    throw new HttpError(422, 'errors.validation', {
      code: { key: 'owner.coupons.code_taken', vars: { code } },
    })
  return couponView(created, now)
}

/**
 * Stops a code now: switched off, so shoppers get the answer of a code that does not exist, while
 * its dates and use count stay as they were. Stopping a stopped code changes nothing.
 */
export async function expireCoupon(db: Database, rawCode: string, now = new Date()) {
  const code = normaliseCode(rawCode)
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update')
  if (!coupon) throw new HttpError(404, 'owner.coupons.unknown', undefined, { code })
  const before = couponStatus(coupon, now)
  if (!coupon.active) return { coupon: couponView(coupon, now), before, changed: false }
  const [stopped] = await db
    .update(coupons)
    .set({ active: false })
    .where(eq(coupons.id, coupon.id))
    .returning()
  return { coupon: couponView(stopped!, now), before, changed: true }
}
