import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { IMAGES_PER_PAGE } from '../../../config/catalogue'
import type { ImageListPage } from '../api/get-images'
import { isUnfiltered, searchFromFilters } from '../filters'
import { useImageList } from '../hooks/use-image-list'
import { useUrlFilters } from '../hooks/use-url-filters'
import type { ImageListSource } from '../types'
import { Pagination } from '../../../components/pagination/pagination'
import { ImageGrid } from './image-grid'
import { FilterPanel } from './filter-panel'
import * as styles from '../../../components/image-listing/image-listing.module.css'

interface ImageListingProps {
  source: ImageListSource
  /** The first page, pre-rendered at build time. */
  prerendered: ImageListPage
  label: string
  /** Orientation and colour filters (the popular products have none). */
  filterable?: boolean
}

/** A grid page with its filters and pagination; every page after the first comes from the API. */
export function ImageListing({ source, prerendered, label, filterable = true }: ImageListingProps) {
  const { t } = useTranslation()
  const [filters, setFilters] = useUrlFilters()
  const list = useImageList(source, filters, prerendered)
  const { images, total, lastPage } = list.page
  const gridTop = React.useRef<HTMLDivElement>(null)

  const changePage = (page: number) => {
    setFilters({ ...filters, page })
    gridTop.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className={styles.listing}>
      {filterable && source.kind !== 'popular' && (
        <FilterPanel source={source} filters={filters} onChange={setFilters} />
      )}
      <div ref={gridTop} className={styles.status} role="status">
        {list.status === 'loading'
          ? t('category:grid.loading')
          : list.status === 'error'
            ? t('category:grid.error')
            : t('category:grid.results', { count: total })}
        {list.status === 'error' && (
          <button type="button" className={styles.retry} onClick={list.retry}>
            {t('category:grid.retry')}
          </button>
        )}
      </div>
      {images.length === 0 && list.status === 'ready' ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('category:grid.empty')}</p>
          <p>{t('category:grid.emptyHint')}</p>
        </div>
      ) : (
        <ImageGrid
          images={images}
          label={label}
          // Lazy, the first row too: wide screens fetch it from the head (firstRowPreloads).
          eager={0}
          busy={list.status === 'loading'}
          cardHeading="h2"
          list={{ id: listId(source), name: label }}
          offset={(Math.min(filters.page, lastPage) - 1) * IMAGES_PER_PAGE}
          livePrices={isUnfiltered(filters)}
        />
      )}
      <Pagination
        page={Math.min(filters.page, lastPage)}
        lastPage={lastPage}
        href={(page) => searchFromFilters({ ...filters, page }) || '?'}
        onChange={changePage}
      />
    </div>
  )
}

/** The list's name for analytics: the same in every language. */
const listId = (source: ImageListSource) =>
  source.kind === 'popular' ? 'popular' : `${source.kind}:${source.slug}`
