import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { PageHeader } from '../components/info/page-header'
import { LanguageScope } from '../components/language-scope'
import { Layout } from '../app/layout/layout'
import { Link } from '../components/link'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { languageFromPath } from '../config/language-from-path'
import { paths } from '../config/paths'
import * as info from '../components/info/info.module.css'

function NotFoundContent() {
  const { t } = useTranslation()
  return (
    <Layout>
      <article className={`container ${info.article}`}>
        <PageHeader title={t('common:notFound.title')} lead={t('common:notFound.lead')} />
        <ul className={info.items}>
          <li>
            <Link to={paths.home}>{t('common:notFound.home')}</Link>
          </li>
          <li>
            <Link to={paths.siteMap}>{t('common:notFound.siteMap')}</Link>
          </li>
          <li>
            <Link to={paths.contact}>{t('common:notFound.contact')}</Link>
          </li>
        </ul>
      </article>
    </Layout>
  )
}

/**
 * One 404 for every language, served with status 404 for any unknown address. It is built in Czech
 * and, after hydration, speaks the language of the address's prefix (/en/…, /de/…, /sk/…).
 */
export default function NotFoundPage({ location }: PageProps) {
  const [scope, setScope] = React.useState(() => languageFromPath('/'))
  React.useEffect(() => setScope(languageFromPath(location.pathname)), [location.pathname])
  return (
    <LanguageScope language={scope.language} originalPath={scope.originalPath}>
      <NotFoundContent />
    </LanguageScope>
  )
}

export const Head = (props: SeoHeadProps) => {
  const { language } = languageFromPath(props.location.pathname)
  const scoped = { ...props, pageContext: { ...props.pageContext, language } }
  return <Seo head={scoped} titleKey="common:notFound.title" noindex />
}

export const query = graphql`
  query NotFoundPage {
    locales: allLocale(filter: { ns: { in: ["common"] } }) {
      ...LocaleEdges
    }
  }
`
