import * as React from 'react'
import { useTranslation } from '../../lib/i18n/translation'
import { RUNS_UNTIL_ATTRIBUTE, useRunning } from '../../lib/promotion-time'
import { Link } from '../link'
import { PromotionEndCheck } from '../promotion/promotion-end-check'
import { paths } from '../../config/paths'
import * as styles from './home.module.css'

/** The promotion the hero advertises: running for the page's language when the site was built. */
export interface HeroPromotion {
  endsAt: string
}

/**
 * The first screen: what the shop makes, the current promotion (only while it runs, by the
 * visitor's clock too), and beside it the slides.
 */
export function Hero({
  promotion = null,
  children,
}: {
  promotion?: HeroPromotion | null
  children?: React.ReactNode
}) {
  const { t } = useTranslation()
  const running = useRunning(promotion?.endsAt) && promotion !== null
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.heroInner}`}>
        <div>
          <p className={styles.eyebrow}>{t('homepage:hero.eyebrow')}</p>
          <h1 id="home-title">{t('homepage:hero.title')}</h1>
          <p className={styles.heroLead}>{t('homepage:hero.lead')}</p>
          <div className={styles.actions}>
            {running && (
              <Link
                to={paths.promotion}
                className={styles.primary}
                {...{ [RUNS_UNTIL_ATTRIBUTE]: promotion.endsAt }}
              >
                {t('homepage:hero.promotion')}
              </Link>
            )}
            <Link to={paths.about} className={running ? styles.secondary : styles.primary}>
              {t('homepage:hero.about')}
            </Link>
            {running && <PromotionEndCheck />}
          </div>
        </div>
        {children}
      </div>
    </section>
  )
}
