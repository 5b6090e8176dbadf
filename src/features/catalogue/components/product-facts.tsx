import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { ImageDetails } from '../types'
import * as styles from './product-detail.module.css'

/**
 * The product's facts, the items of product-detail's list: where it is filed, who made it, its
 * licence and its pixels. A first visit keeps the build's HTML of them and never loads this code.
 */
export function ProductFacts({ image }: { image: ImageDetails }) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  return (
    <>
      <dt>{t('detail:categories')}</dt>
      <dd>
        <ul className={styles.tags}>
          {image.categories.map((filed) => (
            <li key={filed.slug}>
              <Link to={paths.category(filed.slug)}>{typeset(filed.title)}</Link>
            </li>
          ))}
          {image.subcategories.map((filed) => (
            <li key={filed.slug}>
              <Link to={paths.subcategory(filed.slug)}>{typeset(filed.name)}</Link>
            </li>
          ))}
        </ul>
      </dd>
      {image.author && (
        <>
          <dt>{t('detail:author')}</dt>
          <dd>{image.author}</dd>
        </>
      )}
      {image.licence && (
        <>
          <dt>{t('detail:licence')}</dt>
          <dd>{image.licence}</dd>
        </>
      )}
      <dt>{t('detail:original')}</dt>
      <dd>{t('detail:pixels', { width: image.width, height: image.height })}</dd>
    </>
  )
}
