import * as React from 'react'
import * as styles from './top-bar.module.css'

/** A count on an icon button; hidden at zero, capped at 99+. */
export function Badge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span className={styles.badge} aria-hidden="true" data-testid="badge">
      {count > 99 ? '99+' : count}
    </span>
  )
}
