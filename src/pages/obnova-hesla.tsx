import * as React from 'react'
import { graphql, navigate, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { Button } from '../components/button/button'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../app/layout/layout'
import { linkSecrets } from '../lib/link-secrets'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { withModal } from '../features/auth/hooks/use-modal'
import type { ModalName } from '../features/auth/modals'
import * as info from '../components/info/info.module.css'

/**
 * Where the link in the password-reset e-mail lands (`?email=…&token=…`): it opens the reset dialog,
 * which takes both from where the head's script put them (link-secrets.ts), out of the address.
 */
export default function PasswordResetPage({ location }: PageProps) {
  const { t } = useTranslation()
  const [link] = React.useState(linkSecrets)
  const hasLink = Boolean(link.email && link.token)
  const modal = new URLSearchParams(location.search).get('modal')

  const open = React.useCallback(
    (name: ModalName, replace = false) =>
      void navigate(withModal(location.pathname, location.search, name), { replace }),
    [location.pathname, location.search],
  )

  React.useEffect(() => {
    if (hasLink && !modal) open('password-reset', true)
    // only on arrival: after the shopper closes the dialog it stays closed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <Layout>
      <article className={`container ${info.article}`}>
        <PageHeader title={t('common:auth.resetPage.title')} />
        <p>{t(hasLink ? 'common:auth.resetPage.text' : 'common:auth.resetPage.missing')}</p>
        {hasLink ? (
          <Button onClick={() => open('password-reset')}>{t('common:auth.resetPage.open')}</Button>
        ) : (
          <Button onClick={() => open('password-forgotten')}>
            {t('common:auth.passwordReset.requestNew')}
          </Button>
        )}
      </article>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="common:auth.resetPage.title" noindex />
)

export const query = graphql`
  query PasswordResetPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
