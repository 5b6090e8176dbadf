import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../app/layout/layout'
import { Seo, type I18nPageContext } from '../components/seo/seo'
import { Prerendered } from '../components/prerendered/prerendered'
import { lazyPart } from '../components/prerendered/lazy-part'
import { mediaRenditionUrl, picturePreload } from '../lib/media'
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
    <>
      <ProductDetail
        image={details}
        layouts={live.layouts ?? layouts}
        livePrice={live.image}
        related={related}
        relatedFromBuild
      />
      <Prerendered contents>
        <StructuredData image={details} />
      </Prerendered>
    </>
  )
}

/**
 * The product's JSON-LD for search engines (Product, BreadcrumbList), in the page's body: kept as
 * built on a first visit, so its code comes only with a page the browser renders.
 */
const StructuredData = lazyPart<{ image: ImageDetails }>(() =>
  import('../features/catalogue/components/product-structured-data').then(
    (module) => module.ProductStructuredData,
  ),
)

export const Head = (props: HeadProps<Queries.ProductPageQuery, I18nPageContext>) => {
  const image = props.data.image
  if (!image) return <Seo head={props} />
  return (
    <Seo
      head={props}
      title={image.name}
      description={image.description}
      image={mediaRenditionUrl(image, 1200, 'jpg')}
      preload={picturePreload(image, PRODUCT_PICTURE_SIZES)}
    />
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
