import * as React from 'react'
import { InfoSections } from './info-sections'
import { PageHeader } from './page-header'
import { useShopT } from './use-shop-t'
import { Prerendered } from '../prerendered/prerendered'
import * as styles from './info.module.css'

interface InfoArticleProps {
  ns: string
  /** Content after a section's paragraphs, by section id. */
  extra?: Partial<Record<string, React.ReactNode>>
}

/**
 * A whole informational page (about, delivery, terms, …) from its text group: text and links only, so
 * a first visit keeps it as built (`extra` must be as static).
 */
export function InfoArticle({ ns, extra }: InfoArticleProps) {
  const { t, has } = useShopT(ns)
  return (
    <Prerendered as="article" className={`container ${styles.article}`}>
      <PageHeader
        title={t('title')}
        lead={has('lead') ? t('lead') : undefined}
        updated={has('updated') ? t('updated') : undefined}
      />
      <div className={styles.body}>
        <InfoSections ns={ns} extra={extra} />
      </div>
    </Prerendered>
  )
}
