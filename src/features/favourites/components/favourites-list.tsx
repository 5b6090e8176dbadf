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
  const title = t('favorite-products:title')

  return (
    <>
      <CategoryHeader title={title} />
      <div className={styles.listing}>
        <div className={styles.status} role="status">
          {status === 'error'
            ? t('favorite-products:error')
            : status === 'ready'
              ? t('favorite-products:count', { count: favourites.length })
              : t('favorite-products:loading')}
          {status === 'error' && (
            <button type="button" className={styles.retry} onClick={retry}>
              {t('favorite-products:retry')}
            </button>
          )}
        </div>
        {status === 'ready' && favourites.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('favorite-products:empty')}</p>
            <p>
              <Link to={paths.categories}>{t('favorite-products:emptyCta')}</Link>
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
