import * as React from 'react'
import { useTranslation } from '../../../../lib/i18n/translation'
import { Swiper, SwiperSlide } from 'swiper/react'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/navigation'
import type { CatalogueImage } from '../../types'
import { ImageCard } from '../image-card'
import * as styles from './home-blocks.module.css'

/** The spec's carousel: 4 per view, 2 under 900 px, 1 under 550 px; 500 ms a move. */
export const RECENT_BREAKPOINTS = {
  0: { slidesPerView: 1 },
  550: { slidesPerView: 2 },
  900: { slidesPerView: 4 },
}

export default function RecentCarousel({ images }: { images: readonly CatalogueImage[] }) {
  const { t } = useTranslation()
  return (
    <Swiper
      className={styles.recent}
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      speed={500}
      spaceBetween={16}
      breakpoints={RECENT_BREAKPOINTS}
      a11y={{
        prevSlideMessage: t('homepage:recent.previous'),
        nextSlideMessage: t('homepage:recent.next'),
      }}
    >
      {images.map((image) => (
        <SwiperSlide key={image.apiId}>
          <ImageCard image={image} />
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
