import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import { countedPage } from '../catalogue/paging.js'
import type { Database } from '../db/client.js'
import { pickupPoints, type PickupPointSnapshot } from '../db/schema.js'
import { resource, type ResourceObject } from '../lib/jsonapi.js'
import { fold, likePattern } from '../lib/text.js'
import { servesCountry, type DeliveryMethod } from './methods.js'

export type PickupPoint = typeof pickupPoints.$inferSelect

/** Carriers whose points are in the directory. */
export const PICKUP_POINT_CARRIERS = ['zasilkovna', 'packeta'] as const

/** More words than this in one search are ignored: a search box, not a document. */
const MAX_SEARCH_WORDS = 8

/** Czech and Slovak accented letters, and the same without accents, for ordering in SQL. */
const ACCENTED = 'ÁÄČĎÉĚÍĹĽŇÓÔŔŘŠŤÚŮÝŽáäčďéěíĺľňóôŕřšťúůýž'
const UNACCENTED = ACCENTED.normalize('NFD').replace(/\p{M}/gu, '')

/**
 * The city without accents: "České Budějovice" sorts with C and "Žilina" with Z whatever the
 * database's collation (under C it would put them after every plain letter).
 */
const cityOrder = sql`lower(translate(${pickupPoints.city}, ${ACCENTED}, ${UNACCENTED}))`

export interface PickupPointSearch {
  search?: string
  country?: string
  carrier?: string
  page: number
  perPage: number
}

export function pickupPointResource(row: PickupPoint): ResourceObject {
  return resource('pickup_points', row.id, {
    carrier: row.carrier,
    name: row.name,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
    opening_hours: row.openingHours,
  })
}

export async function findPickupPoint(db: Database, id: string): Promise<PickupPoint | undefined> {
  const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, id))
  return row
}

/** The point as a basket and an order keep it: the address stays even if the directory changes. */
export function toSnapshot(row: PickupPoint): PickupPointSnapshot {
  return {
    id: row.id,
    carrier: row.carrier,
    name: row.name,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
  }
}

/** A point the method can deliver to, as the directory has it, or why there is none. */
export type CheckedPickupPoint = { point: PickupPointSnapshot } | { problem: string }

/**
 * Looks a chosen point up in the directory (the table Packeta's feed is imported into,
 * point-import.ts): it must exist, be open (available), belong to the method's carrier and lie in a
 * country the method delivers to. The name and address are
 * always the directory's, never what the client sent.
 */
export async function checkPickupPoint(
  db: Database,
  method: DeliveryMethod,
  id: string,
): Promise<CheckedPickupPoint> {
  const known = await findPickupPoint(db, id)
  if (!known) return { problem: 'basket.pickup_point_unknown' }
  if (!known.available) return { problem: 'basket.pickup_point_closed' }
  if (known.carrier !== method.carrier) return { problem: 'basket.pickup_point_carrier' }
  if (!servesCountry(method, known.country)) return { problem: 'checkout.delivery_unavailable' }
  return { point: toSnapshot(known) }
}

/**
 * Why a point kept on a basket cannot be ordered to (null when it can): it is no longer in the
 * directory for the method, or its name or address differ from the directory's.
 */
export async function keptPickupPointProblem(
  db: Database,
  method: DeliveryMethod,
  kept: PickupPointSnapshot,
): Promise<string | null> {
  const checked = await checkPickupPoint(db, method, kept.id)
  if ('problem' in checked) return checked.problem
  const same = (Object.keys(checked.point) as (keyof PickupPointSnapshot)[]).every(
    (field) => checked.point[field] === kept[field],
  )
  return same ? null : 'basket.pickup_point_unknown'
}

/** Every word must be found, diacritics and case aside, in the name, street, city or zip. */
function searchCondition(search: string): SQL | undefined {
  const words = fold(search).split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)
  return and(
    ...words.map((word) => sql`${pickupPoints.searchText} ilike ${likePattern(word)} escape '\\'`),
  )
}

/** One page of the open points, by city and name, and how many match in all. */
export function searchPickupPoints(
  db: Database,
  query: PickupPointSearch,
): Promise<{ rows: PickupPoint[]; total: number }> {
  const where = and(
    eq(pickupPoints.available, true),
    query.search ? searchCondition(query.search) : undefined,
    query.country ? eq(pickupPoints.country, query.country) : undefined,
    query.carrier ? eq(pickupPoints.carrier, query.carrier) : undefined,
  )
  return countedPage(
    query.page,
    query.perPage,
    (limit, offset) =>
      db
        .select()
        .from(pickupPoints)
        .where(where)
        .orderBy(
          asc(cityOrder),
          asc(pickupPoints.city),
          asc(pickupPoints.name),
          asc(pickupPoints.id),
        )
        .limit(limit)
        .offset(offset),
    async () =>
      (await db.select({ value: count() }).from(pickupPoints).where(where))[0]?.value ?? 0,
  )
}
