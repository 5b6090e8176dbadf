import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { images } from '../db/schema.js'
import type { Localized } from '../lib/localized.js'
import { searchText } from '../lib/text.js'
import { inTransaction } from '../db/dry-run.js'
import {
  fileInSubcategories,
  ownerPicture,
  ownerPictures,
  pictureNotFound,
  selectPictures,
  subcategoriesBySlug,
  type OwnerPicture,
} from './owner-pictures.js'

export interface PictureChange {
  name?: Partial<Localized>
  description?: Partial<Localized>
  /** Refiles the picture in exactly these subcategories. */
  subcategories?: string[]
}

/**
 * Changes a picture's texts (any languages of either) and where it is filed; its search text and
 * updated_at follow, so that the next rebuild and the renditions' version see the change.
 */
export function changePicture(
  db: Database,
  id: number,
  change: PictureChange,
  dryRun: boolean,
): Promise<{ before: OwnerPicture; after: OwnerPicture }> {
  return inTransaction(db, dryRun, async (tx) => {
    const [row] = await selectPictures(tx, eq(images.id, id)).for('update')
    if (!row) throw pictureNotFound(id)
    const [before] = await ownerPictures(tx, [row])
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
    return { before: before!, after: await ownerPicture(tx, id) }
  })
}

/**
 * Hides a picture from shoppers, or shows it again. A picture already so is left as it is (its
 * updated_at too); `changed` says whether anything changed.
 */
export function setPictureHidden(
  db: Database,
  id: number,
  hidden: boolean,
  dryRun: boolean,
): Promise<{ picture: OwnerPicture; changed: boolean }> {
  return inTransaction(db, dryRun, async (tx) => {
    const [row] = await selectPictures(tx, eq(images.id, id)).for('update')
    if (!row) throw pictureNotFound(id)
    if (row.hidden === hidden)
      return { picture: (await ownerPictures(tx, [row]))[0]!, changed: false }
    await tx.update(images).set({ hidden, updatedAt: new Date() }).where(eq(images.id, id))
    return { picture: await ownerPicture(tx, id), changed: true }
  })
}
