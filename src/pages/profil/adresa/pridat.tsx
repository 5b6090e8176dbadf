import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../../../lib/i18n/translation'
import { Layout } from '../../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../../components/seo/seo'
import { AddressAdd } from '../../../features/addresses/components/address-add'
import { ProfilePage } from '../../../features/profile/components/profile-page'

/** A new saved address. */
export default function AddressAddPage() {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <ProfilePage title={t('profile:addresses.addTitle')}>
        <AddressAdd />
      </ProfilePage>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:addresses.addTitle" noindex />
)

// The cart namespace has the postcode message the address form shares with checkout.
export const query = graphql`
  query AddressAddPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "profile", "cart"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
