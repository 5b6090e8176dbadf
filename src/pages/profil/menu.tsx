import * as React from 'react'
import { graphql } from 'gatsby'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { PrivateRoute } from '../../features/auth/components/private-route'
import { ProfileMenuPageContent } from '../../features/auth/components/profile-menu-page'

/** The profile menu on phones, where the top bar's avatar leads instead of opening a dropdown. */
export default function ProfileMenuPage() {
  return (
    <Layout clientContent>
      <PrivateRoute>
        <ProfileMenuPageContent />
      </PrivateRoute>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:menu.title" noindex />
)

export const query = graphql`
  query ProfileMenuPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "profile"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
