import { Type, type Static } from 'typebox'
import { CURRENCIES } from '@print-shop/shop-domain/currency'
import { ORIENTATIONS } from '@print-shop/shop-domain/orientation'
import {
  asReply,
  listDocument,
  listMeta,
  open,
  resourceSchema,
  singleDocument,
} from '@print-shop/shop-domain/responses/jsonapi'
import { oneOf } from '@print-shop/shop-domain/schema'

/**
 * What the catalogue reads answer: categories, subcategories, images and what they print as. No
 * schema here declares its relationships: a category names its subcategories and a subcategory its
 * category, and a declaration names a schema made before it, which neither can be. Their readers
 * (the product page, the source plugin) take them from `included` themselves.
 */

export const categoryResource = resourceSchema({
  /** The top-bar group (FOTO, ILUSTRACE, AKCE). */
  name: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  short_name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
  image_count: Type.Integer(),
})
export type CategoryResource = Static<typeof categoryResource>

export const subcategoryResource = resourceSchema({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
  image_count: Type.Integer(),
})
export type SubcategoryResource = Static<typeof subcategoryResource>

export const imageResource = resourceSchema({
  name: Type.String(),
  description: Type.String(),
  url: Type.String(),
  media_url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  scalable: Type.Boolean(),
  orientation: oneOf(ORIENTATIONS),
  colors: Type.Array(Type.String()),
  placeholder: Type.String(),
  author: Type.String(),
  licence: Type.String(),
  from_price: Type.Integer(),
  currency: oneOf(CURRENCIES),
  updated_at: Type.String({ format: 'date-time' }),
  is_favorite: Type.Boolean(),
})
export type ImageResource = Static<typeof imageResource>

/** A printing layout, included with an image, in the request's currency. */
export const layoutResource = resourceSchema({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  min_side_mm: Type.Integer(),
  max_side_mm: Type.Integer(),
  sizes: Type.Array(
    Type.Object(
      { width_mm: Type.Integer(), height_mm: Type.Integer(), price: Type.Integer() },
      open,
    ),
  ),
  custom_price: Type.Object({ base: Type.Integer(), per_square_metre: Type.Integer() }, open),
  currency: oneOf(CURRENCIES),
  production_days: Type.Integer(),
  edge_mm: Type.Integer(),
})
export type LayoutResource = Static<typeof layoutResource>

/** A paper, included with an image. */
export const paperResource = resourceSchema({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  surcharge_percent: Type.Integer(),
})
export type PaperResource = Static<typeof paperResource>

/** GET /categories: categories, their subcategories included. */
export const categoriesDocument = listDocument(categoryResource)
export type CategoriesDocument = Static<typeof categoriesDocument>

/** GET /subcategories: subcategories, their categories included. */
export const subcategoriesDocument = listDocument(subcategoryResource)
export type SubcategoriesDocument = Static<typeof subcategoriesDocument>

/**
 * GET /images (the catalogue and the product search) and GET /homepage/popular_products: images
 * and paging meta; `facets.colors` (with `facets=colors`) counts the images per palette colour.
 */
export const imagesDocument = listDocument(imageResource, {
  ...listMeta,
  facets: Type.Optional(
    Type.Object({ colors: Type.Optional(Type.Record(Type.String(), Type.Integer())) }, open),
  ),
})
export type ImagesDocument = Static<typeof imagesDocument>

/** GET /images/{id}: the image; its layouts, papers, categories and subcategories included. */
export const imageDocument = singleDocument(imageResource)
export type ImageDocument = Static<typeof imageDocument>

/** GET /recent_images: what this visitor viewed, newest first. */
export const recentImagesDocument = listDocument(imageResource, { total: Type.Integer() })
export type RecentImagesDocument = Static<typeof recentImagesDocument>

export const categoriesResponse = { 200: asReply(categoriesDocument) }
export const subcategoriesResponse = { 200: asReply(subcategoriesDocument) }
export const imagesResponse = { 200: asReply(imagesDocument) }
export const imageResponse = { 200: asReply(imageDocument) }
export const recentImagesResponse = { 200: asReply(recentImagesDocument) }
