import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { InfoSections } from '../components/info/info-sections'
import { PageHeader } from '../components/info/page-header'
import { LegalNotice } from '../components/info/legal-notice'
import { useShopT } from '../components/info/use-shop-t'
import { MailIcon, PhoneIcon } from '../components/fact-icons'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { printedIban } from '@print-shop/shop-domain/bank-accounts'
import { telHref, useShopFacts } from '../lib/shop-facts'
import * as info from '../components/info/info.module.css'
import * as styles from '../components/info/contact.module.css'

export default function ContactPage() {
  const { t } = useShopT('contact')
  const { t: common } = useTranslation()
  const shop = useShopFacts()
  const { czk, eur } = shop.bankAccounts
  const mapUrl = `https://mapy.cz/?q=${encodeURIComponent(shop.address)}`

  return (
    <Layout>
      <article className={`container ${info.article}`}>
        <PageHeader title={t('title')} lead={t('lead')} />
        <div className={styles.cards}>
          <section className={styles.card} aria-labelledby="contact-call">
            <PhoneIcon className={styles.icon} />
            <h2 id="contact-call">{t('labels.callUs')}</h2>
            <p className={styles.big}>
              <a href={telHref(shop.phone)}>{shop.phone}</a>
            </p>
            <p className={styles.muted}>
              {t('hours.weekdays')}
              <br />
              {t('hours.weekend')}
            </p>
          </section>
          <section className={styles.card} aria-labelledby="contact-write">
            <MailIcon className={styles.icon} />
            <h2 id="contact-write">{t('labels.writeUs')}</h2>
            <p className={styles.big}>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
          </section>
          <section className={styles.card} aria-labelledby="contact-visit">
            <h2 id="contact-visit">{t('labels.visitUs')}</h2>
            <address className={styles.address}>
              <span className={styles.label}>{t('labels.address')}</span>
              <a href={mapUrl} rel="noopener noreferrer" target="_blank">
                {shop.address}
              </a>
            </address>
            <p>
              <span className={styles.label}>{t('labels.hours')}</span>
              {t('hours.weekdays')}, {t('hours.weekend')}
            </p>
          </section>
        </div>
        <div className={styles.columns}>
          <div className={info.body}>
            <InfoSections ns="contact" />
          </div>
          <aside className={styles.company} aria-labelledby="contact-company">
            <h2 id="contact-company">{t('labels.company')}</h2>
            <dl className={styles.details}>
              <dt className="visually-hidden">{t('labels.company')}</dt>
              <dd className={styles.companyName}>{shop.companyName}</dd>
              <dt className="visually-hidden">{t('labels.address')}</dt>
              <dd>{shop.address}</dd>
              <dt>{t('labels.companyId')}</dt>
              <dd>{shop.companyId}</dd>
              {shop.vatId && (
                <>
                  <dt>{t('labels.vatId')}</dt>
                  <dd>{shop.vatId}</dd>
                </>
              )}
              <dt>{t('labels.bankAccount')}</dt>
              <dd>
                {czk.account}
                <br />
                <span className={styles.iban}>IBAN {printedIban(czk.iban)}</span>
              </dd>
              <dt>{t('labels.bankAccountEur')}</dt>
              <dd>
                <span className={styles.iban}>IBAN {printedIban(eur.iban)}</span>
                <br />
                <span className={styles.iban}>BIC {eur.bic}</span>
              </dd>
            </dl>
            {shop.registry && (
              <p className={styles.muted}>
                {common('common:shop.registry', { court: shop.registry })}
              </p>
            )}
          </aside>
        </div>
        <LegalNotice />
      </article>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="contact:title" descriptionKey="contact:description" />
)

export const query = graphql`
  query ContactPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "contact"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
