import * as React from 'react'
import { useI18next } from '../../lib/i18n/page-language'
import { Link } from '../../components/link'
import { paths } from '../../config/paths'
import { openConsentSettings } from '../../features/analytics/consent-choice'
import { shopValues } from '../../lib/i18n/shop-translator'
import { telHref, useShopFacts } from '../../lib/shop-facts'
import { Prerendered } from '../../components/prerendered/prerendered'
import { MailIcon, PhoneIcon, PrinterIcon, ShieldIcon, TruckIcon } from '../../components/icons'
import { HelpBlock } from './help-block'
import * as styles from './footer.module.css'

const columns = [
  [
    { to: paths.home, key: 'home' },
    { to: paths.about, key: 'about' },
    { to: paths.contact, key: 'contact' },
  ],
  [
    { to: paths.terms, key: 'terms' },
    { to: paths.techTerms, key: 'techTerms' },
    { to: paths.privacy, key: 'privacy' },
  ],
  [
    { to: paths.paymentMethods, key: 'paymentMethods' },
    { to: paths.delivery, key: 'delivery' },
    { to: paths.faq, key: 'faq' },
    { to: paths.siteMap, key: 'siteMap' },
  ],
] as const

const benefits = [
  { key: 'print', Icon: PrinterIcon },
  { key: 'delivery', Icon: TruckIcon },
  { key: 'guarantee', Icon: ShieldIcon },
] as const

/** Rendered with the build's year, then the visitor's clock: a page built in December stays right. */
function useCurrentYear() {
  const [year, setYear] = React.useState(() => new Date().getFullYear())
  React.useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}

export function Footer({ helpBlock }: { helpBlock: boolean }) {
  const { t, language } = useI18next()
  const shop = useShopFacts()
  const values = shopValues(t, shop)
  const year = useCurrentYear()

  return (
    <footer className={styles.footer}>
      {helpBlock && <HelpBlock />}
      <Prerendered
        as="ul"
        className={styles.benefits}
        aria-label={t('common:footer.benefitsLabel')}
      >
        {benefits.map(({ key, Icon }) => (
          <li key={key} className={styles.benefit}>
            <Icon className={styles.benefitIcon} />
            <span>
              <strong>{t(`common:footer.benefits.${key}.title`)}</strong>
              <span className={styles.benefitText}>
                {t(`common:footer.benefits.${key}.text`, values)}
              </span>
            </span>
          </li>
        ))}
      </Prerendered>
      <Prerendered className={`container ${styles.main}`}>
        <div>
          <p className={styles.shopName}>{shop.name}</p>
          <p className={styles.tagline}>{t('common:footer.tagline')}</p>
          <p className={styles.contactLine}>
            <PhoneIcon aria-hidden="true" />
            <span className="visually-hidden">{t('common:footer.phone')}: </span>
            <a href={telHref(shop.phone)}>{shop.phone}</a>
          </p>
          <p className={styles.contactLine}>
            <MailIcon aria-hidden="true" />
            <span className="visually-hidden">{t('common:footer.email')}: </span>
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </p>
          <p className={styles.hours}>{t('common:footer.hours')}</p>
        </div>
        <nav className={styles.columns} aria-label={t('common:footer.navLabel')}>
          {columns.map((links, index) => (
            <ul key={index} className={styles.column}>
              {links.map(({ to, key }) => (
                <li key={key}>
                  <Link to={to}>{t(`common:nav.${key}`)}</Link>
                </li>
              ))}
            </ul>
          ))}
        </nav>
      </Prerendered>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © {year} {shop.companyName} {t('common:footer.rights')}
          </p>
          <p className={styles.bottomLinks}>
            {/* German shoppers expect an Impressum one click from every page. */}
            {language === 'de' && (
              <Link to={paths.legalNotice} className={styles.bottomLink}>
                {t('common:footer.impressum')}
              </Link>
            )}
            <button type="button" className={styles.consentSettings} onClick={openConsentSettings}>
              {t('common:consent.settings')}
            </button>
          </p>
        </div>
      </div>
    </footer>
  )
}
