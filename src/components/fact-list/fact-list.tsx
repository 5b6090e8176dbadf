import * as React from 'react'
import * as styles from './fact-list.module.css'

/**
 * Labelled facts (`<dl>` of `<dt>`/`<dd>` pairs): payment details, an order's overview, a checkout
 * review. Label beside value where the list has room, label above value where it has not, judged by
 * the list's own width (a container query), not the screen's.
 */
export function FactList({ className, ...props }: React.ComponentPropsWithoutRef<'dl'>) {
  return (
    <div className={styles.frame}>
      <dl className={[styles.facts, className].filter(Boolean).join(' ')} {...props} />
    </div>
  )
}
