import type { POINT_FEEDS } from './client.js'

/** A point as Packeta's feed describes it, in the directory's terms. */
export interface FeedPoint {
  id: string
  name: string
  street: string
  city: string
  zip: string
  /** Upper case, as the directory and the delivery methods write countries (CZ, SK). */
  country: string
  openingHours: string
  /** In operation and meant to be shown to shoppers. */
  open: boolean
}

/** Why a feed cannot be imported: nothing of it is, whatever the rest of it holds. */
export class PointFeedError extends Error {
  constructor(
    readonly problem: 'not_json' | 'not_a_list' | 'bad_point' | 'no_points',
    readonly vars: Record<string, string | number> = {},
  ) {
    super(`${problem} ${JSON.stringify(vars)}`)
    this.name = 'PointFeedError'
  }
}

const REQUIRED = ['name', 'street', 'city', 'zip'] as const

/** A field of the feed: strings and numbers as text, anything else as missing. */
function field(entry: Record<string, unknown>, name: string): string {
  const value = entry[name]
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
}

/**
 * The opening hours in a line ("Po–Pá 8:00–18:00, So 9:00–12:00"): the feed's `compactShort`,
 * which may carry HTML line breaks; a locker's "nonstop" stays as it is.
 */
function openingHours(entry: Record<string, unknown>): string {
  const hours = entry.openingHours
  if (typeof hours !== 'object' || hours === null) return ''
  const compact = (hours as Record<string, unknown>).compactShort
  if (typeof compact !== 'string') return ''
  return compact
    .replace(/<br\s*\/?>/gi, ', ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * In operation (`status.statusId` 1) and shown to shoppers (`displayFrontend` 1). The v5 export
 * lists open points only, but a point being closed may still appear with its status.
 */
function isOpen(entry: Record<string, unknown>): boolean {
  const status = entry.status as Record<string, unknown> | undefined
  const statusId = status && typeof status === 'object' ? String(status.statusId ?? '1') : '1'
  return statusId === '1' && String(entry.displayFrontend ?? '1') === '1'
}

/**
 * The points of one v5 feed (`branch.json` or `box.json`: a JSON array of points). A point without
 * an id, a name or an address, or with a country that is not a two-letter code, makes the whole feed
 * unusable: an import of half a feed would close the other half's points.
 */
export function parsePointFeed(feed: (typeof POINT_FEEDS)[number], text: string): FeedPoint[] {
  let entries: unknown
  try {
    entries = JSON.parse(text)
  } catch {
    throw new PointFeedError('not_json', { feed })
  }
  if (!Array.isArray(entries)) throw new PointFeedError('not_a_list', { feed })
  return entries.map((raw: unknown, index) => {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    const id = field(entry, 'id')
    const country = field(entry, 'country').toUpperCase()
    const missing = [
      ...(/^\d{1,12}$/.test(id) ? [] : ['id']),
      ...REQUIRED.filter((name) => !field(entry, name)),
      ...(/^[A-Z]{2}$/.test(country) ? [] : ['country']),
    ]
    if (missing.length)
      throw new PointFeedError('bad_point', {
        feed,
        position: index + 1,
        id: id || '-',
        fields: missing.join(', '),
      })
    return {
      id,
      name: field(entry, 'name'),
      street: field(entry, 'street'),
      city: field(entry, 'city'),
      zip: field(entry, 'zip'),
      country,
      openingHours: openingHours(entry),
      open: isOpen(entry),
    }
  })
}
