import * as React from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import { A11y, Keyboard, Pagination } from 'swiper/modules'
// Swiper's styles come with its code: the page's first paint has the still slides' (hero-carousel).
import 'swiper/css'
import 'swiper/css/pagination'
import { useTranslation } from '../../../../lib/i18n/translation'
import { RUNS_UNTIL_ATTRIBUTE } from '../../../../lib/promotion-time'
import { CAROUSEL_DOTS_ID, SlideContent, type CarouselSlide } from './hero-slide'

export interface SlidesProps {
  slides: readonly CarouselSlide[]
  /** The slide to show first (the one the shopper asked for before the carousel's code came). */
  first: number
  /** The dot the shopper was on, to take the focus to its live twin. */
  focusDot: number | null
  /** The carousel once it runs: the arrows (the carousel's own buttons) turn it. */
  onReady?: (swiper: SwiperInstance) => void
}

/**
 * The carousel itself (Swiper: swipes, dots and the keyboard), loaded when the shopper shows
 * interest in the still slides (hero-carousel.tsx). Its dots are drawn into the carousel's own box
 * for them, outside the slides, as its arrows are.
 */
export function HeroSlides({ slides, first, focusDot, onReady }: SlidesProps) {
  const { t } = useTranslation()
  const focusDotOnce = React.useRef(focusDot)
  const ready = React.useCallback(
    (swiper: SwiperInstance) => {
      const dot = focusDotOnce.current
      focusDotOnce.current = null
      if (dot !== null) (swiper.pagination.bullets[dot] as HTMLElement | undefined)?.focus()
      onReady?.(swiper)
    },
    [onReady],
  )
  return (
    <Swiper
      modules={[Pagination, Keyboard, A11y]}
      pagination={{ el: `#${CAROUSEL_DOTS_ID}`, clickable: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      loop={slides.length > 1}
      initialSlide={first}
      speed={500}
      onAfterInit={ready}
      a11y={{
        paginationBulletMessage: t('homepage:carousel.goTo', { index: '{{index}}' }),
        // Swiper fills in {{index}} and {{slidesLength}} itself.
        slideLabelMessage: t('homepage:carousel.slide', {
          index: '{{index}}',
          count: '{{slidesLength}}',
        }),
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide
          key={slide.apiId}
          {...(slide.endsAt ? { [RUNS_UNTIL_ATTRIBUTE]: slide.endsAt } : {})}
        >
          <SlideContent slide={slide} index={index} laterPictures />
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
