import * as React from 'react'
import { Link } from '../../../components/link'
import { Prerendered } from '../../../components/prerendered/prerendered'
import { useTypeset } from '../../../lib/i18n/translation'
import * as styles from './subcategory-nav.module.css'

export interface SubcategoryLink {
  to: string
  label: string
  current?: boolean
}

/** The subcategories of a category as a row of links; the current one is marked. */
export function SubcategoryNav({
  label,
  links,
}: {
  label: string
  links: readonly SubcategoryLink[]
}) {
  const typeset = useTypeset()
  if (links.length === 0) return null
  return (
    <Prerendered as="nav" aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={styles.link}
              aria-current={link.current ? 'page' : undefined}
            >
              {typeset(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </Prerendered>
  )
}
