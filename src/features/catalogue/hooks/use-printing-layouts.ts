import * as React from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import type { PrintingLayout } from '../components/printing-options'
import type { ConfiguratorLayout } from '../../configurator'

export type ProductLayout = PrintingLayout & ConfiguratorLayout

interface PrintingLayouts {
  allPrintShopLayout: { nodes: ReadonlyArray<ProductLayout & { language: string }> }
}

/**
 * The layouts a picture prints as, with their sizes, papers and prices, in one language. A static
 * query: Gatsby runs it once per build and the browser loads it once, where a page query would repeat
 * the same 5 KB in every product page's data (40,000 times in a catalogue of 10,000 pictures). When
 * a layout changes, Gatsby renders the pages that use this query again.
 */
export function usePrintingLayouts(language: string): readonly ProductLayout[] {
  const data = useStaticQuery<PrintingLayouts>(graphql`
    query PrintingLayouts {
      allPrintShopLayout {
        nodes {
          language
          ...PrintingOption
          ...ConfiguratorLayout
        }
      }
    }
  `)
  return React.useMemo(
    () => data.allPrintShopLayout.nodes.filter((layout) => layout.language === language),
    [data, language],
  )
}
