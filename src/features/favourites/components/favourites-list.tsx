import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { CategoryHeader } from '../../../components/category-header/category-header'
import { ImageGrid } from '../../catalogue'
import type { CatalogueImage } from '../../catalogue'
import { useFavourites } from '../hooks/use-favourites'
import * as styles from '../../../components/image-listing/image-listing.module.css'

/** The favourites page's body: the shopper's favourite products as a grid, newest first. */
export function FavouritesList() {
  const { t } = useTranslation()
  const { favourites, status, retry } = useFavourites()
  const images = favourites.flatMap((favourite): CatalogueImage[] =>
    favourite.image ? [favourite.image] : [],
  )
  const title = t('favourites:title')

  return (
    <>
      <CategoryHeader title={title} />
      <div className={styles.listing}>
        <div className={styles.status} role="status">
          {status === 'error'
            ? t('favourites:error')
            : status === 'ready'
              ? t('favourites:count', { count: favourites.length })
              : t('favourites:loading')}
          {status === 'error' && (
            <button type="button" className={styles.retry} onClick={retry}>
              {t('favourites:retry')}
            </button>
          )}
        </div>
        {status === 'ready' && favourites.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('favourites:empty')}</p>
            <p>
              <Link to={paths.categories}>{t('favourites:emptyCta')}</Link>
            </p>
          </div>
        ) : (
          <ImageGrid
            images={images}
            label={title}
            eager={4}
            cardHeading="h2"
            list={{ id: 'favourites', name: title }}
          />
        )}
      </div>
    </>
  )
}
