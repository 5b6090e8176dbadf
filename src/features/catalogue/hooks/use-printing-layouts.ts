import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import type { PrintingLayout } from '../components/printing-options'
import type { ConfiguratorLayout, ConfiguratorPaper } from '../../configurator'

/** A layout as the product page shows it: its printing options and its configurator data. */
export type ImageLayout = Omit<PrintingLayout, 'sizes' | 'papers'> &
  Omit<ConfiguratorLayout, 'papers'> & {
    papers: ReadonlyArray<PrintingLayout['papers'][number] & ConfiguratorPaper>
  }

type BuiltLayout = Omit<ImageLayout, 'sizes' | 'customPrice' | 'papers'> & {
  language: string
  sizes: ReadonlyArray<{ widthMm: number; heightMm: number }>
  papers: ReadonlyArray<Omit<ImageLayout['papers'][number], 'surchargePercent'>>
}

interface PrintingLayouts {
  allPrintShopLayout: { nodes: readonly BuiltLayout[] }
}

/** The price a built product page starts with (the StartingPrice fragment). */
export interface StartingPrice {
  layoutApiId: string
  widthMm: number
  heightMm: number
  price: number
  paperApiId: string
  surchargePercent: number
}

/**
 * The layouts a picture prints as, with their sizes and papers, in one language, without amounts:
 * every price is null. A static query: Gatsby runs it once per build and the browser loads it once,
 * where a page query would repeat the same 5 KB in every product page's data (40,000 times in a
 * catalogue of 10,000 pictures). When a layout's sizes or papers change, Gatsby renders the pages
 * that use this query again; a new price does not (the prices come from `withStartingPrice` and
 * the live API). In the API's order (`rank`): a layout node created again comes last in the store.
 */
export function usePrintingLayouts(language: string): readonly ImageLayout[] {
  const data = useStaticQuery<PrintingLayouts>(graphql`
    query PrintingLayouts {
      allPrintShopLayout(sort: { rank: ASC }) {
        nodes {
          language
          ...PrintingOption
          ...ConfiguratorLayout
        }
      }
    }
  `)
  return React.useMemo(
    () =>
      data.allPrintShopLayout.nodes
        .filter((layout) => layout.language === language)
        .map(({ language: _language, ...layout }) => ({
          ...layout,
          sizes: layout.sizes.map((size) => ({ ...size, price: null })),
          customPrice: null,
          papers: layout.papers.map((paper) => ({ ...paper, surchargePercent: null })),
        })),
    [data, language],
  )
}

/**
 * The layouts with the one price the page was built with: its first layout's first size on its
 * first paper, the configuration the configurator starts with. Nothing else is priced.
 */
export function withStartingPrice(
  layouts: readonly ImageLayout[],
  start: StartingPrice | null | undefined,
): readonly ImageLayout[] {
  if (!start) return layouts
  return layouts.map((layout) =>
    layout.apiId !== start.layoutApiId
      ? layout
      : {
          ...layout,
          sizes: layout.sizes.map((size) =>
            size.widthMm === start.widthMm && size.heightMm === start.heightMm
              ? { ...size, price: start.price }
              : size,
          ),
          papers: layout.papers.map((paper) =>
            paper.apiId === start.paperApiId
              ? { ...paper, surchargePercent: start.surchargePercent }
              : paper,
          ),
        },
  )
}
