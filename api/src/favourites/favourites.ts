import type { FastifyRequest } from 'fastify'
import { and, count, desc, eq } from 'drizzle-orm'
import { favourites, images } from '../db/schema.js'
import { resource, toOne, type ResourceObject } from '../lib/jsonapi.js'
import {
  imageColumns,
  imageResource,
  loadImageLinks,
  onSale,
  type ImageRow,
} from '../catalogue/images.js'
import { countedPage } from '../catalogue/paging.js'

export interface FavouriteRow {
  id: number
  createdAt: Date
  image: ImageRow
}

/** Favourites as resources, with their images (is_favorite true, of course) to include. */
export async function favouriteResources(
  request: FastifyRequest,
  rows: readonly FavouriteRow[],
): Promise<{ favourites: ResourceObject[]; images: ResourceObject[] }> {
  const links = await loadImageLinks(
    request.server.db,
    rows.map((row) => row.image.id),
  )
  return {
    favourites: rows.map((row) =>
      resource(
        'favorites',
        row.id,
        { created_at: row.createdAt.toISOString() },
        { image: toOne('images', row.image.id) },
      ),
    ),
    images: rows.map((row) => imageResource(request, row.image, links.get(row.image.id)!, true)),
  }
}

const favouriteColumns = { id: favourites.id, createdAt: favourites.createdAt, image: imageColumns }

/**
 * One page of the user's favourites, newest first, and how many there are in all. A picture the owner
 * hid is left out, its favourite kept: it comes back if the picture is shown again.
 */
export function userFavourites(
  request: FastifyRequest,
  userId: number,
  page: number,
  perPage: number,
) {
  const db = request.server.db
  return countedPage(
    page,
    perPage,
    (limit, offset) =>
      db
        .select(favouriteColumns)
        .from(favourites)
        .innerJoin(images, eq(images.id, favourites.imageId))
        .where(and(eq(favourites.userId, userId), onSale()))
        .orderBy(desc(favourites.createdAt), desc(favourites.id))
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ value: count() })
          .from(favourites)
          .innerJoin(images, eq(images.id, favourites.imageId))
          .where(and(eq(favourites.userId, userId), onSale()))
      )[0]?.value ?? 0,
  )
}

/** The user's favourite of this image, if any. */
export async function findFavourite(
  request: FastifyRequest,
  userId: number,
  imageId: number,
): Promise<FavouriteRow | undefined> {
  const [row] = await request.server.db
    .select(favouriteColumns)
    .from(favourites)
    .innerJoin(images, eq(images.id, favourites.imageId))
    .where(and(eq(favourites.userId, userId), eq(favourites.imageId, imageId)))
  return row
}

/**
 * Adds the image to the user's favourites: whether it is new, and the favourite (undefined when the
 * image does not exist, or the favourite was removed by a racing call meanwhile).
 */
export async function addFavourite(
  request: FastifyRequest,
  userId: number,
  imageId: number,
): Promise<{ favourite: FavouriteRow | undefined; created: boolean }> {
  const db = request.server.db
  const [image] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), onSale()))
  if (!image) return { favourite: undefined, created: false }
  const inserted = await db
    .insert(favourites)
    .values({ userId, imageId })
    .onConflictDoNothing()
    .returning({ id: favourites.id })
  return { favourite: await findFavourite(request, userId, imageId), created: inserted.length > 0 }
}

/** Whether the user had the favourite (and now has not). */
export async function removeFavourite(
  request: FastifyRequest,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await request.server.db
    .delete(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.userId, userId)))
    .returning({ id: favourites.id })
  return deleted.length > 0
}
