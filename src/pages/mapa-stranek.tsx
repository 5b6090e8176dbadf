import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import { Link } from '../components/link'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../components/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { informationPages, paths } from '../config/paths'
import * as info from '../components/info/info.module.css'

/** The HTML site map: every public route; the catalogue adds its categories here. */
export default function SiteMapPage() {
  const { t } = useTranslation()
  const shopping = [
    { to: paths.home, label: t('common:nav.home') },
    { to: paths.promotion, label: t('homepage:promotion.title') },
    { to: paths.basket, label: t('cart:title') },
  ]
  return (
    <Layout helpBlock={false}>
      <article className={`container ${info.article}`}>
        <PageHeader title={t('common:siteMap.title')} lead={t('common:siteMap.lead')} />
        <div className={info.body}>
          <section className={info.section} aria-labelledby="sitemap-shop">
            <h2 id="sitemap-shop">{t('common:siteMap.shop')}</h2>
            <ul className={info.items}>
              {shopping.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section className={info.section} aria-labelledby="sitemap-info">
            <h2 id="sitemap-info">{t('common:siteMap.information')}</h2>
            <ul className={info.items}>
              {informationPages.map(({ path, navKey }) => (
                <li key={path}>
                  <Link to={path}>{t(`common:nav.${navKey}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </article>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="common:siteMap.title" descriptionKey="common:siteMap.lead" />
)

export const query = graphql`
  query SiteMapPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "homepage", "cart"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
