import * as React from 'react'
import { Prerendered } from '../../../components/prerendered/prerendered'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { isHydratingFirstPage } from '../../../lib/hydrate'
import { useI18next } from '../../../lib/i18n/page-language'
import { ProductGrid } from '../../catalogue'
import { EARLY_RESULTS_ATTRIBUTE, sampleProduct } from '../early-cards'

/**
 * The box the search page's head script draws its early cards in (early-cards.ts), until the page
 * shows the results itself. The build renders it hidden, around one sample card of the real
 * `ProductCard` that the script copies for each result; on the first page React keeps what the
 * script drew there, and links in it follow the router. A page the browser renders has none.
 */
export function EarlyResults({ label }: { label: string }) {
  const [shown] = React.useState(() => typeof document === 'undefined' || isHydratingFirstPage())
  const { language } = useI18next()
  if (!shown) return null
  const sample = sampleProduct(isLanguage(language) ? language : defaultLanguage)
  return (
    <Prerendered {...{ [EARLY_RESULTS_ATTRIBUTE]: '' }} hidden>
      <ProductGrid products={[sample]} label={label} cardHeading="h2" />
    </Prerendered>
  )
}
