import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { Layout } from '../app/layout/layout'
import { Seo, type I18nPageContext } from '../components/seo/seo'
import { lastPageOf } from '../config/catalogue'
import { paths } from '../config/paths'
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs'
import { CategoryHeader } from '../components/category-header/category-header'
import { BreadcrumbJsonLd } from '../features/catalogue/components/json-ld'
import { ImageListing } from '../features/catalogue/components/image-listing'
import { SubcategoryNav } from '../features/catalogue/components/subcategory-nav'
import { imageFromNode } from '../features/catalogue/fragments'
import { firstRowPreloads } from '../features/catalogue/components/image-card'

interface Context {
  total: number
  /** Reached as /kategorie/{category}/{slug} rather than /podkategorie/{slug}. */
  withinCategory: boolean
}

type ParentCategory = NonNullable<Queries.SubcategoryPageQuery['subcategory']>['category']

/** The address of a sibling subcategory, in the same form as the current page's. */
function siblingPath(category: ParentCategory, slug: string, withinCategory: boolean) {
  return withinCategory && category
    ? paths.categorySubcategory(category.slug, slug)
    : paths.subcategory(slug)
}

/** /podkategorie/{slug} and /kategorie/{category}/{slug}: one subcategory's products. */
export default function SubcategoryTemplate({
  data,
  pageContext,
}: PageProps<Queries.SubcategoryPageQuery, Context>) {
  const { t } = useTranslation()
  const subcategory = data.subcategory
  if (!subcategory) return null
  const { category } = subcategory
  const links = category
    ? [
        { to: paths.category(category.slug), label: t('category:all') },
        ...category.subcategories.map((sibling) => ({
          to: siblingPath(category, sibling.slug, pageContext.withinCategory),
          label: sibling.name,
          current: sibling.slug === subcategory.slug,
        })),
      ]
    : []
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { to: paths.home, label: t('category:breadcrumbs.home') },
            { to: paths.categories, label: t('category:title') },
            ...(category ? [{ to: paths.category(category.slug), label: category.title }] : []),
            { label: subcategory.name },
          ]}
        />
        <CategoryHeader title={subcategory.name} description={subcategory.description} />
        <SubcategoryNav
          label={t('subcategory:inCategory', { name: category?.title ?? '' })}
          links={links}
        />
        <ImageListing
          source={{ kind: 'subcategory', slug: subcategory.slug }}
          label={subcategory.name}
          prerendered={{
            images: data.images.map(imageFromNode),
            total: pageContext.total,
            lastPage: lastPageOf(pageContext.total),
          }}
        />
      </div>
    </Layout>
  )
}

export const Head = (props: HeadProps<Queries.SubcategoryPageQuery, I18nPageContext>) => {
  const subcategory = props.data.subcategory
  const category = subcategory?.category
  return (
    <Seo
      head={props}
      title={subcategory?.name}
      description={subcategory?.description}
      // Both addresses show the same products: /podkategorie/{slug} is the one to index.
      canonicalPath={subcategory ? paths.subcategory(subcategory.slug) : undefined}
      preload={firstRowPreloads(props.data.images.map(imageFromNode))}
    >
      {subcategory && (
        <BreadcrumbJsonLd
          head={props}
          crumbs={[
            { path: paths.home, key: 'category:breadcrumbs.home' },
            { path: paths.categories, key: 'category:title' },
            ...(category ? [{ path: paths.category(category.slug), text: category.title }] : []),
            { path: paths.subcategory(subcategory.slug), text: subcategory.name },
          ]}
        />
      )}
    </Seo>
  )
}

export const query = graphql`
  query SubcategoryPage($language: String!, $subcategoryId: String!, $imageIds: [String!]!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "category", "subcategory"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    subcategory: printShopSubcategory(apiId: { eq: $subcategoryId }, language: { eq: $language }) {
      slug
      name
      description
      category {
        slug
        title
        subcategories {
          slug
          name
        }
      }
    }
    images: printShopImagesByApiId(apiIds: $imageIds, language: $language) {
      ...ImageCard
    }
  }
`
