import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PacketaSettings } from '../config/packeta.js'
import type { Database } from '../db/client.js'
import { inTransaction } from '../db/dry-run.js'
import { pickupPoints } from '../db/schema.js'
import { fold } from '../lib/text.js'
import { downloadPointFeed, POINT_FEEDS } from './packeta/client.js'
import { parsePointFeed, PointFeedError, type FeedPoint } from './packeta/point-feed.js'
import { activeDeliveryMethods, needsPickupPoint, servesCountry } from './methods.js'
import { PICKUP_POINT_CARRIERS, type PickupPoint } from './pickup-points.js'

/** What an import did to the directory. */
export interface PointImport {
  /** The countries imported (those the shop's Packeta methods deliver to). */
  countries: string[]
  /** Points of those countries in the feeds. */
  points: number
  added: number
  /** Name, address or opening hours changed. */
  updated: number
  /** Closed by the feed or gone from it: kept, but no longer offered. */
  closed: number
  /** Offered again: open in the feed after being closed. */
  reopened: number
  unchanged: number
  dry_run: boolean
}

/** Rows written per statement: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = []
  for (let i = 0; i < items.length; i += BATCH) result.push(items.slice(i, i + BATCH))
  return result
}

/**
 * Packeta's points carry the code of the shop's method that delivers to their country: Packeta is
 * Zásilkovna in Czechia (`zasilkovna`) and Packeta in Slovakia (`packeta`), and checkout matches a
 * point's carrier with the method's. Countries no active Packeta method serves are not imported.
 */
async function carrierByCountry(db: Database): Promise<(country: string) => string | undefined> {
  const methods = (await activeDeliveryMethods(db)).filter(
    (method) =>
      needsPickupPoint(method) &&
      (PICKUP_POINT_CARRIERS as readonly (string | null)[]).includes(method.carrier),
  )
  return (country) => methods.find((method) => servesCountry(method, country))?.carrier ?? undefined
}

/** The columns an import rewrites on a known point: all but its id. */
const UPDATED_COLUMNS = [
  'carrier',
  'name',
  'street',
  'city',
  'zip',
  'country',
  'openingHours',
  'searchText',
  'available',
] as const

const same = (row: PickupPoint, point: FeedPoint, carrier: string) =>
  row.carrier === carrier &&
  row.name === point.name &&
  row.street === point.street &&
  row.city === point.city &&
  row.zip === point.zip &&
  row.country === point.country &&
  row.openingHours === point.openingHours

/**
 * Brings the directory's Packeta points in line with the feeds' points, in the caller's
 * transaction: a new point is added, a changed one updated, one closed or no longer listed is marked
 * unavailable (never deleted: orders and baskets name it), one open again is offered again.
 */
export async function importFeedPoints(
  db: Database,
  feedPoints: FeedPoint[],
  dryRun = false,
): Promise<PointImport> {
  const carrierOf = await carrierByCountry(db)
  const served = feedPoints
    .map((point) => ({ point, carrier: carrierOf(point.country) }))
    .filter((entry): entry is { point: FeedPoint; carrier: string } => Boolean(entry.carrier))
  // A feed with none of the shop's countries is not the shop's feed (or an empty one): importing it
  // would close every point.
  if (!served.length) throw new PointFeedError('no_points')

  const existing = new Map(
    (
      await db
        .select()
        .from(pickupPoints)
        .where(inArray(pickupPoints.carrier, [...PICKUP_POINT_CARRIERS]))
    ).map((row) => [row.id, row]),
  )
  const result = { added: 0, updated: 0, closed: 0, reopened: 0, unchanged: 0 }
  const writes: (typeof pickupPoints.$inferInsert)[] = []
  const listed = new Set<string>()
  for (const { point, carrier } of served) {
    if (listed.has(point.id)) continue
    listed.add(point.id)
    const row = existing.get(point.id)
    if (!row) {
      if (!point.open) continue
      result.added++
    } else {
      const changed = !same(row, point, carrier)
      if (row.available && !point.open) result.closed++
      else if (!row.available && point.open) result.reopened++
      else if (changed) result.updated++
      else {
        result.unchanged++
        continue
      }
    }
    writes.push({
      id: point.id,
      carrier,
      name: point.name,
      street: point.street,
      city: point.city,
      zip: point.zip,
      country: point.country,
      openingHours: point.openingHours,
      searchText: fold([point.name, point.street, point.city, point.zip].join(' ')),
      available: point.open,
    })
  }
  for (const batch of chunks(writes))
    await db
      .insert(pickupPoints)
      .values(batch)
      .onConflictDoUpdate({
        target: pickupPoints.id,
        set: Object.fromEntries(
          UPDATED_COLUMNS.map((column) => [
            column,
            sql.raw(`excluded.${pickupPoints[column].name}`),
          ]),
        ),
      })
  const gone = [...existing.values()]
    .filter((row) => row.available && !listed.has(row.id))
    .map((row) => row.id)
  for (const batch of chunks(gone))
    await db
      .update(pickupPoints)
      .set({ available: false })
      .where(and(inArray(pickupPoints.id, batch), eq(pickupPoints.available, true)))
  result.closed += gone.length
  const countries = [...new Set(served.map(({ point }) => point.country))].sort()
  return { countries, points: listed.size, ...result, dry_run: dryRun }
}

/**
 * Downloads Packeta's feeds (pickup points and Z-BOXes) with the shop's API key and imports them in
 * one transaction (rolled back on a dry run). A feed that cannot be downloaded or read throws a
 * PacketaError or PointFeedError before anything is written: the directory stays as it was.
 */
export async function importPacketaPoints(
  db: Database,
  settings: PacketaSettings,
  dryRun = false,
): Promise<PointImport> {
  const points: FeedPoint[] = []
  for (const feed of POINT_FEEDS)
    points.push(...parsePointFeed(feed, await downloadPointFeed(settings, feed)))
  return inTransaction(db, dryRun, (tx) => importFeedPoints(tx, points, dryRun))
}
