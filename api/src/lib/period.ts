import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** The shop's time zone: a day of an order list or an accounting period is a day in Prague. */
export const SHOP_TIME_ZONE = 'Europe/Prague'

/** Whether `text` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** The instant as a day in the shop's time zone, YYYY-MM-DD. */
export function shopDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/** The instant as day and time in the shop's time zone, `YYYY-MM-DD HH:MM`. */
export function shopTime(date: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
  return `${shopDay(date)} ${time}`
}

/**
 * `column` falls on or after the day `from` and on or before the day `to` (either may be missing),
 * days counted in the shop's time zone. The bounds are computed by the database, which knows the
 * zone's summer time.
 */
export function withinDays(column: PgColumn, from?: string, to?: string): SQL | undefined {
  const bounds = [
    from && sql`${column} >= (${from}::date::timestamp at time zone ${SHOP_TIME_ZONE})`,
    to && sql`${column} < ((${to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`,
  ].filter((bound): bound is SQL => Boolean(bound))
  return bounds.length ? sql.join(bounds, sql` and `) : undefined
}
