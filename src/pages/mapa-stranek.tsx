import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation, useTypeset } from '../lib/i18n/translation'
import { Link } from '../components/link'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../app/layout/layout'
import { Seo, type I18nPageContext } from '../components/seo/seo'
import { informationPages, paths } from '../config/paths'
import * as info from '../components/info/info.module.css'

/** The HTML site map: every public route, and every category with its subcategories. */
export default function SiteMapPage({ data }: PageProps<Queries.SiteMapPageQuery>) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  const shopping = [
    { to: paths.home, label: t('common:nav.home') },
    { to: paths.categories, label: t('common:nav.categories') },
    { to: paths.popularProducts, label: t('common:nav.popular') },
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
          <section className={info.section} aria-labelledby="sitemap-categories">
            <h2 id="sitemap-categories">{t('common:siteMap.categories')}</h2>
            <ul className={info.items}>
              {data.categories.nodes.map((category) => (
                <li key={category.slug}>
                  <Link to={paths.category(category.slug)}>{typeset(category.title)}</Link>
                  {category.subcategories.length > 0 && (
                    <ul>
                      {category.subcategories.map((subcategory) => (
                        <li key={subcategory.slug}>
                          <Link to={paths.categorySubcategory(category.slug, subcategory.slug)}>
                            {typeset(subcategory.name)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
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

export const Head = (props: HeadProps<Queries.SiteMapPageQuery, I18nPageContext>) => (
  <Seo head={props} titleKey="common:siteMap.title" descriptionKey="common:siteMap.lead" />
)

export const query = graphql`
  query SiteMapPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "homepage", "cart"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    categories: allPrintShopCategory(filter: { language: { eq: $language } }, sort: { rank: ASC }) {
      nodes {
        slug
        title
        subcategories {
          slug
          name
        }
      }
    }
  }
`
