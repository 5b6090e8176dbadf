import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { ProfilePage } from '../../features/profile/components/profile-page'
import { Settings } from '../../features/settings/components/settings'

/** /profil/nastaveni: interface language, marketing consent and account deletion. */
export default function ProfileSettingsPage() {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <ProfilePage title={t('profile:settings.title')} lead={t('profile:settings.lead')}>
        <Settings />
      </ProfilePage>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:settings.title" noindex />
)

export const query = graphql`
  query ProfileSettingsPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "profile"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
