import { Type, type Static } from 'typebox'
import { categoriesDocument, imagesDocument } from '@print-shop/shop-domain/responses/catalogue'
import {
  asReply,
  listDocument,
  nullable,
  open,
  resourceSchema,
} from '@print-shop/shop-domain/responses/jsonapi'

/** What the home page's blocks answer: banners, carousel slides, picked categories, promotions. */

const homepageBlock = {
  title: Type.String(),
  link: Type.String(),
  position: Type.Integer(),
}

export const bannerResource = resourceSchema({ ...homepageBlock, text: Type.String() })
export type BannerResource = Static<typeof bannerResource>

export const carouselItemResource = resourceSchema({
  ...homepageBlock,
  subtitle: Type.String(),
  button_label: Type.String(),
  /** The promotion the slide advertises, when and where it runs; null for a plain slide. */
  promotion: nullable(Type.String()),
  starts_at: nullable(Type.String({ format: 'date-time' })),
  ends_at: nullable(Type.String({ format: 'date-time' })),
  countries: nullable(Type.Array(Type.String())),
})
export type CarouselItemResource = Static<typeof carouselItemResource>

/** A promotion running now for the language's countries. */
export const promotionResource = resourceSchema({
  slug: Type.String(),
  coupon_code: nullable(Type.String()),
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
  countries: Type.Array(Type.String()),
  link: Type.String(),
})
export type PromotionResource = Static<typeof promotionResource>

/** The sign-in and registration dialogs' picture and selling points. */
export const loginScreenResource = resourceSchema({
  modal: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  highlighted_points: Type.Array(Type.String()),
  image: Type.Object(
    {
      url: Type.String(),
      media_url: Type.String(),
      conversions: Type.Object({ wh1080: Type.Object({ url: Type.String() }, open) }, open),
    },
    open,
  ),
})
export type LoginScreenResource = Static<typeof loginScreenResource>

/** GET /homepage/banners: banners, their images included. */
export const bannersDocument = listDocument(bannerResource)
export type BannersDocument = Static<typeof bannersDocument>
/** GET /homepage/carousel_items: slides, their images included. */
export const carouselItemsDocument = listDocument(carouselItemResource)
export type CarouselItemsDocument = Static<typeof carouselItemsDocument>
/** GET /promotions. */
export const promotionsDocument = listDocument(promotionResource)
export type PromotionsDocument = Static<typeof promotionsDocument>
/** GET /homepage/login_screens. */
export const loginScreensDocument = listDocument(loginScreenResource)
export type LoginScreensDocument = Static<typeof loginScreensDocument>
/**
 * GET /homepage/promoted_categories and /recommended_categories: the categories picked, each with
 * an `image` relationship to its cover; subcategories and covers included.
 */
export const homepageCategoriesDocument = categoriesDocument
export type HomepageCategoriesDocument = Static<typeof homepageCategoriesDocument>

export const bannersResponse = { 200: asReply(bannersDocument) }
export const carouselItemsResponse = { 200: asReply(carouselItemsDocument) }
export const promotionsResponse = { 200: asReply(promotionsDocument) }
export const loginScreensResponse = { 200: asReply(loginScreensDocument) }
export const homepageCategoriesResponse = { 200: asReply(homepageCategoriesDocument) }
/** GET /homepage/popular_products: images that print well, most popular first, with paging meta. */
export const popularProductsResponse = { 200: asReply(imagesDocument) }
