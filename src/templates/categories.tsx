import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { Layout } from '../app/layout/layout'
import { Seo, type I18nPageContext } from '../components/seo/seo'
import { CATEGORY_GROUPS } from '../config/catalogue'
import { paths } from '../config/paths'
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs'
import { CategoryCard } from '../features/catalogue/components/category-card'
import { CategoryHeader } from '../components/category-header/category-header'
import { imageFromNode } from '../features/catalogue/fragments'
import * as styles from '../features/catalogue/components/category-card.module.css'

const TAB_ORDER = ['FOTO', 'ILUSTRACE', 'AKCE'] as const satisfies ReadonlyArray<
  (typeof CATEGORY_GROUPS)[number]
>

interface Context {
  /** Category slug to the API id of its most popular picture. */
  coverOf: Record<string, string>
}

/** /kategorie: every category, grouped by its top-bar tab, each with its most popular picture. */
export default function CategoriesTemplate({
  data,
  pageContext,
}: PageProps<Queries.CategoriesPageQuery, Context>) {
  const { t } = useTranslation()
  const covers = new Map(data.covers.map((node) => [node.apiId, imageFromNode(node)]))
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { to: paths.home, label: t('category:breadcrumbs.home') },
            { label: t('category:title') },
          ]}
        />
        <CategoryHeader title={t('category:title')} description={t('category:description')} />
        {TAB_ORDER.map((group) => {
          const categories = data.categories.nodes.filter((category) => category.name === group)
          if (categories.length === 0) return null
          return (
            <section key={group} className={styles.group} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>{t(`common:categoryGroups.${group}`)}</h2>
              <ul className={styles.cards}>
                {categories.map((category, index) => (
                  <li key={category.slug}>
                    <CategoryCard
                      to={paths.category(category.slug)}
                      title={category.title}
                      imageCount={category.imageCount}
                      cover={covers.get(pageContext.coverOf[category.slug] ?? '')}
                      priority={group === 'FOTO' && index < 2}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </Layout>
  )
}

export const Head = (props: HeadProps<Queries.CategoriesPageQuery, I18nPageContext>) => (
  <Seo head={props} titleKey="category:title" descriptionKey="category:description" />
)

export const query = graphql`
  query CategoriesPage($language: String!, $coverIds: [String!]!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "category"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    categories: allPrintShopCategory(filter: { language: { eq: $language } }, sort: { rank: ASC }) {
      nodes {
        name
        slug
        title
        imageCount
      }
    }
    covers: printShopImagesByApiId(apiIds: $coverIds, language: $language) {
      ...ImageCard
    }
  }
`
