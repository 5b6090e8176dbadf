import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { PageHeader } from '../../components/info/page-header'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { PrivateRoute } from '../../features/auth/components/private-route'
import { CheckoutCompletion } from '../../features/checkout/components/checkout-completion'

/** Checkout step 3: review and place the order; the confirmation and the gateway's return. */
export default function CheckoutCompletionPage({ location }: PageProps) {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <PrivateRoute>
        <div className="container page-top">
          <PageHeader title={t('cart:checkout.review.title')} />
          <CheckoutCompletion search={location.search} />
        </div>
      </PrivateRoute>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="cart:checkout.review.title" />
)

export const query = graphql`
  query CheckoutCompletionPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "cart"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
