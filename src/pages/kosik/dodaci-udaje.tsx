import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { PageHeader } from '../../components/info/page-header'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { PrivateRoute } from '../../features/auth/components/private-route'
import { CheckoutGuard } from '../../features/checkout/components/checkout-guard'
import { CheckoutLayout } from '../../features/checkout/components/checkout-layout'
import { CheckoutSteps } from '../../features/checkout/components/checkout-steps'
import { DetailsForm } from '../../features/checkout/components/details-form'

/** Checkout step 2: billing and shipping details. */
export default function CheckoutDetailsPage() {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <PrivateRoute>
        <div className="container page-top">
          <PageHeader title={t('cart:checkout.details.title')} />
          <CheckoutSteps current="details" />
          <CheckoutGuard>
            {(basket, uuid, replace) => (
              <CheckoutLayout basket={basket}>
                <DetailsForm uuid={uuid} basket={basket} onChanged={replace} />
              </CheckoutLayout>
            )}
          </CheckoutGuard>
        </div>
      </PrivateRoute>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="cart:checkout.details.title" />
)

export const query = graphql`
  query CheckoutDetailsPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "cart"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
