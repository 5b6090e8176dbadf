import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../../../../lib/i18n/translation'
import { Layout } from '../../../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../../../components/seo/seo'
import { AddressEdit } from '../../../../features/addresses/components/address-edit'
import { ProfilePage } from '../../../../features/profile/components/profile-page'

/** A saved address changed; a client-only route, the id comes from the address. */
export default function AddressEditPage({ params }: PageProps) {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <ProfilePage title={t('profile:addresses.editTitle')}>
        <AddressEdit id={params.id ?? ''} />
      </ProfilePage>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:addresses.editTitle" noindex />
)

// The cart namespace has the postcode message the address form shares with checkout.
export const query = graphql`
  query AddressEditPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "profile", "cart"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
