import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { images, orderItems, orders } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import type { Localized } from '../lib/localized.js'
import { searchText } from '../lib/text.js'
import { inTransaction } from '../db/dry-run.js'
import {
  fileInSubcategories,
  ownerImage,
  ownerImages,
  imageNotFound,
  selectOwnerImages,
  subcategoriesBySlug,
  type OwnerImage,
} from './owner-images.js'

export interface ImageChange {
  name?: Partial<Localized>
  description?: Partial<Localized>
  /** Refiles the picture in exactly these subcategories. */
  subcategories?: string[]
}

/**
 * Changes a picture's texts (any languages of either) and where it is filed; its search text and
 * updated_at follow, so that the next rebuild and the renditions' version see the change.
 */
export function changeImage(
  db: Database,
  id: number,
  change: ImageChange,
  dryRun: boolean,
): Promise<{ before: OwnerImage; after: OwnerImage }> {
  return inTransaction(db, dryRun, async (tx) => {
    const [row] = await selectOwnerImages(tx, eq(images.id, id)).for('update')
    if (!row) throw imageNotFound(id)
    const [before] = await ownerImages(tx, [row])
    if (change.subcategories)
      await fileInSubcategories(tx, id, await subcategoriesBySlug(tx, change.subcategories))
    const name = { ...row.name, ...change.name }
    await tx
      .update(images)
      .set({
        name,
        description: { ...row.description, ...change.description },
        searchText: searchText(name),
        updatedAt: new Date(),
      })
      .where(eq(images.id, id))
    return { before: before!, after: await ownerImage(tx, id) }
  })
}

/**
 * Hides a picture from shoppers, or shows it again. A picture already so is left as it is (its
 * updated_at too); `changed` says whether anything changed.
 */
export function setImageHidden(
  db: Database,
  id: number,
  hidden: boolean,
  dryRun: boolean,
): Promise<{ picture: OwnerImage; changed: boolean }> {
  return inTransaction(db, dryRun, async (tx) => {
    const [row] = await selectOwnerImages(tx, eq(images.id, id)).for('update')
    if (!row) throw imageNotFound(id)
    if (row.hidden === hidden)
      return { picture: (await ownerImages(tx, [row]))[0]!, changed: false }
    await tx.update(images).set({ hidden, updatedAt: new Date() }).where(eq(images.id, id))
    return { picture: await ownerImage(tx, id), changed: true }
  })
}

/** Order numbers a refusal to delete names at most; the count says how many there are. */
const ORDERS_NAMED = 10

/**
 * Deletes a picture that no order refers to: its row, and with it (cascading) its filing,
 * favourites, views and basket items. A picture in an order stays (409 naming the orders): orders
 * keep showing what was bought, so it can only be hidden. Answers what was deleted and the original's
 * path, which the caller removes once the deletion is committed.
 */
export function deleteImage(
  db: Database,
  id: number,
  dryRun: boolean,
): Promise<{ picture: OwnerImage; file: string }> {
  return inTransaction(db, dryRun, async (tx) => {
    const [row] = await selectOwnerImages(tx, eq(images.id, id)).for('update')
    if (!row) throw imageNotFound(id)
    const ordered = await tx
      .selectDistinct({ number: orders.number })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.imageId, id))
      .orderBy(asc(orders.number))
    if (ordered.length)
      throw new HttpError(409, 'owner.pictures.in_orders', undefined, {
        id,
        count: ordered.length,
        orders:
          ordered
            .slice(0, ORDERS_NAMED)
            .map((order) => order.number)
            .join(', ') + (ordered.length > ORDERS_NAMED ? ', …' : ''),
      })
    const [picture] = await ownerImages(tx, [row])
    const [{ file }] = (await tx
      .delete(images)
      .where(eq(images.id, id))
      .returning({ file: images.file })) as [{ file: string }]
    return { picture: picture!, file }
  })
}
