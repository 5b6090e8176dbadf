import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { ConsentChoice } from '../consent-choice'
import * as styles from './consent-banner.module.css'

interface ConsentBannerProps {
  onChoose: (choice: ConsentChoice) => void
  /** Opened on request (the footer's cookie settings), not on arrival: take the focus there. */
  focusOnOpen: boolean
}

/**
 * Keeps the end of the page reachable and focused elements out from under the fixed banner. The
 * banner's height comes from a ResizeObserver, which reports after the browser's own layout: reading
 * `offsetHeight` in the effect would force a layout of the whole page in the middle of React's commit
 * (a 50 ms task on a product page's first visit, unthrottled).
 */
function useReservedSpace(banner: React.RefObject<HTMLElement>) {
  React.useEffect(() => {
    const element = banner.current
    if (!element) return
    const { body, documentElement } = document
    const reserve = (height: number) => {
      body.style.paddingBottom = `${height}px`
      documentElement.style.scrollPaddingBottom = `${height}px`
    }
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) =>
            reserve(entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight),
          )
    if (observer) observer.observe(element)
    else reserve(element.offsetHeight)
    return () => {
      observer?.disconnect()
      body.style.paddingBottom = ''
      documentElement.style.scrollPaddingBottom = ''
    }
  }, [banner])
}

/** The cookie-consent banner: a non-modal region at the bottom of the page, never trapping focus. */
export default function ConsentBanner({ onChoose, focusOnOpen }: ConsentBannerProps) {
  const { t } = useI18next()
  const banner = React.useRef<HTMLElement>(null)
  const headingId = React.useId()
  useReservedSpace(banner)

  React.useEffect(() => {
    if (focusOnOpen) banner.current?.focus()
  }, [focusOnOpen])

  return (
    <section ref={banner} className={styles.banner} aria-labelledby={headingId} tabIndex={-1}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {t('common:consent.title')}
          </h2>
          <p className={styles.description}>
            {t('common:consent.text')} <Link to={paths.privacy}>{t('common:consent.privacy')}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onChoose('necessary')}>
            {t('common:consent.necessary')}
          </Button>
          <Button onClick={() => onChoose('accepted')}>{t('common:consent.accept')}</Button>
        </div>
      </div>
    </section>
  )
}
