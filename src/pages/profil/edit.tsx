import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { ProfileForm } from '../../features/profile/components/profile-form'
import { ProfilePage } from '../../features/profile/components/profile-page'

/** Name, phone and e-mail of the signed-in customer. */
export default function ProfileEditPage() {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <ProfilePage title={t('profile:edit.title')} lead={t('profile:edit.lead')}>
        <ProfileForm />
      </ProfilePage>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:edit.title" noindex />
)

export const query = graphql`
  query ProfileEditPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "profile"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
