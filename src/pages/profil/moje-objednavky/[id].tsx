import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../../../lib/i18n/translation'
import { Layout } from '../../../app/layout/layout'
import { Link } from '../../../components/link'
import { Seo, type SeoHeadProps } from '../../../components/seo/seo'
import { paths } from '../../../config/paths'
import { OrderDetail } from '../../../features/orders/components/order-detail'
import { ProfilePage } from '../../../features/profile/components/profile-page'

/** One order of the customer's, rendered in the browser only (its id comes from the address). */
export default function OrderPage({ params }: PageProps) {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <ProfilePage
        title={t('profile:orders.detailTitle')}
        actions={<Link to={paths.profileOrders}>{t('profile:orders.back')}</Link>}
      >
        <OrderDetail id={params.id ?? ''} />
      </ProfilePage>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:orders.detailTitle" noindex />
)

// "cart" holds the payment methods and the bank-transfer details.
export const query = graphql`
  query OrderPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "profile", "cart"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
