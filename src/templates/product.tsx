import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../app/layout/layout'
import { Seo, useSiteUrl, type I18nPageContext } from '../components/seo/seo'
import { paths } from '../config/paths'
import { mediaRenditionUrl, picturePreload } from '../lib/media'
import { canonicalUrl } from '../lib/seo'
import { BreadcrumbJsonLd, headLanguage, JsonLd } from '../features/catalogue/components/json-ld'
import {
  PRODUCT_PICTURE_SIZES,
  ProductDetail,
} from '../features/catalogue/components/product-detail'
import { RemovedProduct } from '../features/catalogue/components/removed-product-part'
import { imageDetailsFromNode, imageFromNode } from '../features/catalogue/fragments'
import { useLiveImage } from '../features/catalogue/api/get-image-details'
import {
  usePrintingLayouts,
  withStartingPrice,
  type ImageLayout,
} from '../features/catalogue/hooks/use-printing-layouts'
import type { CatalogueImage, ImageDetails } from '../features/catalogue/types'
import { productJsonLd } from '../features/catalogue/structured-data'

/**
 * /produkt/{id} as the build made it, with the one price its configurator starts with. After
 * hydration it asks the live API for the product: its layouts bring every price, a changed price
 * replaces the built one, a product withdrawn since shows the notice instead.
 */
export default function ProductTemplate({
  data,
  pageContext,
}: PageProps<Queries.ProductPageQuery, { language: string }>) {
  const allLayouts = usePrintingLayouts(pageContext.language)
  const layouts = React.useMemo(
    () => withStartingPrice(allLayouts, data.startingPrice),
    [allLayouts, data.startingPrice],
  )
  const image = data.image
  const details = React.useMemo(() => image && imageDetailsFromNode(image), [image])
  const related = React.useMemo(() => data.related.map(imageFromNode), [data.related])
  if (!details) return null
  return (
    <Layout>
      <LiveDetail details={details} layouts={layouts} related={related} />
    </Layout>
  )
}

interface LiveDetailProps {
  details: ImageDetails
  layouts: readonly ImageLayout[]
  related: readonly CatalogueImage[]
}

/**
 * The product as built until the live API answers. The answer renders this part again, not the
 * page's frame around it (top bar, footer, consent banner).
 */
function LiveDetail({ details, layouts, related }: LiveDetailProps) {
  const live = useLiveImage(details.apiId)
  if (live.removed) return <RemovedProduct category={details.categories[0]} />
  return (
    <ProductDetail
      image={details}
      layouts={live.layouts ?? layouts}
      livePrice={live.image}
      related={related}
      relatedFromBuild
    />
  )
}

export const Head = (props: HeadProps<Queries.ProductPageQuery, I18nPageContext>) => {
  const siteUrl = useSiteUrl()
  const image = props.data.image
  if (!image) return <Seo head={props} />
  const language = headLanguage(props)
  const category = image.categories[0]
  const picture = mediaRenditionUrl(image, 1200, 'jpg')
  return (
    <Seo
      head={props}
      title={image.name}
      description={image.description}
      image={picture}
      preload={picturePreload(image, PRODUCT_PICTURE_SIZES)}
    >
      <JsonLd
        data={productJsonLd({
          name: image.name,
          description: image.description,
          url: canonicalUrl(siteUrl, paths.productPage(image.apiId), language),
          image: picture,
          sku: image.apiId,
          fromPrice: image.fromPrice,
          currency: image.currency,
          author: image.author,
        })}
      />
      <BreadcrumbJsonLd
        head={props}
        crumbs={[
          { path: paths.home, key: 'category:breadcrumbs.home' },
          { path: paths.categories, key: 'category:title' },
          ...(category ? [{ path: paths.category(category.slug), text: category.title }] : []),
          { path: paths.productPage(image.apiId), text: image.name },
        ]}
      />
    </Seo>
  )
}

export const query = graphql`
  query ProductPage($language: String!, $imageId: String!, $relatedIds: [String!]!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "category", "detail"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    image: printShopImage(apiId: { eq: $imageId }, language: { eq: $language }) {
      ...ImageCard
      description
      author
      licence
      scalable
      categories {
        slug
        title
      }
      subcategories {
        slug
        name
      }
    }
    related: printShopImagesByApiId(apiIds: $relatedIds, language: $language) {
      ...ImageCard
    }
    # The one price the built configurator shows: a new price of another size renders no page.
    startingPrice: printShopStartingPrice(language: { eq: $language }) {
      ...StartingPrice
    }
  }
`
