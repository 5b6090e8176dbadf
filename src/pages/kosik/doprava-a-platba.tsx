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
import { DeliveryPaymentForm } from '../../features/checkout/components/delivery-payment-form'

/** Checkout step 1: delivery and payment methods. */
export default function CheckoutDeliveryPage() {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <PrivateRoute>
        <div className="container page-top">
          <PageHeader title={t('cart:checkout.delivery.title')} />
          <CheckoutSteps current="delivery" />
          <CheckoutGuard>
            {(basket, uuid, replace) => (
              <CheckoutLayout basket={basket}>
                <DeliveryPaymentForm uuid={uuid} basket={basket} onChanged={replace} />
              </CheckoutLayout>
            )}
          </CheckoutGuard>
        </div>
      </PrivateRoute>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="cart:checkout.delivery.title" />
)

export const query = graphql`
  query CheckoutDeliveryPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "cart"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
