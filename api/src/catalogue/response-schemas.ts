import { Type, type TProperties, type TSchema } from 'typebox'
import type { JsonApiDocument } from '../lib/jsonapi.js'

/**
 * Response schemas of the catalogue reads. Fastify serializes a reply with fast-json-stringify, which
 * writes only the properties a schema lists: every object here stays open (additionalProperties),
 * so an attribute added to a resource is never dropped, and the attributes listed are what the
 * storefront reads.
 */

const open = { additionalProperties: true }

const identifier = Type.Object({ type: Type.String(), id: Type.String() }, open)
const relationship = Type.Object(
  { data: Type.Union([identifier, Type.Array(identifier), Type.Null()]) },
  open,
)

/** A JSON:API resource of one type, with the attributes listed (others pass through). */
function resourceSchema(attributes: TProperties) {
  return Type.Object(
    {
      type: Type.String(),
      id: Type.String(),
      attributes: Type.Object(attributes, open),
      relationships: Type.Optional(Type.Record(Type.String(), relationship)),
    },
    open,
  )
}

/** A resource of any type: what an `included` list holds. */
const anyResource = resourceSchema({})

/** The handlers build documents with lib/jsonapi.ts: the reply is typed as such a document. */
const asDocument = (schema: TSchema) => Type.Unsafe<JsonApiDocument>(schema)

function listDocument(resource: ReturnType<typeof resourceSchema>) {
  const schema = Type.Object(
    {
      data: Type.Array(resource),
      included: Type.Optional(Type.Array(anyResource)),
      meta: Type.Optional(Type.Object({}, open)),
    },
    open,
  )
  return asDocument(schema)
}

function singleDocument(resource: ReturnType<typeof resourceSchema>) {
  const schema = Type.Object(
    {
      data: resource,
      included: Type.Optional(Type.Array(anyResource)),
      meta: Type.Optional(Type.Object({}, open)),
    },
    open,
  )
  return asDocument(schema)
}

export const categoryResource = resourceSchema({
  name: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  short_name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
  image_count: Type.Integer(),
})

export const subcategoryResource = resourceSchema({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
  image_count: Type.Integer(),
})

export const imageResource = resourceSchema({
  name: Type.String(),
  description: Type.String(),
  url: Type.String(),
  media_url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  scalable: Type.Boolean(),
  orientation: Type.String(),
  colors: Type.Array(Type.String()),
  placeholder: Type.String(),
  author: Type.String(),
  licence: Type.String(),
  from_price: Type.Integer(),
  currency: Type.String(),
  updated_at: Type.String(),
  is_favorite: Type.Boolean(),
})

const homepageBlock = {
  title: Type.String(),
  link: Type.String(),
  position: Type.Integer(),
}

export const bannerResource = resourceSchema({ ...homepageBlock, text: Type.String() })

const orNull = (schema: TSchema) => Type.Union([schema, Type.Null()])

export const carouselItemResource = resourceSchema({
  ...homepageBlock,
  subtitle: Type.String(),
  button_label: Type.String(),
  /** The promotion the slide advertises, when and where it runs; null for a plain slide. */
  promotion: orNull(Type.String()),
  starts_at: orNull(Type.String()),
  ends_at: orNull(Type.String()),
  countries: orNull(Type.Array(Type.String())),
})

export const promotionResource = resourceSchema({
  slug: Type.String(),
  coupon_code: orNull(Type.String()),
  starts_at: Type.String(),
  ends_at: Type.String(),
  countries: Type.Array(Type.String()),
  link: Type.String(),
})

export const deliveryMethodResource = resourceSchema({
  slug: Type.String(),
  kind: Type.String(),
  carrier: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  free_from: Type.Union([Type.Integer(), Type.Null()]),
  currency: Type.String(),
  countries: Type.Array(Type.String()),
  excluded_countries: Type.Array(Type.String()),
  needs_pickup_point: Type.Boolean(),
  transit_days: Type.Integer(),
})

/** GET /categories: categories, their subcategories included. */
export const categoriesResponse = { 200: listDocument(categoryResource) }
/** GET /subcategories: subcategories, their categories included. */
export const subcategoriesResponse = { 200: listDocument(subcategoryResource) }
/** GET /images (the catalogue and the product search): images and paging meta. */
export const imagesResponse = { 200: listDocument(imageResource) }
/** GET /images/{id}: the image, its layouts, papers, categories and subcategories included. */
export const imageResponse = { 200: singleDocument(imageResource) }
/** GET /homepage/banners: banners, their images included. */
export const bannersResponse = { 200: listDocument(bannerResource) }
/** GET /delivery_methods: the methods a shopper may choose, in the request's currency. */
export const deliveryMethodsResponse = { 200: listDocument(deliveryMethodResource) }
/** GET /homepage/carousel_items: slides, their images included. */
export const carouselItemsResponse = { 200: listDocument(carouselItemResource) }
export const promotionsResponse = { 200: listDocument(promotionResource) }
