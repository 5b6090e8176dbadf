import type { FastifyRequest } from 'fastify'
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import {
  basketAddresses,
  basketItems,
  baskets,
  coupons,
  deliveryMethods,
  uploads,
  users,
} from '../db/schema.js'
import { imagesById, type ImageRow } from '../catalogue/images.js'
import type { DeliveryMethod } from '../delivery/methods.js'
import { HttpError, notFound } from '../lib/http-error.js'
import { currencyFor, isLocale, type Currency } from '../lib/localized.js'
import { printUnitPrice } from '../pricing/print-price.js'
import type { UploadRow } from '../uploads/index.js'
import { configurationProblems, type Configuration } from './configuration.js'
import type { CouponLine, CouponRow } from './coupons.js'
import { loadPriceList, type PriceList } from '../pricing/price-list.js'
import { basketTotals, type BasketTotals } from './totals.js'

export type BasketRow = typeof baskets.$inferSelect
export type BasketItemRow = typeof basketItems.$inferSelect
export type BasketAddressRow = typeof basketAddresses.$inferSelect

/** A basket with everything it shows, priced from today's price list. */
export interface PricedBasket {
  basket: BasketRow
  currency: Currency
  items: BasketItemRow[]
  /** Price of one piece of each item, or null when the price list no longer offers it. */
  unitPrices: (number | null)[]
  /** The items that can be ordered (those with a unit price), as priced lines. */
  lines: CouponLine[]
  /** Totals over those lines. */
  totals: BasketTotals
  images: Map<number, ImageRow>
  /** The basket owner's own photos its items print (ready ones only), by id. */
  uploads: Map<string, UploadRow>
  priceList: PriceList
  billing: BasketAddressRow | null
  shipping: BasketAddressRow | null
  deliveryMethod: DeliveryMethod | null
  coupon: CouponRow | null
}

export function basketCurrency(basket: BasketRow): Currency {
  return currencyFor(isLocale(basket.locale) ? basket.locale : 'cs')
}

/** The print a basket or order line describes. */
export function configurationOf(
  item: Pick<
    BasketItemRow,
    | 'imageId'
    | 'uploadId'
    | 'layoutId'
    | 'paperId'
    | 'customWidth'
    | 'customHeight'
    | 'formatType'
    | 'coordinateX'
    | 'coordinateY'
  >,
): Configuration {
  return {
    imageId: item.imageId,
    uploadId: item.uploadId,
    layoutId: item.layoutId,
    paperId: item.paperId,
    customWidth: item.customWidth,
    customHeight: item.customHeight,
    formatType: item.formatType,
    coordinateX: item.coordinateX,
    coordinateY: item.coordinateY,
  }
}

/**
 * The basket behind a uuid as this visitor may see it: one that belongs to another account is not
 * found, exactly like a uuid that does not exist.
 */
export async function findBasket(
  db: Database,
  request: FastifyRequest,
  uuid: string,
  options: { lock?: boolean } = {},
): Promise<BasketRow> {
  const query = db.select().from(baskets).where(eq(baskets.uuid, uuid))
  const [basket] = options.lock ? await query.for('update') : await query
  if (!basket) throw notFound()
  if (basket.userId !== null && basket.userId !== (request.session?.userId ?? null))
    throw notFound()
  return basket
}

/**
 * For a change: the basket locked for the rest of the transaction (changes to one basket run one
 * after another, and never alongside its checkout), still open, and claimed by the signed-in
 * shopper if it was anonymous.
 */
export async function openBasketForChange(
  tx: Database,
  request: FastifyRequest,
  uuid: string,
): Promise<BasketRow> {
  const basket = await findBasket(tx, request, uuid, { lock: true })
  if (basket.status !== 'open') throw new HttpError(409, 'basket.closed')
  const userId = request.session?.userId ?? null
  if (userId && basket.userId === null) {
    const [claimed] = await tx
      .update(baskets)
      .set({ userId, updatedAt: new Date() })
      .where(eq(baskets.id, basket.id))
      .returning()
    return claimed!
  }
  return basket
}

export async function touchBasket(tx: Database, basket: BasketRow): Promise<void> {
  await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basket.id))
}

/** Loads and prices a basket: a handful of queries whatever its size. */
export async function priceBasket(
  db: Database,
  basket: BasketRow,
  now = new Date(),
): Promise<PricedBasket> {
  const [items, addressRows, deliveryRows, couponRows, priceList] = await Promise.all([
    db
      .select()
      .from(basketItems)
      .where(eq(basketItems.basketId, basket.id))
      .orderBy(asc(basketItems.id)),
    db.select().from(basketAddresses).where(eq(basketAddresses.basketId, basket.id)),
    basket.deliveryMethodId === null
      ? Promise.resolve([])
      : db.select().from(deliveryMethods).where(eq(deliveryMethods.id, basket.deliveryMethodId)),
    basket.couponId === null
      ? Promise.resolve([])
      : db.select().from(coupons).where(eq(coupons.id, basket.couponId)),
    loadPriceList(db),
  ])
  const [imageRows, uploadRows] = await Promise.all([
    imagesById(
      db,
      items.flatMap((item) => (item.imageId === null ? [] : [item.imageId])),
    ),
    basketUploads(db, basket, items),
  ])
  const images = new Map(imageRows.map((image) => [image.id, image]))
  const uploadsById = new Map(uploadRows.map((upload) => [upload.id, upload]))
  const currency = basketCurrency(basket)
  const unitPrices = items.map((item) => {
    const configuration = configurationOf(item)
    // A picture the owner has hidden is shown in the basket but can no longer be ordered.
    const hidden = item.imageId !== null && images.get(item.imageId)?.hidden
    const picture = hidden ? null : pictureOf(item, images, uploadsById)
    const problems = configurationProblems(configuration, picture ?? undefined, priceList)
    if (Object.keys(problems).length) return null
    const layout = priceList.layouts.get(item.layoutId)!
    const paper = priceList.papers.get(item.paperId)!
    return printUnitPrice(
      layout,
      paper.surchargePercent,
      item.customWidth,
      item.customHeight,
      currency,
    )
  })
  const lines = items.flatMap((item, index) => {
    const unit = unitPrices[index]
    if (unit === null || unit === undefined) return []
    return [{ gross: unit * item.quantity, layoutSlug: priceList.layouts.get(item.layoutId)!.slug }]
  })
  const deliveryMethod = deliveryRows[0] ?? null
  const coupon = couponRows[0] ?? null
  return {
    basket,
    currency,
    items,
    unitPrices,
    lines,
    totals: basketTotals({ lines, currency, coupon, deliveryMethod, now }),
    images,
    uploads: uploadsById,
    priceList,
    billing: addressRows.find((row) => row.kind === 'billing') ?? null,
    shipping: addressRows.find((row) => row.kind === 'shipping') ?? null,
    deliveryMethod,
    coupon,
  }
}

/**
 * The ready own photos the items print that belong to the basket's owner: a photo that is no longer
 * the owner's (the account deleted) or not ready is left out, and its item cannot be ordered.
 */
async function basketUploads(
  db: Database,
  basket: BasketRow,
  items: readonly BasketItemRow[],
): Promise<UploadRow[]> {
  const ids = items.flatMap((item) => (item.uploadId === null ? [] : [item.uploadId]))
  if (!ids.length || basket.userId === null) return []
  return db
    .select()
    .from(uploads)
    .where(
      and(inArray(uploads.id, ids), eq(uploads.userId, basket.userId), eq(uploads.status, 'ready')),
    )
}

/**
 * The pixels of the picture a basket line prints: the catalogue picture's or the own photo's; null
 * when it is gone.
 */
export function pictureOf(
  item: Pick<BasketItemRow, 'imageId' | 'uploadId'>,
  images: ReadonlyMap<number, ImageRow>,
  uploadsById: ReadonlyMap<string, UploadRow>,
): { width: number; height: number } | null {
  if (item.uploadId !== null) {
    const upload = uploadsById.get(item.uploadId)
    return upload?.width && upload.height ? { width: upload.width, height: upload.height } : null
  }
  return (item.imageId === null ? undefined : images.get(item.imageId)) ?? null
}

/** The user's open baskets, newest first. */
export function openBasketsOf(db: Database, userId: number) {
  return db
    .select()
    .from(baskets)
    .where(and(eq(baskets.userId, userId), eq(baskets.status, 'open')))
    .orderBy(desc(baskets.updatedAt), desc(baskets.id))
}

/**
 * The signed-in user's open basket, locked, or a new one: one user's calls take turns on the user
 * row, so tabs asking at once never make two baskets, and a basket ordered meanwhile in another tab
 * is not handed out (the locked read re-checks its status). Run inside a transaction.
 */
export async function openBasketOfUser(
  tx: Database,
  userId: number,
  fresh: { locale: string; sessionIdHash?: string | null },
): Promise<{ basket: BasketRow; created: boolean }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  const [open] = await openBasketsOf(tx, userId).limit(1).for('update')
  if (open) return { basket: open, created: false }
  const [basket] = await tx
    .insert(baskets)
    .values({
      uuid: randomUUID(),
      userId,
      sessionIdHash: fresh.sessionIdHash ?? null,
      locale: fresh.locale,
    })
    .returning()
  return { basket: basket!, created: true }
}

/** A basket by its row id (the uuid was checked when it was opened for the change). */
export async function basketById(db: Database, id: number): Promise<BasketRow> {
  const [row] = await db.select().from(baskets).where(eq(baskets.id, id))
  return row!
}

/**
 * The basket a visitor starts: a signed-in shopper's open basket if there is one (not created),
 * otherwise a new one in the visitor's language.
 */
export function startBasket(
  db: Database,
  userId: number | null,
  fresh: { locale: string; sessionIdHash: string | null },
): Promise<{ basket: BasketRow; created: boolean }> {
  if (userId) return db.transaction((tx) => openBasketOfUser(tx, userId, fresh))
  return db
    .insert(baskets)
    .values({ uuid: randomUUID(), userId: null, ...fresh })
    .returning()
    .then(([basket]) => ({ basket: basket!, created: true }))
}
