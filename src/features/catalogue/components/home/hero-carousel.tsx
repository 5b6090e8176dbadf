import * as React from 'react'
import { useTranslation } from '../../../../lib/i18n/translation'
import { isHydratingFirstPage } from '../../../../lib/hydrate'
import { lazyPart } from '../../../../components/prerendered/lazy-part'
import { RUNS_UNTIL_ATTRIBUTE, useStillRunning } from '../../../../lib/promotion-time'
import { PromotionEndCheck } from '../../../../components/promotion/promotion-end-check'
import { CAROUSEL_DOTS_ID, SlideContent, type CarouselSlide } from './hero-slide'
import type { SlidesProps } from './hero-slides'
import type { Swiper } from 'swiper/types'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../components/icons'
import * as styles from './home-blocks.module.css'
import * as still from './hero-carousel.module.css'

export { heroPreload, type CarouselSlide } from './hero-slide'

/**
 * The slides as the build wrote them, laid out as the carousel lays them out (Swiper's classes, and
 * its values in hero-carousel.module.css), without its code or styles: the first slide shows, the
 * arrows and dots are buttons. A first visit keeps them until the shopper shows interest in the
 * carousel, and so does a page whose carousel code has not come yet.
 */
function StillSlides({ slides }: SlidesProps) {
  return (
    <div className={`swiper swiper-horizontal ${still.slides}`}>
      <div className={`swiper-wrapper ${still.track}`}>
        {slides.map((slide, index) => (
          <div
            key={slide.apiId}
            className={`swiper-slide ${still.slide}${index === 0 ? ' swiper-slide-active' : ''}`}
            {...(slide.endsAt ? { [RUNS_UNTIL_ATTRIBUTE]: slide.endsAt } : {})}
          >
            <SlideContent slide={slide} index={index} laterPictures={false} />
          </div>
        ))}
      </div>
    </div>
  )
}

/** Swiper and the live slides: 32 KB of gzipped code the home page's first visit does without. */
const LiveSlides = lazyPart<SlidesProps>(
  () =>
    import(/* webpackChunkName: "hero-slides" */ './hero-slides').then(
      (module) => module.HeroSlides,
    ),
  StillSlides,
)

/** Where the live carousel starts: a slide, and the dot to focus there. */
interface Start {
  first: number
  focusDot: number | null
}

/** Signs on the carousel that the shopper may use it: its code comes then. */
const INTEREST = ['pointerover', 'focusin', 'touchstart'] as const

/** How far a finger moves sideways on the still slides to turn them, in CSS pixels. */
const SWIPE = 40

/**
 * The home page's slides. A page the browser renders starts the carousel at once; a first visit
 * shows the still slides and loads the carousel's code when the shopper points at them, focuses
 * them, touches them or presses an arrow or a dot, which then takes effect in the live carousel.
 */
export function HeroCarousel({ slides: built }: { slides: readonly CarouselSlide[] }) {
  const { t } = useTranslation()
  const slides = useStillRunning(built)
  const [start, setStart] = React.useState<Start | null>(() =>
    typeof window === 'undefined' || isHydratingFirstPage() ? null : { first: 0, focusDot: null },
  )
  const section = React.useRef<HTMLElement>(null)
  const swiper = React.useRef<Swiper | null>(null)
  /** Where the shopper asked the carousel to be before it ran. */
  const wanted = React.useRef<Start>({ first: 0, focusDot: null })
  const count = slides.length

  const wake = React.useCallback((next?: Start) => {
    if (next) wanted.current = next
    void LiveSlides.preload().then(() => {
      if (LiveSlides.isLoaded()) setStart((current) => current ?? wanted.current)
    })
  }, [])

  // Running: a slide asked for between its start and now is shown.
  const ready = React.useCallback((running: Swiper) => {
    swiper.current = running
    if (running.realIndex !== wanted.current.first) running.slideToLoop(wanted.current.first, 0)
  }, [])

  React.useEffect(() => {
    const element = section.current
    if (start || !element) return
    const interested = () => wake()
    let touchX: number | null = null
    const touched = (event: TouchEvent) => {
      touchX = event.touches[0]?.clientX ?? null
    }
    const swiped = (event: TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX
      if (touchX === null || endX === undefined || Math.abs(endX - touchX) < SWIPE) return
      wake({ first: endX < touchX ? 1 % count : count - 1, focusDot: null })
    }
    INTEREST.forEach((type) => element.addEventListener(type, interested, { passive: true }))
    element.addEventListener('touchstart', touched, { passive: true })
    element.addEventListener('touchend', swiped, { passive: true })
    return () => {
      INTEREST.forEach((type) => element.removeEventListener(type, interested))
      element.removeEventListener('touchstart', touched)
      element.removeEventListener('touchend', swiped)
    }
  }, [start, wake, count])

  if (count === 0) return null
  const live = start !== null
  /** An arrow: turns the running carousel, or asks for it with the slide after (before) the first. */
  const turn = (step: 1 | -1) => {
    if (swiper.current) {
      if (step > 0) swiper.current.slideNext()
      else swiper.current.slidePrev()
      return
    }
    const first = (count + step) % count
    if (live) wanted.current = { first, focusDot: null }
    else wake({ first, focusDot: null })
  }
  return (
    <section ref={section} className={styles.carousel} aria-label={t('homepage:carousel.label')}>
      {live ? (
        <LiveSlides slides={slides} first={start.first} focusDot={start.focusDot} onReady={ready} />
      ) : (
        <StillSlides slides={slides} first={0} focusDot={null} />
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${still.arrow} ${still.previous}`}
            aria-label={t('homepage:carousel.previous')}
            onClick={() => turn(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${still.arrow} ${still.next}`}
            aria-label={t('homepage:carousel.next')}
            onClick={() => turn(1)}
          >
            <ChevronRightIcon />
          </button>
          <div
            id={CAROUSEL_DOTS_ID}
            className={`swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal ${still.dots}`}
          >
            {/* The live carousel draws its own dots here, once React has taken these away. */}
            {!live &&
              slides.map((slide, index) => (
                <button
                  key={slide.apiId}
                  type="button"
                  className={
                    index === 0
                      ? `swiper-pagination-bullet swiper-pagination-bullet-active ${still.dot} ${still.dotActive}`
                      : `swiper-pagination-bullet ${still.dot}`
                  }
                  aria-label={t('homepage:carousel.goTo', { index: String(index + 1) })}
                  aria-current={index === 0 ? 'true' : undefined}
                  onClick={() => wake({ first: index, focusDot: index })}
                />
              ))}
          </div>
        </>
      )}
      {built.some((slide) => slide.endsAt) && <PromotionEndCheck />}
    </section>
  )
}
