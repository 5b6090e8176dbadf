import * as React from 'react'
import { IMAGES_PER_PAGE } from '../../../config/catalogue'
import { useLocation } from '@gatsbyjs/reach-router'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { localizePath, paths } from '../../../config/paths'
import { Breadcrumbs } from '../../../components/breadcrumbs/breadcrumbs'
import { CategoryHeader } from '../../../components/category-header/category-header'
import { Pagination } from '../../../components/pagination/pagination'
import { FilterPanel, ImageGrid, type ImageFilters } from '../../catalogue'
import { CataloguePicture } from '../../../components/picture/catalogue-picture'
// The results' pictures are this page's largest content whatever happens: their code comes with the
// page's own scripts rather than after hydration, and is ready before the results are.
import '../../../components/picture/rendered-picture'
import { useSearchResults } from '../api/search-images'
import { FIRST_RESULTS_EAGER, takeEarlyCard } from '../early-cards'
import { EarlyResults } from './early-results'
import { readSearchAddress, searchPageAddress, type SearchFilters } from '../search-address'
import * as styles from '../../../components/image-listing/image-listing.module.css'

void CataloguePicture.preload()

const NO_SEARCH_FILTERS: SearchFilters = { orientation: null, colours: [] }

/**
 * The search page's body: the words, the page and the filters come from the address
 * (`?search=…&orientace=portrait&barvy=…&strana=2`, the filters as a category's), read after
 * hydration so the pre-rendered page and the first render agree; the results from the live API.
 */
export function SearchResults() {
  const { t, language, navigate } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const location = useLocation()
  const [address, setAddress] = React.useState<ReturnType<typeof readSearchAddress> | null>(null)
  React.useEffect(() => setAddress(readSearchAddress(location.search)), [location.search])
  const text = address?.text ?? ''
  const page = address?.page ?? 1
  const filters: SearchFilters = address?.filters ?? NO_SEARCH_FILTERS
  const { data, error, isLoading, isValidating, mutate } = useSearchResults(
    text,
    page,
    lang,
    filters,
  )
  const gridTop = React.useRef<HTMLDivElement>(null)
  // The head script drew the first address's results: they show only while nothing else is shown.
  const [firstAddress] = React.useState(location.search)
  const early = !data && !error && location.search === firstAddress

  const changePage = (target: number) => {
    void navigate(searchPageAddress(text, target, filters), { state: { keepScroll: true } })
    gridTop.current?.scrollIntoView({ block: 'start' })
  }
  const changeFilters = (next: ImageFilters) =>
    void navigate(searchPageAddress(text, next.page, next), { state: { keepScroll: true } })

  const title = text ? t('search:resultsFor', { query: text }) : t('search:title')
  const loading = address === null || (text !== '' && (isLoading || (isValidating && !data)))
  const failed = !loading && error && !data

  return (
    <>
      <Breadcrumbs
        crumbs={[
          { to: paths.home, label: t('category:breadcrumbs.home') },
          { label: t('search:title') },
        ]}
      />
      <CategoryHeader title={title} live />
      {address && !text ? (
        <p>{t('search:prompt')}</p>
      ) : (
        <div className={styles.listing}>
          {/* In the pre-rendered page too: the results drawn early keep their place. */}
          <FilterPanel
            source={{ kind: 'search', text }}
            filters={{ ...filters, page }}
            onChange={changeFilters}
          />
          <div ref={gridTop} className={styles.status} role="status">
            {loading
              ? t('search:loading')
              : failed
                ? t('search:error')
                : t('search:results', { count: data?.total ?? 0 })}
            {failed && (
              <button type="button" className={styles.retry} onClick={() => void mutate()}>
                {t('search:retry')}
              </button>
            )}
          </div>
          {early && <EarlyResults label={title} />}
          {data && data.images.length === 0 && !loading ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('search:notFound')}</p>
              <p>{t('search:emptyHint')}</p>
            </div>
          ) : (
            data && (
              <>
                <ImageGrid
                  images={data.images}
                  label={title}
                  eager={page === 1 ? FIRST_RESULTS_EAGER : 0}
                  busy={isValidating}
                  cardHeading="h2"
                  list={{ id: 'search', name: title }}
                  offset={(Math.min(page, data.lastPage) - 1) * IMAGES_PER_PAGE}
                  adopt={takeEarlyCard}
                />
                <Pagination
                  page={Math.min(page, data.lastPage)}
                  lastPage={data.lastPage}
                  href={(target) => localizePath(searchPageAddress(text, target, filters), lang)}
                  onChange={changePage}
                />
              </>
            )
          )}
        </div>
      )}
    </>
  )
}
