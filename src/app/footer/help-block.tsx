import * as React from 'react'
import { useI18next } from '../../lib/i18n/page-language'
import { Link } from '../../components/link'
import { paths } from '../../config/paths'
import { telHref, useShopFacts } from '../../lib/shop-facts'
import { Prerendered } from '../../components/prerendered/prerendered'
import * as styles from './footer.module.css'

/**
 * Shown above the footer on every page except home and the site map: the questions shoppers ask
 * before they order, and a person to ask.
 */
export function HelpBlock() {
  const { t } = useI18next()
  const shop = useShopFacts()
  return (
    <Prerendered as="section" className={styles.help} aria-labelledby="help-block-title">
      <div className={`container ${styles.helpInner}`}>
        <div>
          <h2 id="help-block-title" className={styles.helpTitle}>
            {t('common:help.title')}
          </h2>
          <p className={styles.helpText}>{t('common:help.text')}</p>
        </div>
        <ul className={styles.helpLinks}>
          <li>
            <Link to={paths.techTerms}>{t('common:help.quality')}</Link>
          </li>
          <li>
            <Link to={paths.delivery}>{t('common:help.delivery')}</Link>
          </li>
          <li>
            <Link to={paths.faq}>{t('common:help.faq')}</Link>
          </li>
        </ul>
        <p className={styles.helpContact}>
          {t('common:help.call')}{' '}
          <a href={telHref(shop.phone)} className={styles.helpPhone}>
            {shop.phone}
          </a>
          <br />
          {t('common:help.write')} <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </p>
      </div>
    </Prerendered>
  )
}
