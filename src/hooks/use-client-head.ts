import * as React from 'react'
import { pageTitle } from '../lib/seo'
import { useShopFacts } from '../lib/shop-facts'

/**
 * The title and robots rule of a page whose content the browser learns after the build (a product
 * added or withdrawn since): the page's `Head` was written before, so this sets them on the document
 * while the page shows, and puts back what was there when it goes.
 */
export function useClientHead({ title, noindex = false }: { title?: string; noindex?: boolean }) {
  const { name } = useShopFacts()
  React.useEffect(() => {
    const previous = document.title
    if (title) document.title = pageTitle(title, name)
    let added: HTMLMetaElement | null = null
    if (noindex && !document.querySelector('meta[name="robots"][content*="noindex"]')) {
      added = document.createElement('meta')
      added.name = 'robots'
      added.content = 'noindex, follow'
      document.head.append(added)
    }
    return () => {
      if (title) document.title = previous
      added?.remove()
    }
  }, [title, noindex, name])
}
