import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { shopValues } from '../lib/i18n/shop-translator'
import { useShopFacts } from '../lib/shop-facts'
import { Link } from '../components/link'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { paths } from '../config/paths'
import * as info from '../components/info/info.module.css'
import * as styles from '../components/home/promotion.module.css'

/** The code the API's coupon table holds for this campaign. */
const PROMOTION_CODE = 'VANOCE26'
const conditions = ['products', 'validity', 'once', 'combine'] as const

export default function PromotionPage() {
  const { t } = useTranslation()
  const shop = useShopFacts()
  return (
    <Layout>
      <article className={`container ${info.article}`}>
        <PageHeader title={t('homepage:promotion.title')} lead={t('homepage:promotion.lead')} />
        <div className={styles.coupon}>
          <p className={styles.discount}>{t('homepage:promotion.discount')}</p>
          <p>
            {t('homepage:promotion.codeLabel')}{' '}
            <strong className={styles.code}>{PROMOTION_CODE}</strong>
          </p>
          <p className={styles.hint}>{t('homepage:promotion.howTo')}</p>
        </div>
        <div className={info.body}>
          <section className={info.section} aria-labelledby="promotion-deadline">
            <h2 id="promotion-deadline">{t('homepage:promotion.deadline.heading')}</h2>
            <p>{t('homepage:promotion.deadline.body', shopValues(t, shop))}</p>
          </section>
          <section className={info.section} aria-labelledby="promotion-conditions">
            <h2 id="promotion-conditions">{t('homepage:promotion.conditions.heading')}</h2>
            <ul className={info.items}>
              {conditions.map((condition) => (
                <li key={condition}>{t(`homepage:promotion.conditions.items.${condition}`)}</li>
              ))}
            </ul>
          </section>
          <p>
            <Link to={paths.delivery}>{t('homepage:promotion.deliveryLink')}</Link>
          </p>
        </div>
      </article>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo
    head={props}
    titleKey="homepage:promotion.title"
    descriptionKey="homepage:promotion.description"
  />
)

export const query = graphql`
  query PromotionPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "homepage"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
