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
import { ProductPending } from '../features/catalogue/components/product-pending'
import {
  PRODUCT_PATH,
  PRODUCT_PENDING_ATTRIBUTE,
  PRODUCT_PENDING_SCRIPT,
} from '../features/catalogue/pending-product'
import * as info from '../components/info/info.module.css'

function NotFoundContent() {
  const { t } = useTranslation()
  return (
    <Layout>
      <article className={`container ${info.article} ${info.notFound}`}>
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

// A product added since the build: its page loads only for such an address.
const ClientProduct = React.lazy(() =>
  import('../features/catalogue/components/client-product').then((module) => ({
    default: module.ClientProduct,
  })),
)

const noChange = () => () => undefined

/**
 * The address in the browser, but '/' while hydrating the built file (which was rendered for no
 * address), then at once the real one; a client-side move renders the real one straight away.
 */
function useBrowserPathname(pathname: string): string {
  return React.useSyncExternalStore(
    noChange,
    () => pathname,
    () => '/',
  )
}

/**
 * One 404 for every language, served with status 404 for any unknown address. It is built in Czech
 * and, after hydration, speaks the language of the address's prefix (/en/…, /de/…, /sk/…).
 *
 * `/produkt/{id}` of a product the build did not make (added since) renders that product from the
 * live API instead. A client-only route (`matchPath: '/produkt/*'`) would do it too, but Gatsby
 * lists every built page its pattern covers in `match-paths.json`, which every page's JavaScript
 * carries: 40,000 product pages.
 */
export default function NotFoundPage({ location }: PageProps) {
  const scope = languageFromPath(useBrowserPathname(location.pathname))
  const imageId = PRODUCT_PATH.exec(scope.originalPath)?.[1]
  const atProductAddress = PRODUCT_PATH.test(languageFromPath(location.pathname).originalPath)
  React.useEffect(() => {
    if (!atProductAddress) document.documentElement.removeAttribute(PRODUCT_PENDING_ATTRIBUTE)
  }, [atProductAddress])
  return (
    <LanguageScope language={scope.language} originalPath={scope.originalPath}>
      {imageId ? (
        <Layout>
          <React.Suspense fallback={<ProductPending />}>
            <ClientProduct id={imageId} />
          </React.Suspense>
        </Layout>
      ) : (
        <NotFoundContent />
      )}
    </LanguageScope>
  )
}

export const Head = (props: SeoHeadProps) => {
  const { language } = languageFromPath(props.location.pathname)
  const scoped = { ...props, pageContext: { ...props.pageContext, language } }
  return (
    <Seo head={scoped} titleKey="common:notFound.title" noindex>
      <script dangerouslySetInnerHTML={{ __html: PRODUCT_PENDING_SCRIPT }} />
    </Seo>
  )
}

export const query = graphql`
  query NotFoundPage {
    locales: allLocale(filter: { ns: { in: ["common", "category", "detail"] } }) {
      ...LocaleEdges
    }
  }
`
