import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { BasketContents } from '../features/basket/components/basket-contents'

/** The basket: items, quantities, discount code and totals, from the live API. */
export default function BasketPage({ data }: PageProps<Queries.BasketPageQuery>) {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <div className="container page-top">
        <PageHeader title={t('cart:title')} />
        <BasketContents promotion={data.promotion} />
      </div>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => <Seo head={props} titleKey="cart:title" />

export const query = graphql`
  query BasketPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "cart"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
    promotion: printShopPromotion(language: { eq: $language }, link: { eq: "/akce01" }) {
      endsAt
    }
  }
`
