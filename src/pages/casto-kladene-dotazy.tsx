import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { useShopT } from '../components/info/use-shop-t'
import { Link } from '../components/link'
import { FaqList } from '../components/info/faq-list'
import { PageHeader } from '../components/info/page-header'
import { Prerendered } from '../components/prerendered/prerendered'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { paths } from '../config/paths'
import * as styles from '../components/info/info.module.css'

export default function FaqPage() {
  const { t } = useTranslation()
  const faq = useShopT('faq')
  return (
    <Layout>
      <Prerendered as="article" className={`container ${styles.article}`}>
        <PageHeader title={faq.t('title')} lead={faq.t('lead')} />
        <div className={styles.body}>
          <FaqList />
          <p>
            {t('common:faqMore.text')} <Link to={paths.contact}>{t('common:faqMore.link')}</Link>
          </p>
        </div>
      </Prerendered>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="faq:title" descriptionKey="faq:description" />
)

export const query = graphql`
  query FaqPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "faq"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
