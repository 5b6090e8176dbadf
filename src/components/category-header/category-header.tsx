import * as React from 'react'
import { Prerendered } from '../prerendered/prerendered'
import * as styles from './category-header.module.css'

/** The page's heading and the category's introduction. */
export function CategoryHeader({ title, description }: { title: string; description?: string }) {
  return (
    <Prerendered as="header" className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.lead}>{description}</p>}
    </Prerendered>
  )
}
