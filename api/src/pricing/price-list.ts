import { asc } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { layoutPapers, layouts, layoutSizes, papers } from '../db/schema.js'
import type { LayoutPriceList } from './print-price.js'

export type PaperRow = typeof papers.$inferSelect
export type PricedLayout = typeof layouts.$inferSelect &
  LayoutPriceList & {
    /** Papers this layout is printed on, the default first. */
    paperIds: number[]
  }

/** Every layout with its sizes and papers, and every paper: the whole price list (a few rows). */
export interface PriceList {
  layouts: Map<number, PricedLayout>
  papers: Map<number, PaperRow>
}

export async function loadPriceList(db: Database): Promise<PriceList> {
  const [layoutRows, sizeRows, linkRows, paperRows] = await Promise.all([
    db.select().from(layouts),
    db.select().from(layoutSizes).orderBy(asc(layoutSizes.id)),
    db.select().from(layoutPapers).orderBy(asc(layoutPapers.position)),
    db.select().from(papers),
  ])
  return {
    layouts: new Map(
      layoutRows.map((layout) => [
        layout.id,
        {
          ...layout,
          sizes: sizeRows.filter((size) => size.layoutId === layout.id),
          paperIds: linkRows.filter((link) => link.layoutId === layout.id).map((l) => l.paperId),
        },
      ]),
    ),
    papers: new Map(paperRows.map((paper) => [paper.id, paper])),
  }
}
