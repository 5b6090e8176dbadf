import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { PageHeader } from '../../components/info/page-header'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { PrivateRoute } from '../../features/auth/components/private-route'
import { PlacedOrder } from '../../features/checkout/components/placed-order'

/** After checkout: the order just placed (`?order={id}`), how to pay it and what it holds. */
export default function OrderPlacedPage({ location }: PageProps) {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <PrivateRoute>
        <div className="container page-top">
          <PageHeader title={t('cart:checkout.confirmation.title')} />
          <PlacedOrder search={location.search} />
        </div>
      </PrivateRoute>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="cart:checkout.confirmation.title" />
)

export const query = graphql`
  query OrderPlacedPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "cart", "profile"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
