import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { PrivateRoute } from '../../features/auth/components/private-route'
import { CheckoutCompletion } from '../../features/checkout/components/checkout-completion'

/**
 * Checkout step 3: review and place the order; the confirmation and the gateway's return, which
 * shows the order's prints as the profile does (its texts are in the profile group). The heading
 * is the step's: the review, or thanks for the order.
 */
export default function CheckoutCompletionPage({ location }: PageProps) {
  return (
    <Layout clientContent>
      <PrivateRoute>
        <div className="container page-top">
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
    locales: allLocale(
      filter: { ns: { in: ["common", "cart", "profile"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
