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
 * The cookie-consent banner: a non-modal region at the bottom of the page, never trapping focus.
 * It sticks to the bottom of the screen at the end of the page's flow (CSS), so the page's end stays
 * reachable with no space reserved by script, and focused fields keep clear of it (scroll-padding).
 */
export default function ConsentBanner({ onChoose, focusOnOpen }: ConsentBannerProps) {
  const { t } = useI18next()
  const banner = React.useRef<HTMLElement>(null)
  const headingId = React.useId()

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
