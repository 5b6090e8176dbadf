import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client.js'
import { images, layouts, layoutSizes, papers } from '../../src/db/schema.js'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import type { TestApp } from '../helper.js'

/** A call of the owner's API as `npm run shop` makes it: the bearer token, no cookies, no CSRF. */
export function owner(testApp: TestApp) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, language = 'en') =>
    testApp.app.inject({
      method,
      url: `/v1/owner${url}`,
      headers: { authorization: `Bearer ${DEMO_OWNER_TOKEN}`, 'accept-language': language },
      ...(body === undefined ? {} : { payload: body as object }),
    })
}

/** A standard size of a layout, e.g. the 15 × 10 cm photo print (12 Kč / 0.50 €, the cheapest). */
export async function sizeOf(db: Database, layoutSlug: string, widthMm: number, heightMm: number) {
  const [row] = await db
    .select({ size: layoutSizes })
    .from(layoutSizes)
    .innerJoin(layouts, eq(layouts.id, layoutSizes.layoutId))
    .where(
      and(
        eq(layouts.slug, layoutSlug),
        eq(layoutSizes.widthMm, widthMm),
        eq(layoutSizes.heightMm, heightMm),
      ),
    )
  return row!.size
}

/** Everything a price change may touch: sizes, papers, layouts' rates and pictures' "from" prices. */
export async function priceListSnapshot(db: Database) {
  return {
    sizes: await db.select().from(layoutSizes).orderBy(asc(layoutSizes.id)),
    papers: await db.select().from(papers).orderBy(asc(papers.id)),
    layouts: await db.select().from(layouts).orderBy(asc(layouts.id)),
    fromPrices: await db
      .select({ id: images.id, czk: images.fromPriceCzk, eur: images.fromPriceEur })
      .from(images)
      .orderBy(asc(images.id)),
  }
}
