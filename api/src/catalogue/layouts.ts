import { asc } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { layoutPapers, layouts, layoutSizes, papers } from '../db/schema.js'
import { resource, toMany, type ResourceObject } from '../lib/jsonapi.js'
import { currencyFor, inLocale, type Locale } from '../lib/localized.js'

/** Every layout (with its standard sizes and papers) and every paper, as resources, in four queries. */
export async function layoutAndPaperResources(
  db: Database,
  locale: Locale,
): Promise<{ layouts: ResourceObject[]; papers: ResourceObject[] }> {
  const [layoutRows, sizeRows, linkRows, paperRows] = await Promise.all([
    db.select().from(layouts).orderBy(asc(layouts.position), asc(layouts.id)),
    db.select().from(layoutSizes).orderBy(asc(layoutSizes.layoutId), asc(layoutSizes.id)),
    db.select().from(layoutPapers).orderBy(asc(layoutPapers.layoutId), asc(layoutPapers.position)),
    db.select().from(papers).orderBy(asc(papers.position), asc(papers.id)),
  ])
  const czk = currencyFor(locale) === 'CZK'
  return {
    layouts: layoutRows.map((layout) =>
      resource(
        'layouts',
        layout.id,
        {
          slug: layout.slug,
          name: inLocale(layout.name, locale),
          description: inLocale(layout.description, locale),
          min_side_mm: layout.minSideMm,
          max_side_mm: layout.maxSideMm,
          sizes: sizeRows
            .filter((size) => size.layoutId === layout.id)
            .map((size) => ({
              width_mm: size.widthMm,
              height_mm: size.heightMm,
              price: czk ? size.priceCzk : size.priceEur,
            })),
          custom_price: {
            base: czk ? layout.customBaseCzk : layout.customBaseEur,
            per_square_metre: czk ? layout.customPerSquareMetreCzk : layout.customPerSquareMetreEur,
          },
          currency: currencyFor(locale),
          production_days: layout.productionDays,
          edge_mm: layout.edgeMm,
        },
        {
          papers: toMany(
            'papers',
            linkRows.filter((link) => link.layoutId === layout.id).map((link) => link.paperId),
          ),
        },
      ),
    ),
    papers: paperRows.map((paper) =>
      resource('papers', paper.id, {
        slug: paper.slug,
        name: inLocale(paper.name, locale),
        description: inLocale(paper.description, locale),
        surcharge_percent: paper.surchargePercent,
      }),
    ),
  }
}
