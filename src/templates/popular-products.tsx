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
import { imageFromNode } from '../features/catalogue/fragments'
import { firstRowPreloads } from '../features/catalogue/components/image-card'

/** /popularni-produkty: the most popular products, paged. */
export default function PopularProductsTemplate({
  data,
  pageContext,
}: PageProps<Queries.PopularProductsPageQuery, { total: number }>) {
  const { t } = useTranslation()
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { to: paths.home, label: t('category:breadcrumbs.home') },
            { label: t('popular-products:title') },
          ]}
        />
        <CategoryHeader
          title={t('popular-products:title')}
          description={t('popular-products:description')}
        />
        <ImageListing
          source={{ kind: 'popular' }}
          label={t('popular-products:title')}
          filterable={false}
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

export const Head = (props: HeadProps<Queries.PopularProductsPageQuery, I18nPageContext>) => (
  <Seo
    head={props}
    titleKey="popular-products:title"
    descriptionKey="popular-products:description"
    preload={firstRowPreloads(props.data.images.map(imageFromNode))}
  />
)

export const query = graphql`
  query PopularProductsPage($language: String!, $imageIds: [String!]!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "category", "popular-products"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
    images: printShopImagesByApiId(apiIds: $imageIds, language: $language) {
      ...ImageCard
    }
  }
`
