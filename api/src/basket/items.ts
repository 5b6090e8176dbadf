import { and, count, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { basketItems, images } from '../db/schema.js'
import { onSale } from '../catalogue/images.js'
import { HttpError } from '../lib/http-error.js'
import { formatMoney } from '../lib/money.js'
import { findUpload } from '../uploads/index.js'
import { priceBasket, type BasketItemRow, type BasketRow } from './basket.js'
import {
  configurationKey,
  configurationProblems,
  MAX_BASKET_VALUE,
  MAX_ITEMS,
  MAX_QUANTITY,
  type Configuration,
} from './configuration.js'
import { loadPriceList } from '../pricing/price-list.js'

/**
 * The pixels of the configuration's picture, or undefined when this shopper cannot print it: a
 * hidden catalogue picture, or an own photo that is not `userId`'s ready upload (someone else's,
 * still uploading, refused, deleted; an anonymous visitor has none), each like one that does not
 * exist.
 */
async function picturePixels(
  tx: Database,
  configuration: Configuration,
  userId: number | null,
): Promise<{ width: number; height: number } | undefined> {
  if (configuration.uploadId !== null) {
    const upload = userId === null ? null : await findUpload(tx, configuration.uploadId, userId)
    return upload?.width && upload.height
      ? { width: upload.width, height: upload.height }
      : undefined
  }
  if (configuration.imageId === null) return undefined
  const [image] = await tx
    .select({ width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.id, configuration.imageId), onSale()))
  return image
}

/**
 * 422 with a message per field when the print cannot be made (see configurationProblems) by the
 * basket's owner `userId`.
 */
export async function checkConfiguration(
  tx: Database,
  configuration: Configuration,
  userId: number | null,
): Promise<void> {
  const picture = await picturePixels(tx, configuration, userId)
  const problems = configurationProblems(configuration, picture, await loadPriceList(tx))
  if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
}

/**
 * 422 on `field` when the basket's goods are now worth more than one order may be (run after a
 * change, inside its transaction, so the change is rolled back).
 */
export async function checkBasketValue(tx: Database, basket: BasketRow, field: string) {
  const { totals, currency } = await priceBasket(tx, basket)
  const limit = MAX_BASKET_VALUE[currency]
  if (totals.items > limit)
    throw new HttpError(422, 'errors.validation', {
      [field]: { key: 'basket.value_limit', vars: { amount: formatMoney(limit, currency) } },
    })
}

/** The picture of a print: a catalogue picture or the shopper's own photo, exactly one. */
export type Picture = Pick<Configuration, 'imageId' | 'uploadId'>

/**
 * The picture a request body names: `image_id` or `upload_id`. Both is a 422 on both fields;
 * neither is a 422 when `required` (a new item), else null (a change keeps the item's picture).
 */
export function pictureInput(
  body: { image_id?: number; upload_id?: string },
  required: boolean,
): Picture | null {
  const { image_id: imageId, upload_id: uploadId } = body
  if (imageId !== undefined && uploadId !== undefined)
    throw new HttpError(422, 'errors.validation', {
      image_id: { key: 'basket.one_picture' },
      upload_id: { key: 'basket.one_picture' },
    })
  if (imageId !== undefined) return { imageId, uploadId: null }
  if (uploadId !== undefined) return { imageId: null, uploadId }
  if (!required) return null
  throw new HttpError(422, 'errors.validation', {
    image_id: { key: 'validation.required' },
    upload_id: { key: 'validation.required' },
  })
}

/** An original print has no crop corner, whatever the client sent. */
export function normalised(configuration: Configuration): Configuration {
  return configuration.formatType === 'original'
    ? { ...configuration, coordinateX: null, coordinateY: null }
    : configuration
}

function columns(configuration: Configuration) {
  return {
    imageId: configuration.imageId,
    uploadId: configuration.uploadId,
    layoutId: configuration.layoutId,
    paperId: configuration.paperId,
    customWidth: configuration.customWidth,
    customHeight: configuration.customHeight,
    formatType: configuration.formatType,
    coordinateX: configuration.coordinateX,
    coordinateY: configuration.coordinateY,
    configuration: configurationKey(configuration),
  }
}

/**
 * Adds pieces of a print to a (locked) basket. The same print already there gets the pieces added
 * to its quantity (at most MAX_QUANTITY), atomically even without the lock.
 */
export async function addItem(
  tx: Database,
  basket: BasketRow,
  configuration: Configuration,
  quantity: number,
): Promise<BasketItemRow> {
  const key = configurationKey(configuration)
  const [existing] = await tx
    .select({ id: basketItems.id })
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.configuration, key)))
  if (!existing) {
    const [lines] = await tx
      .select({ value: count() })
      .from(basketItems)
      .where(eq(basketItems.basketId, basket.id))
    if ((lines?.value ?? 0) >= MAX_ITEMS)
      throw new HttpError(422, 'errors.validation', {
        basket_items: { key: 'basket.too_many_items', vars: { limit: MAX_ITEMS } },
      })
  }
  const [item] = await tx
    .insert(basketItems)
    .values({ basketId: basket.id, ...columns(configuration), quantity })
    .onConflictDoUpdate({
      target: [basketItems.basketId, basketItems.configuration],
      set: {
        quantity: sql`least(${basketItems.quantity} + excluded.quantity, ${MAX_QUANTITY})`,
        updatedAt: new Date(),
      },
    })
    .returning()
  return item!
}

/**
 * Changes an item's print and/or quantity. When the change makes it equal to another item of the
 * basket, the two become one line with their quantities added.
 */
export async function changeItem(
  tx: Database,
  item: BasketItemRow,
  configuration: Configuration,
  quantity: number,
): Promise<BasketItemRow> {
  const key = configurationKey(configuration)
  const [twin] = await tx
    .select()
    .from(basketItems)
    .where(
      and(
        eq(basketItems.basketId, item.basketId),
        eq(basketItems.configuration, key),
        ne(basketItems.id, item.id),
      ),
    )
  if (twin) {
    await tx.delete(basketItems).where(eq(basketItems.id, item.id))
    const [merged] = await tx
      .update(basketItems)
      .set({ quantity: Math.min(twin.quantity + quantity, MAX_QUANTITY), updatedAt: new Date() })
      .where(eq(basketItems.id, twin.id))
      .returning()
    return merged!
  }
  const [updated] = await tx
    .update(basketItems)
    .set({ ...columns(configuration), quantity, updatedAt: new Date() })
    .where(eq(basketItems.id, item.id))
    .returning()
  return updated!
}
