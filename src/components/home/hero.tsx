import * as React from 'react'
import { useTranslation } from '../../lib/i18n/translation'
import { Link } from '../link'
import { paths } from '../../config/paths'
import * as styles from './home.module.css'

/** The first screen: what the shop makes, the current promotion, and beside it the slides. */
export function Hero({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.heroInner}`}>
        <div>
          <p className={styles.eyebrow}>{t('homepage:hero.eyebrow')}</p>
          <h1 id="home-title">{t('homepage:hero.title')}</h1>
          <p className={styles.heroLead}>{t('homepage:hero.lead')}</p>
          <div className={styles.actions}>
            <Link to={paths.promotion} className={styles.primary}>
              {t('homepage:hero.promotion')}
            </Link>
            <Link to={paths.about} className={styles.secondary}>
              {t('homepage:hero.about')}
            </Link>
          </div>
        </div>
        {children ?? (
          <div className={styles.gallery} aria-hidden="true">
            <div className={`${styles.frame} ${styles.frameTall}`} />
            <div className={`${styles.frame} ${styles.frameWide}`} />
            <div className={`${styles.frame} ${styles.frameSquare}`} />
          </div>
        )}
      </div>
    </section>
  )
}
