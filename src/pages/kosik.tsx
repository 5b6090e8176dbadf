import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import { Link } from '../components/link'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../components/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { paths } from '../config/paths'
import * as info from '../components/info/info.module.css'

/** The basket. Until the shopper adds a print it is empty; the basket feature fills it. */
export default function BasketPage() {
  const { t } = useTranslation()
  return (
    <Layout>
      <article className={`container ${info.article}`}>
        <PageHeader title={t('cart:title')} />
        <p>{t('common:topbar.cart.empty')}</p>
        <p>
          <Link to={paths.promotion}>{t('cart:emptyCta')}</Link>
        </p>
      </article>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => <Seo head={props} titleKey="cart:title" />

export const query = graphql`
  query BasketPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "cart"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
