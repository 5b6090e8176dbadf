import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { formatDimensionsCm } from '../../../lib/format'
import * as styles from './product-detail.module.css'

export const printingOptionFragment = graphql`
  fragment PrintingOption on PrintShopLayout {
    slug
    name
    description
    sizes {
      widthMm
      heightMm
    }
    papers {
      slug
      name
    }
  }
`

export interface PrintingLayout {
  slug: string
  name: string
  description: string
  sizes: ReadonlyArray<{ widthMm: number; heightMm: number }>
  papers: ReadonlyArray<{ slug: string; name: string }>
}

/** What the picture can be printed as, with the range of standard sizes and the papers. */
export function PrintingOptions({ layouts }: { layouts: readonly PrintingLayout[] }) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  if (layouts.length === 0) return null
  return (
    <section className={styles.printing} aria-labelledby="printing-title">
      <h2 id="printing-title">{t('detail:printing')}</h2>
      <ul className={styles.layouts}>
        {layouts.map((layout) => {
          const smallest = layout.sizes[0]
          const largest = layout.sizes[layout.sizes.length - 1]
          return (
            <li key={layout.slug}>
              <strong>{typeset(layout.name)}</strong>
              {smallest && largest && (
                <span className={styles.sizes}>
                  {' '}
                  {t('detail:sizes', {
                    from: formatDimensionsCm(smallest.widthMm, smallest.heightMm),
                    to: formatDimensionsCm(largest.widthMm, largest.heightMm),
                  })}
                </span>
              )}
              <br />
              <span className={styles.papers}>
                {typeset(layout.papers.map((paper) => paper.name).join(', '))}
              </span>
            </li>
          )
        })}
      </ul>
      <p className={styles.note}>{t('detail:printingNote')}</p>
    </section>
  )
}
