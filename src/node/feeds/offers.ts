import { servesCountry } from '@print-shop/shop-domain/delivery-countries'
import { layoutFromPrice } from '@print-shop/shop-domain/pricing'
import { largestAcceptableSize } from '@print-shop/shop-domain/size-quality'
import { paths } from '../../config/paths'
import { mediaRenditionUrl } from '../../lib/media'
import { canonicalUrl } from '../../lib/seo'
import type { FeedCatalogue, FeedDeliveryMethod, FeedLayout, FeedPicture } from './catalogue'
import type { Feed } from './feeds'

/** A delivery method of a feed's market, with the feed's countries it serves. */
export interface OfferDelivery {
  method: FeedDeliveryMethod
  countries: readonly string[]
}

/** One item of a feed: a catalogue picture printed in one layout, from its cheapest print. */
export interface Offer {
  /** The same picture in the same layout has the same id in every build and every feed. */
  id: string
  /** The picture's id: the items of one picture are variants of one product. */
  groupId: string
  title: string
  layoutName: string
  description: string
  /** The product page in the feed's language, absolute. */
  link: string
  imageLink: string
  /** Minor units of the feed's currency, VAT included. */
  price: number
  /** Category, then the picture's subcategory within it: localised names. */
  categoryPath: readonly string[]
  /** Working days from payment to dispatch: the layout's production time (working-days.ts). */
  productionDays: number
  deliveries: readonly OfferDelivery[]
}

/** The picture's rendition a feed shows: the one the product page gives link previews. */
const IMAGE_WIDTH = 1200

/** `{picture}-{layout}`: API ids, so that a rename or a new order keeps every item's id. */
export const offerId = (pictureId: string, layoutId: string) => `${pictureId}-${layoutId}`

function categoryPath(picture: FeedPicture): string[] {
  const category = picture.categories[0]
  if (!category) return []
  const subcategory = picture.subcategories.find(
    (candidate) => candidate.category?.apiId === category.apiId,
  )
  return subcategory ? [category.title, subcategory.name] : [category.title]
}

/**
 * Whether the picture prints well enough in the layout to be offered: some standard size prints it
 * at least acceptably (shop-domain's size-quality, the configurator's rule, with the shop's own
 * thresholds). A layout in which every size would print badly gets no item.
 */
function printsWell(picture: FeedPicture, layout: FeedLayout, catalogue: FeedCatalogue): boolean {
  const rated = { width: picture.width, height: picture.height, scalable: !!picture.scalable }
  return largestAcceptableSize(rated, layout.sizes, catalogue.facts?.printQuality) !== null
}

/**
 * The layout's "from" price in the feed's currency: its cheapest standard size on its cheapest
 * paper, the rule of the product page's "from" price (which is the cheapest of these).
 */
function fromPrice(layout: FeedLayout, feed: Feed): number | null {
  return layoutFromPrice(
    { ...layout, customPrice: null },
    layout.papers.map((paper) => paper.surchargePercent),
    feed.currency,
  )
}

/** The delivery methods to the feed's countries, in the checkout's order. */
function deliveries(catalogue: FeedCatalogue, feed: Feed): OfferDelivery[] {
  return catalogue.deliveryMethods.nodes
    .filter((method) => method.language === feed.language)
    .map((method) => ({
      method,
      countries: feed.countries.filter((country) => servesCountry(method, country)),
    }))
    .filter((delivery) => delivery.countries.length > 0)
}

/** Every item of a feed, picture by picture in the catalogue's order, layouts in the API's. */
export function feedOffers(catalogue: FeedCatalogue, feed: Feed, siteUrl: string): Offer[] {
  const inLanguage = <Node extends { language: string }>(nodes: readonly Node[]) =>
    nodes.filter((node) => node.language === feed.language)
  const layouts = inLanguage(catalogue.layouts.nodes)
  // The same for every picture: worked out once per feed, not once per item.
  const prices = new Map(layouts.map((layout) => [layout, fromPrice(layout, feed)]))
  const methods = deliveries(catalogue, feed)
  return inLanguage(catalogue.images.nodes).flatMap((picture) =>
    layouts.flatMap((layout) => {
      const price = prices.get(layout) ?? null
      if (price === null || !printsWell(picture, layout, catalogue)) return []
      return [
        {
          id: offerId(picture.apiId, layout.apiId),
          groupId: picture.apiId,
          title: `${picture.name} – ${layout.name}`,
          layoutName: layout.name,
          description: picture.description,
          link: canonicalUrl(siteUrl, paths.productPage(picture.apiId), feed.language),
          imageLink: mediaRenditionUrl(picture, IMAGE_WIDTH, 'jpg'),
          price,
          categoryPath: categoryPath(picture),
          productionDays: layout.productionDays,
          deliveries: methods,
        },
      ]
    }),
  )
}
