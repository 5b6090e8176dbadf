import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { CataloguePicture } from '../../../components/picture/catalogue-picture'
import { Prerendered } from '../../../components/prerendered/prerendered'
import { Link } from '../../../components/link'
import type { CatalogueImage } from '../types'
import { CARD_MAX_WIDTH, CARD_SIZES } from './image-card'
import * as styles from './category-card.module.css'

interface CategoryCardProps {
  to: string
  title: string
  imageCount?: number
  /** The category's most popular picture. */
  cover?: CatalogueImage
  priority?: boolean
}

/** A category as a picture with its name. */
export function CategoryCard({
  to,
  title,
  imageCount,
  cover,
  priority = false,
}: CategoryCardProps) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  return (
    <Prerendered contents>
      <Link to={to} className={styles.card}>
        {cover ? (
          <CataloguePicture
            image={cover}
            alt=""
            sizes={CARD_SIZES}
            aspectRatio={4 / 3}
            maxWidth={CARD_MAX_WIDTH}
            priority={priority}
            className={styles.image}
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true" />
        )}
        <span className={styles.title}>{typeset(title)}</span>
        {imageCount !== undefined && (
          <span className={styles.count}>{t('category:imageCount', { count: imageCount })}</span>
        )}
      </Link>
    </Prerendered>
  )
}
