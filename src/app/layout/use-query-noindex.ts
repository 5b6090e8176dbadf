import { useEffect } from 'react'
import { useLocation } from '@gatsbyjs/reach-router'

const ATTRIBUTE = 'data-query-noindex'

/**
 * Any address with a query string is noindex. Gatsby renders `Head` without the query, so this keeps
 * a robots tag in step with the address, also after client-side navigation.
 */
export function useQueryNoindex() {
  const { search } = useLocation()
  useEffect(() => {
    const existing = document.head.querySelector(`meta[${ATTRIBUTE}]`)
    const hasQuery = search.replace(/^\?/, '').length > 0
    if (hasQuery && !existing) {
      const meta = document.createElement('meta')
      meta.name = 'robots'
      meta.content = 'noindex, follow'
      meta.setAttribute(ATTRIBUTE, '')
      document.head.appendChild(meta)
    } else if (!hasQuery && existing) {
      existing.remove()
    }
  }, [search])
}
