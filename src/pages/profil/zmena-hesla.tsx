import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { PasswordForm } from '../../features/profile/components/password-form'
import { ProfilePage } from '../../features/profile/components/profile-page'

/** A new password for the signed-in customer (the first one for accounts from Google or Facebook). */
export default function ProfilePasswordPage() {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <ProfilePage title={t('profile:password.title')}>
        <PasswordForm />
      </ProfilePage>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="profile:password.title" noindex />
)

export const query = graphql`
  query ProfilePasswordPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "profile"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
