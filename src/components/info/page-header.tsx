import * as React from 'react'
import * as styles from './info.module.css'

export function PageHeader({
  title,
  lead,
  updated,
}: {
  title: string
  lead?: string
  updated?: string
}) {
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {updated && <p className={styles.updated}>{updated}</p>}
    </header>
  )
}
