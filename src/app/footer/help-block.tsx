import * as React from 'react'
import { Prerendered } from '../../components/prerendered/prerendered'
import { lazyPart } from '../../components/prerendered/lazy-part'
import * as styles from './footer.module.css'

const HelpContents = lazyPart(() => import('./footer-parts').then((parts) => parts.HelpContents))

/**
 * Shown above the footer on every page except home and the site map: the questions shoppers ask
 * before they order, and a person to ask. Kept as the build made it (footer-parts.tsx).
 */
export function HelpBlock() {
  return (
    <Prerendered as="section" className={styles.help} aria-labelledby="help-block-title">
      <HelpContents />
    </Prerendered>
  )
}
