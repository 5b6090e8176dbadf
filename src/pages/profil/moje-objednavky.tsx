import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { OrderHistory } from '../../features/orders/components/order-history'
import { ProfilePage } from '../../features/profile/components/profile-page'

/** The customer's orders, a page at a time (`?page=2`). */
export default function OrdersPage({ location }: PageProps) {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <ProfilePage title={t('profile:orders.title')}>
        <OrderHistory search={location.search} />
      </ProfilePage>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:orders.title" noindex />
)

// "category" holds the pagination's texts.
export const query = graphql`
  query OrdersPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "profile", "category"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
