import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { MAX_FILTER_COLOURS, PRODUCTS_PER_PAGE } from '../../../config/catalogue'
import { useColourCounts } from '../api/get-colour-counts'
import type { ProductPage } from '../api/get-products'
import { isUnfiltered, searchFromFilters } from '../filters'
import { useProductList } from '../hooks/use-product-list'
import { useUrlFilters } from '../hooks/use-url-filters'
import type { ProductListSource } from '../types'
import { ColourFilter } from './colour-filter'
import { OrientationFilter } from './orientation-filter'
import { Pagination } from '../../../components/pagination/pagination'
import { ProductGrid } from './product-grid'
import * as filterStyles from './filters.module.css'
import * as styles from '../../../components/product-listing/product-listing.module.css'

interface ProductListingProps {
  source: ProductListSource
  /** The first page, pre-rendered at build time. */
  prerendered: ProductPage
  label: string
  /** Orientation and colour filters (the popular products have none). */
  filterable?: boolean
}

/** A grid page with its filters and pagination; every page after the first comes from the API. */
export function ProductListing({
  source,
  prerendered,
  label,
  filterable = true,
}: ProductListingProps) {
  const { t } = useTranslation()
  const { language } = useI18next()
  const [filters, setFilters] = useUrlFilters()
  const list = useProductList(source, filters, prerendered)
  const [coloursOpen, setColoursOpen] = React.useState(false)
  const colourCounts = useColourCounts(
    source,
    filters,
    isLanguage(language) ? language : defaultLanguage,
    filterable && coloursOpen,
  )
  const { products, total, lastPage } = list.page
  const gridTop = React.useRef<HTMLDivElement>(null)

  const changePage = (page: number) => {
    setFilters({ ...filters, page })
    gridTop.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className={styles.listing}>
      {filterable && (
        <form
          className={filterStyles.panel}
          aria-label={t('category:filters.label')}
          onSubmit={(event) => event.preventDefault()}
        >
          <OrientationFilter
            value={filters.orientation}
            onChange={(orientation) => setFilters({ ...filters, orientation, page: 1 })}
          />
          <ColourFilter
            value={filters.colours}
            max={MAX_FILTER_COLOURS}
            counts={colourCounts}
            open={coloursOpen}
            onOpenChange={setColoursOpen}
            onChange={(colours) => setFilters({ ...filters, colours, page: 1 })}
          />
          {(filters.orientation || filters.colours.length > 0) && (
            <button
              type="button"
              className={filterStyles.clear}
              onClick={() => setFilters({ orientation: null, colours: [], page: 1 })}
            >
              {t('category:filters.clear')}
            </button>
          )}
        </form>
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
      {products.length === 0 && list.status === 'ready' ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('category:grid.empty')}</p>
          <p>{t('category:grid.emptyHint')}</p>
        </div>
      ) : (
        <ProductGrid
          products={products}
          label={label}
          // Lazy, the first row too: wide screens fetch it from the head (firstRowPreloads).
          eager={0}
          busy={list.status === 'loading'}
          cardHeading="h2"
          list={{ id: listId(source), name: label }}
          offset={(Math.min(filters.page, lastPage) - 1) * PRODUCTS_PER_PAGE}
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
const listId = (source: ProductListSource) =>
  source.kind === 'popular' ? 'popular' : `${source.kind}:${source.slug}`
