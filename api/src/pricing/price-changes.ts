import { asc, eq } from 'drizzle-orm'
import { PRICE_STEP } from '@print-shop/shop-domain/pricing'
import type { Database } from '../db/client.js'
import { layouts, layoutSizes, papers } from '../db/schema.js'
import { HttpError, type FieldErrors } from '../lib/http-error.js'
import { inLocale, type Locale } from '../lib/localized.js'
import { catalogueFromPrice, storeFromPrice } from './catalogue-from-price.js'
import { loadPriceList } from './price-list.js'
import type { Prices } from './print-price.js'

/**
 * The owner's view and changes of the price list (`npm run shop -- prices`). Each change runs in
 * the caller's transaction, one at a time (the layouts are locked first), and gives every picture
 * the "from" price of the new price list in that same transaction: the catalogue never shows a
 * price the basket does not charge.
 */

export interface OwnerLayout {
  slug: string
  name: string
  min_side_mm: number
  max_side_mm: number
  sizes: { id: number; width_mm: number; height_mm: number; price_czk: number; price_eur: number }[]
  papers: { slug: string; name: string; surcharge_percent: number }[]
  custom: CustomRate
}

export interface CustomRate {
  base_czk: number
  base_eur: number
  per_square_metre_czk: number
  per_square_metre_eur: number
}

type FromPrice = { czk: number; eur: number } | null

/** What a change did (or, on a dry run, would do). */
export interface PriceChange<Subject, Values> {
  subject: Subject
  before: Values
  after: Values
  from_price: { before: FromPrice; after: FromPrice }
  /** Pictures whose stored "from" price changed. */
  pictures_repriced: number
}

const unknownSize = (id: number) =>
  new HttpError(404, 'owner.prices.unknown_size', undefined, { id })
const unknownPaper = (slug: string) =>
  new HttpError(404, 'owner.prices.unknown_paper', undefined, { slug })
const unknownLayout = (slug: string) =>
  new HttpError(404, 'owner.prices.unknown_layout', undefined, { slug })

function fromPrice(price: Prices | null): FromPrice {
  return price && { czk: price.CZK, eur: price.EUR }
}

/** Every layout (or the one named) with its sizes, papers and custom-size rate; the "from" price. */
export async function ownerPriceList(
  db: Database,
  locale: Locale,
  layoutSlug?: string,
): Promise<{ layouts: OwnerLayout[]; from_price: FromPrice }> {
  const [list, sizes] = await Promise.all([
    loadPriceList(db),
    db.select().from(layoutSizes).orderBy(asc(layoutSizes.id)),
  ])
  const chosen = [...list.layouts.values()]
    .filter((layout) => layoutSlug === undefined || layout.slug === layoutSlug)
    .sort((a, b) => a.position - b.position || a.id - b.id)
  if (layoutSlug !== undefined && chosen.length === 0) throw unknownLayout(layoutSlug)
  return {
    layouts: chosen.map((layout) => ({
      slug: layout.slug,
      name: inLocale(layout.name, locale),
      min_side_mm: layout.minSideMm,
      max_side_mm: layout.maxSideMm,
      sizes: sizes
        .filter((size) => size.layoutId === layout.id)
        .map((size) => ({
          id: size.id,
          width_mm: size.widthMm,
          height_mm: size.heightMm,
          price_czk: size.priceCzk,
          price_eur: size.priceEur,
        })),
      papers: layout.paperIds.flatMap((id) => {
        const paper = list.papers.get(id)
        if (!paper) return []
        const name = inLocale(paper.name, locale)
        return [{ slug: paper.slug, name, surcharge_percent: paper.surchargePercent }]
      }),
      custom: customRate(layout),
    })),
    from_price: fromPrice(catalogueFromPrice(list)),
  }
}

function customRate(layout: typeof layouts.$inferSelect): CustomRate {
  return {
    base_czk: layout.customBaseCzk,
    base_eur: layout.customBaseEur,
    per_square_metre_czk: layout.customPerSquareMetreCzk,
    per_square_metre_eur: layout.customPerSquareMetreEur,
  }
}

/**
 * Runs one change of the price list and reprices the pictures. The layouts' rows are locked first,
 * so two changes never compute the "from" price from each other's half; the lock leaves their keys
 * free, so shoppers adding prints to baskets meanwhile do not wait for it.
 */
async function repricing<Subject, Values>(
  tx: Database,
  change: () => Promise<{ subject: Subject; before: Values; after: Values }>,
): Promise<PriceChange<Subject, Values>> {
  await tx.select({ id: layouts.id }).from(layouts).for('no key update')
  const before = catalogueFromPrice(await loadPriceList(tx))
  const done = await change()
  const after = catalogueFromPrice(await loadPriceList(tx))
  return {
    ...done,
    from_price: { before: fromPrice(before), after: fromPrice(after) },
    pictures_repriced: after ? await storeFromPrice(tx, after) : 0,
  }
}

/** A standard size's price is charged as it is: whole crowns, euros in tens of cents. */
function sizePriceProblems(prices: SizePrices): FieldErrors {
  const problems: FieldErrors = {}
  if (prices.price_czk !== undefined && prices.price_czk % PRICE_STEP.CZK !== 0)
    problems.price_czk = { key: 'owner.prices.whole_crowns' }
  if (prices.price_eur !== undefined && prices.price_eur % PRICE_STEP.EUR !== 0)
    problems.price_eur = { key: 'owner.prices.ten_cents' }
  return problems
}

function nothingToChange(values: object): void {
  if (Object.values(values).every((value) => value === undefined))
    throw new HttpError(422, 'owner.prices.nothing_to_change')
}

export interface SizePrices {
  price_czk?: number
  price_eur?: number
}

/** A standard size's price in either currency or both. */
export async function changeSizePrice(tx: Database, sizeId: number, prices: SizePrices) {
  nothingToChange(prices)
  const problems = sizePriceProblems(prices)
  if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
  return repricing(tx, async () => {
    const [row] = await tx
      .select({ size: layoutSizes, layoutSlug: layouts.slug })
      .from(layoutSizes)
      .innerJoin(layouts, eq(layouts.id, layoutSizes.layoutId))
      .where(eq(layoutSizes.id, sizeId))
    if (!row) throw unknownSize(sizeId)
    const [updated] = await tx
      .update(layoutSizes)
      .set({ priceCzk: prices.price_czk, priceEur: prices.price_eur })
      .where(eq(layoutSizes.id, sizeId))
      .returning()
    const subject = {
      id: sizeId,
      layout: row.layoutSlug,
      width_mm: row.size.widthMm,
      height_mm: row.size.heightMm,
    }
    const pricesOf = (size: typeof layoutSizes.$inferSelect) => ({
      price_czk: size.priceCzk,
      price_eur: size.priceEur,
    })
    return { subject, before: pricesOf(row.size), after: pricesOf(updated!) }
  })
}

/** A paper's surcharge in percent, on every layout printed on it. */
export async function changePaperSurcharge(tx: Database, slug: string, surchargePercent: number) {
  return repricing(tx, async () => {
    const [paper] = await tx.select().from(papers).where(eq(papers.slug, slug))
    if (!paper) throw unknownPaper(slug)
    await tx.update(papers).set({ surchargePercent }).where(eq(papers.id, paper.id))
    return {
      subject: { slug },
      before: { surcharge_percent: paper.surchargePercent },
      after: { surcharge_percent: surchargePercent },
    }
  })
}

/** A layout's custom-size rate: the base and the price per m², in either currency or both. */
export async function changeCustomRate(tx: Database, slug: string, rate: Partial<CustomRate>) {
  nothingToChange(rate)
  return repricing(tx, async () => {
    const [layout] = await tx.select().from(layouts).where(eq(layouts.slug, slug))
    if (!layout) throw unknownLayout(slug)
    const [updated] = await tx
      .update(layouts)
      .set({
        customBaseCzk: rate.base_czk,
        customBaseEur: rate.base_eur,
        customPerSquareMetreCzk: rate.per_square_metre_czk,
        customPerSquareMetreEur: rate.per_square_metre_eur,
      })
      .where(eq(layouts.id, layout.id))
      .returning()
    return { subject: { slug }, before: customRate(layout), after: customRate(updated!) }
  })
}
