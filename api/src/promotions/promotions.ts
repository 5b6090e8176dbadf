import { asc, eq } from 'drizzle-orm'
import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'
import { isRunning, isShown } from '@print-shop/shop-domain/promotions'
import { normaliseCode } from '../basket/coupons.js'
import type { Database } from '../db/client.js'
import { carouselItems, coupons, promotions } from '../db/schema.js'
import { HttpError, type FieldErrors } from '../lib/http-error.js'

/** Promotions with a start and an end: what the pages may show, and the owner's create, list, end. */

export type PromotionRow = typeof promotions.$inferSelect

/** Lower-case letters without diacritics, digits and `-`: it names the campaign in the owner's tool. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,49}$/
/** A page of the storefront (`/akce01`, `/kategorie/vanoce`): never another site. */
const LINK_PATTERN = /^\/[a-z0-9][a-z0-9/_-]{0,199}$/

export type PromotionStatus = 'scheduled' | 'running' | 'ended'

export function promotionStatus(promotion: PromotionRow, now: Date): PromotionStatus {
  if (isRunning(promotion, now)) return 'running'
  return promotion.startsAt > now ? 'scheduled' : 'ended'
}

/** A promotion as the owner's calls answer it (times in ISO 8601). */
export function promotionView(promotion: PromotionRow, now: Date) {
  return {
    slug: promotion.slug,
    coupon_code: promotion.couponCode,
    starts_at: promotion.startsAt.toISOString(),
    ends_at: promotion.endsAt.toISOString(),
    countries: promotion.countries,
    link: promotion.link,
    status: promotionStatus(promotion, now),
  }
}

export type PromotionView = ReturnType<typeof promotionView>

/** The promotions a page in `language` shows at `now`: running, and for its countries. */
export async function shownPromotions(db: Database, language: string, now = new Date()) {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.startsAt))
  return rows.filter((row) => isShown(row, language, now))
}

/** The running and scheduled promotions, or all of them; earliest start first. */
export async function listPromotions(db: Database, all: boolean, now = new Date()) {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.startsAt))
  return rows
    .map((row) => promotionView(row, now))
    .filter((promotion) => all || promotion.status !== 'ended')
}

export interface NewPromotion {
  slug: string
  coupon_code?: string
  starts_at: string
  ends_at: string
  countries: string[]
  link: string
}

const EU = new Set<string>(EU_COUNTRIES)

/** What is wrong with a new promotion beyond its schema, by field (empty: nothing). */
async function problemsOf(db: Database, input: NewPromotion, now: Date): Promise<FieldErrors> {
  const problems: FieldErrors = {}
  if (!SLUG_PATTERN.test(input.slug)) problems.slug = { key: 'owner.promotions.slug_format' }
  if (!LINK_PATTERN.test(input.link)) problems.link = { key: 'owner.promotions.link_format' }
  const unknown = input.countries.find((country) => !EU.has(country.toUpperCase()))
  if (input.countries.length === 0)
    problems.countries = { key: 'owner.promotions.countries_required' }
  else if (unknown !== undefined)
    problems.countries = { key: 'owner.promotions.unknown_country', vars: { country: unknown } }
  const startsAt = new Date(input.starts_at)
  const endsAt = new Date(input.ends_at)
  if (endsAt <= startsAt) problems.ends_at = { key: 'owner.promotions.ends_before_start' }
  else if (endsAt <= now) problems.ends_at = { key: 'owner.promotions.ends_past' }
  if (input.coupon_code !== undefined) {
    const code = normaliseCode(input.coupon_code)
    const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code))
    if (!coupon) problems.coupon_code = { key: 'owner.coupons.unknown', vars: { code } }
  }
  return problems
}

/**
 * Creates a promotion, and links the home page's slides leading to its page to it (`slides`: how
 * many); a slug in use already is refused on `slug`.
 */
export async function createPromotion(db: Database, input: NewPromotion, now = new Date()) {
  const problems = await problemsOf(db, input, now)
  if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
  const [created] = await db
    .insert(promotions)
    .values({
      slug: input.slug,
      couponCode: input.coupon_code === undefined ? null : normaliseCode(input.coupon_code),
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      countries: [...new Set(input.countries.map((country) => country.toUpperCase()))],
      link: input.link,
    })
    .onConflictDoNothing({ target: promotions.slug })
    .returning()
  if (!created)
    throw new HttpError(422, 'errors.validation', {
      slug: { key: 'owner.promotions.slug_taken', vars: { slug: input.slug } },
    })
  // The home page's slides that lead to its page advertise it from now on (next year's Christmas
  // takes over this year's slide), shown while it runs.
  const slides = await db
    .update(carouselItems)
    .set({ promotionId: created.id })
    .where(eq(carouselItems.link, created.link))
    .returning({ id: carouselItems.id })
  return { ...promotionView(created, now), slides: slides.length }
}

/**
 * Ends a promotion now: the API stops serving it at once, and a page built while it ran hides it as
 * soon as the browser's clock passes its new end. A scheduled one is cancelled (it starts and ends
 * now); ending an ended one changes nothing.
 */
export async function endPromotion(db: Database, slug: string, now = new Date()) {
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(eq(promotions.slug, slug))
    .for('update')
  if (!promotion) throw new HttpError(404, 'owner.promotions.unknown', undefined, { slug })
  const before = promotionStatus(promotion, now)
  if (before === 'ended')
    return { promotion: promotionView(promotion, now), before, changed: false }
  const [ended] = await db
    .update(promotions)
    .set({ endsAt: now, startsAt: promotion.startsAt > now ? now : promotion.startsAt })
    .where(eq(promotions.id, promotion.id))
    .returning()
  return { promotion: promotionView(ended!, now), before, changed: true }
}
