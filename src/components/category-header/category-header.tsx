import * as React from 'react'
import { useTypeset } from '../../lib/i18n/translation'
import { Prerendered } from '../prerendered/prerendered'
import * as styles from './category-header.module.css'

interface CategoryHeaderProps {
  title: string
  description?: string
  /**
   * The title changes after the build (the search page's words, read from the address in the
   * browser): the header is rendered, not kept as built.
   */
  live?: boolean
}

/** The page's heading and the category's introduction. */
export function CategoryHeader({ title, description, live = false }: CategoryHeaderProps) {
  const typeset = useTypeset()
  const content = (
    <>
      <h1 className={styles.title}>{typeset(title)}</h1>
      {description && <p className={styles.lead}>{typeset(description)}</p>}
    </>
  )
  if (live) return <header className={styles.header}>{content}</header>
  return (
    <Prerendered as="header" className={styles.header}>
      {content}
    </Prerendered>
  )
}
