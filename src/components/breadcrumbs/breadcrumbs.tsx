import * as React from 'react'
import { useTranslation, useTypeset } from '../../lib/i18n/translation'
import { Link } from '../link'
import { Prerendered } from '../prerendered/prerendered'
import * as styles from './breadcrumbs.module.css'

export interface Crumb {
  /** Czech path; the last crumb (the current page) has none. */
  to?: string
  label: string
}

/** Where the page sits: Home › Categories › Nature › Mountains. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation()
  // A category's or picture's name from the API, typeset as the page's texts are.
  const typeset = useTypeset()
  return (
    <Prerendered
      as="nav"
      aria-label={t('category:breadcrumbs.label')}
      className={styles.breadcrumbs}
    >
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={styles.item}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{typeset(crumb.label)}</Link>
            ) : (
              <span aria-current="page">{typeset(crumb.label)}</span>
            )}
          </li>
        ))}
      </ol>
    </Prerendered>
  )
}
