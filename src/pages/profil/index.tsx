import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { AddressBook } from '../../features/addresses/components/address-book'
import { LatestOrders } from '../../features/orders/components/latest-orders'
import { MyPhotos } from '../../features/own-photos'
import { PersonalDetails } from '../../features/profile/components/personal-details'
import { ProfilePage } from '../../features/profile/components/profile-page'
import * as styles from '../../features/profile/components/profile.module.css'

/** The profile overview: personal details, saved addresses, the latest orders and own photos. */
export default function ProfileOverviewPage() {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <ProfilePage title={t('profile:overview.title')}>
        <div className={styles.sections}>
          <PersonalDetails />
          <AddressBook />
          <LatestOrders />
          <MyPhotos />
        </div>
      </ProfilePage>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:overview.title" noindex />
)

export const query = graphql`
  query ProfileOverviewPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "profile"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
