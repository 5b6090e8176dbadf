import { Type } from 'typebox'
import { listMeta } from '../lib/jsonapi.js'
import { withDefault } from '@print-shop/shop-domain/schema'

/** Largest page number accepted: any page past the last one simply comes back empty. */
const MAX_PAGE = 2_147_483_647

/** `per_page` and `page` of a list's query, filled in with their defaults when left out. */
export function pagingProperties(defaultPerPage: number, maxPerPage: number) {
  return {
    per_page: withDefault(
      Type.Integer({ minimum: 1, maximum: maxPerPage, default: defaultPerPage }),
    ),
    page: withDefault(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  }
}

/**
 * One page and the total. The page query can stop early on an index (a window count could not);
 * the count runs only when the page itself does not tell the total.
 */
export async function countedPage<Row>(
  page: number,
  perPage: number,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const offset = (page - 1) * perPage
  const found = await rows(perPage, offset)
  if (found.length > 0 && found.length < perPage)
    return { rows: found, total: offset + found.length }
  if (found.length === 0 && page === 1) return { rows: found, total: 0 }
  return { rows: found, total: await count() }
}

/**
 * `listMeta` as a plain object: `document()` takes `Record<string, unknown>`, which an interface
 * such as ListMeta does not satisfy in TypeScript.
 */
export function pageMeta(total: number, page: number, perPage: number): Record<string, unknown> {
  return { ...listMeta(total, page, perPage) }
}
