import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { EmailVerification } from '../features/auth/components/email-verification'
import { linkSecrets } from '../lib/link-secrets'
import * as info from '../components/info/info.module.css'

/**
 * Where the link in a verification mail lands (`?token=…&email=…`): confirms the address once, for
 * the account's owner signed in (`email` fills in the sign-in it asks for otherwise). Both are taken
 * out of the address before anything else runs (link-secrets.ts).
 */
export default function EmailVerificationPage(_props: PageProps) {
  const { t } = useTranslation()
  // Read once: the link is forgotten once used, and the page keeps saying how it went.
  const [{ token, email }] = React.useState(linkSecrets)
  return (
    <Layout>
      <article className={`container ${info.article}`}>
        <PageHeader title={t('common:auth.verify.title')} />
        {/* The token is read in the browser: the pre-built page has no query. */}
        <EmailVerification key={token ?? ''} token={token} email={email} />
      </article>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="common:auth.verify.title" noindex />
)

export const query = graphql`
  query EmailVerificationPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
