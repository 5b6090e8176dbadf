import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { Layout } from '../app/layout/layout'
import { Seo, type I18nPageContext } from '../components/seo/seo'
import { lastPageOf } from '../config/catalogue'
import { paths } from '../config/paths'
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs'
import { CategoryHeader } from '../components/category-header/category-header'
import { ImageListing } from '../features/catalogue/components/image-listing'
import { SubcategoryNav } from '../features/catalogue/components/subcategory-nav'
import { imageFromNode } from '../features/catalogue/fragments'
import { firstRowPreloads } from '../features/catalogue/components/image-card'
import { BreadcrumbJsonLd } from '../features/catalogue/components/json-ld'

interface Context {
  total: number
}

/** /kategorie/{slug}: the category's products, its subcategories, filters and pagination. */
export default function CategoryTemplate({
  data,
  pageContext,
}: PageProps<Queries.CategoryPageQuery, Context>) {
  const { t } = useTranslation()
  const category = data.category
  if (!category) return null
  const images = data.images.map(imageFromNode)
  const links = [
    { to: paths.category(category.slug), label: t('category:all'), current: true },
    ...category.subcategories.map((subcategory) => ({
      to: paths.categorySubcategory(category.slug, subcategory.slug),
      label: subcategory.name,
    })),
  ]
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { to: paths.home, label: t('category:breadcrumbs.home') },
            { to: paths.categories, label: t('category:title') },
            { label: category.title },
          ]}
        />
        <CategoryHeader title={category.title} description={category.description} />
        <SubcategoryNav label={t('category:subcategories')} links={links} />
        <ImageListing
          source={{ kind: 'category', slug: category.slug }}
          label={category.title}
          prerendered={{
            images,
            total: pageContext.total,
            lastPage: lastPageOf(pageContext.total),
          }}
        />
      </div>
    </Layout>
  )
}

export const Head = (props: HeadProps<Queries.CategoryPageQuery, I18nPageContext>) => {
  const category = props.data.category
  return (
    <Seo
      head={props}
      title={category?.title}
      description={category?.description}
      preload={firstRowPreloads(props.data.images.map(imageFromNode))}
    >
      {category && (
        <BreadcrumbJsonLd
          head={props}
          crumbs={[
            { path: paths.home, key: 'category:breadcrumbs.home' },
            { path: paths.categories, key: 'category:title' },
            { path: paths.category(category.slug), text: category.title },
          ]}
        />
      )}
    </Seo>
  )
}

export const query = graphql`
  query CategoryPage($language: String!, $categoryId: String!, $imageIds: [String!]!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "category"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    category: printShopCategory(apiId: { eq: $categoryId }, language: { eq: $language }) {
      slug
      title
      description
      subcategories {
        slug
        name
      }
    }
    images: printShopImagesByApiId(apiIds: $imageIds, language: $language) {
      ...ImageCard
    }
  }
`
