import * as React from 'react'
import { useI18next } from '../../lib/i18n/page-language'
import { Link } from '../../components/link'
import { paths } from '../../config/paths'
import { shopValues } from '../../lib/i18n/shop-translator'
import { telHref, useShopFacts } from '../../lib/shop-facts'
import {
  MailIcon,
  PhoneIcon,
  PrinterIcon,
  ShieldIcon,
  TruckIcon,
} from '../../components/fact-icons'
import * as styles from './footer.module.css'

/*
 * What the footer and the help block show that never reacts to the shopper. A first visit keeps
 * the build's HTML of it (`<Prerendered>`) and never loads this code; a page the browser renders
 * after a client-side move has it loaded with the page (footer.tsx, `lazyPart`).
 */

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

/** The three reasons to buy here: the items of the footer's benefits list. */
export function FooterBenefits() {
  const { t, language } = useI18next()
  const values = shopValues(t, useShopFacts(), language)
  return benefits.map(({ key, Icon }) => (
    <li key={key} className={styles.benefit}>
      <Icon className={styles.benefitIcon} />
      <span>
        <strong>{t(`common:footer.benefits.${key}.title`)}</strong>
        <span className={styles.benefitText}>
          {t(`common:footer.benefits.${key}.text`, values)}
        </span>
      </span>
    </li>
  ))
}

/** The shop's name, phone, e-mail and hours, and the three columns of links. */
export function FooterMain() {
  const { t } = useI18next()
  const shop = useShopFacts()
  return (
    <>
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
    </>
  )
}

/** The help block's questions and a person to ask. */
export function HelpContents() {
  const { t } = useI18next()
  const shop = useShopFacts()
  return (
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
  )
}
