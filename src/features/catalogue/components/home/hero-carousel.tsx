import * as React from 'react'
import { useTranslation, useTypeset } from '../../../../lib/i18n/translation'
import { Swiper, SwiperSlide } from 'swiper/react'
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import { CataloguePicture } from '../../../../components/picture/catalogue-picture'
import { Prerendered } from '../../../../components/prerendered/prerendered'
import { picturePreload, type PicturePreload } from '../../../../lib/media'
import { RUNS_UNTIL_ATTRIBUTE, useStillRunning } from '../../../../lib/promotion-time'
import { PromotionEndCheck } from '../../../../components/promotion/promotion-end-check'
import { imageFromNode, type ImageCardNode } from '../../fragments'
import { BlockLink } from './block-link'
import * as styles from './home-blocks.module.css'

export interface CarouselSlide {
  apiId: string
  title: string
  subtitle: string
  buttonLabel: string
  link: string | null
  image: ImageCardNode | null
  /** The end (ISO) of the promotion the slide advertises: it goes then, by the visitor's clock. */
  endsAt?: string | null
}

/** The home page's slides: picture, title, text and a button; arrows, dots and the keyboard move it. */
const SLIDE_SIZES = '(min-width: 1024px) 560px, 100vw'
const SLIDE_IMAGE = { aspectRatio: 4 / 3, largest: 1200 }

/** The head's preload of the first slide's picture, the home page's largest. */
export function heroPreload(slides: readonly CarouselSlide[]): PicturePreload | null {
  const image = slides[0]?.image
  return image ? picturePreload(imageFromNode(image), SLIDE_SIZES, SLIDE_IMAGE) : null
}

/**
 * Whether the slides after the first show their pictures: not in the server's HTML, where the
 * browser would fetch hidden slides' large pictures beside the first one, but from the first render
 * after mount, long before a shopper can turn to them.
 */
function useLaterSlidePictures(): boolean {
  const [shown, setShown] = React.useState(false)
  React.useEffect(() => setShown(true), [])
  return shown
}

export function HeroCarousel({ slides: built }: { slides: readonly CarouselSlide[] }) {
  const { t } = useTranslation()
  // The editors' texts, typeset as the locale texts are: "15 %" does not break on a phone.
  const typeset = useTypeset()
  const laterPictures = useLaterSlidePictures()
  const slides = useStillRunning(built)
  if (slides.length === 0) return null
  return (
    <section className={styles.carousel} aria-label={t('homepage:carousel.label')}>
      <Swiper
        modules={[Navigation, Pagination, Keyboard, A11y]}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        loop={slides.length > 1}
        speed={500}
        a11y={{
          prevSlideMessage: t('homepage:carousel.previous'),
          nextSlideMessage: t('homepage:carousel.next'),
          paginationBulletMessage: t('homepage:carousel.goTo', { index: '{{index}}' }),
          // Swiper fills in {{index}} and {{slidesLength}} itself.
          slideLabelMessage: t('homepage:carousel.slide', {
            index: '{{index}}',
            count: '{{slidesLength}}',
          }),
        }}
      >
        {slides.map((slide, index) => {
          const picture = slide.image && (
            <CataloguePicture
              image={imageFromNode(slide.image)}
              alt=""
              sizes={SLIDE_SIZES}
              aspectRatio={SLIDE_IMAGE.aspectRatio}
              maxWidth={SLIDE_IMAGE.largest}
              priority={index === 0}
              className={styles.slideImage}
            />
          )
          return (
            <SwiperSlide
              key={slide.apiId}
              {...(slide.endsAt ? { [RUNS_UNTIL_ATTRIBUTE]: slide.endsAt } : {})}
            >
              <div className={styles.slide}>
                {picture && index > 0 && !laterPictures && (
                  <div
                    className={`${styles.slideImage} ${styles.slidePicturePending}`}
                    style={{ aspectRatio: SLIDE_IMAGE.aspectRatio }}
                    data-testid="slide-picture-pending"
                  />
                )}
                {picture && index === 0 && (
                  // The home page's largest picture: kept as built on a first visit, so that it needs
                  // no code and React never re-creates it while the carousel starts.
                  <Prerendered contents>{picture}</Prerendered>
                )}
                {index > 0 && laterPictures && picture}
                <div className={styles.slideText}>
                  <h2 className={styles.slideTitle}>{typeset(slide.title)}</h2>
                  <p>{typeset(slide.subtitle)}</p>
                  {slide.link && (
                    <BlockLink to={slide.link} className={styles.slideButton}>
                      {typeset(slide.buttonLabel)}
                    </BlockLink>
                  )}
                </div>
              </div>
            </SwiperSlide>
          )
        })}
      </Swiper>
      {built.some((slide) => slide.endsAt) && <PromotionEndCheck />}
    </section>
  )
}
