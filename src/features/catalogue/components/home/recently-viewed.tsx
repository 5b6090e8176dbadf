import * as React from 'react'
import { useI18next } from '../../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage } from '../../../../config/languages'
import { getRecentImages } from '../../api/get-recent-images'
import type { CatalogueImage } from '../../types'
import * as styles from './home-blocks.module.css'

/** The carousel's code loads only for a visitor who has viewed something. */
// Named, as the hero's slides are: Gatsby names a chunk of modules two lazy chunks share after
// their names, and two unnamed ones put Swiper in with the toaster's react-hot-toast (prefetched on
// every page).
const RecentCarousel = React.lazy(
  () => import(/* webpackChunkName: "recent-carousel" */ './recent-carousel'),
)

/** "Recently viewed", from the live API for this visitor; nothing at all for a first visit. */
export function RecentlyViewed() {
  const { t, language } = useI18next()
  const [images, setImages] = React.useState<CatalogueImage[]>([])

  React.useEffect(() => {
    const controller = new AbortController()
    const lang = isLanguage(language) ? language : defaultLanguage
    getRecentImages(lang, controller.signal)
      .catch(() => getRecentImages(lang, controller.signal))
      .then(setImages, () => setImages([]))
    return () => controller.abort()
  }, [language])

  if (images.length === 0) return null
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-recent">
      <h2 id="home-recent" className={styles.sectionTitle}>
        {t('homepage:recent.title')}
      </h2>
      <React.Suspense fallback={null}>
        <RecentCarousel images={images} />
      </React.Suspense>
    </section>
  )
}
