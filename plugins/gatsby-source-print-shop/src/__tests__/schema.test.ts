/**
 * @jest-environment node
 */
import { buildSchema, GraphQLObjectType } from 'graphql'
import {
  categoryResource,
  imageResource,
  layoutResource,
  paperResource,
  subcategoryResource,
} from '@print-shop/shop-domain/responses/catalogue'
import { deliveryMethodResource } from '@print-shop/shop-domain/responses/delivery'
import {
  bannerResource,
  carouselItemResource,
  promotionResource,
} from '@print-shop/shop-domain/responses/homepage'
import { shopResource } from '@print-shop/shop-domain/responses/shop'
import { NODE_TYPES, STARTING_PRICE_TYPE, VISITOR_ATTRIBUTES, type ResourceType } from '../jsonapi'
import { typeDefs } from '../schema'
import { contractDrift, type JsonSchema } from '../testing/contract-drift'

/**
 * What Gatsby declares itself. Gatsby also gives every node type its id, parent, children and
 * internal, which the type definitions leave out: the schema is built without validating that.
 */
const GATSBY = `
  interface Node { id: ID! }
  scalar Date
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String, on: String) on FIELD_DEFINITION
  directive @dateformat(formatString: String, locale: String) on FIELD_DEFINITION
`
const schema = buildSchema(GATSBY + typeDefs, { assumeValid: true })

function objectType(name: string): GraphQLObjectType {
  const type = schema.getType(name)
  if (!(type instanceof GraphQLObjectType)) throw new Error(`typeDefs declare no type ${name}`)
  return type
}

/** Each sourced resource's attributes in the contract: a type added to NODE_TYPES needs its own. */
const ATTRIBUTES: Record<ResourceType, JsonSchema> = {
  categories: categoryResource.properties.attributes,
  subcategories: subcategoryResource.properties.attributes,
  images: imageResource.properties.attributes,
  carousel_items: carouselItemResource.properties.attributes,
  banners: bannerResource.properties.attributes,
  layouts: layoutResource.properties.attributes,
  papers: paperResource.properties.attributes,
  delivery_methods: deliveryMethodResource.properties.attributes,
  promotions: promotionResource.properties.attributes,
  shop: shopResource.properties.attributes,
}

/** What source.ts adds to some nodes (`extra`), besides every node's apiId and language. */
const OWN_FIELDS: Partial<Record<ResourceType, string[]>> = {
  categories: ['rank'],
  images: ['rank'],
  layouts: ['rank', 'customSizes'],
  delivery_methods: ['rank'],
}

/** Attributes no node carries, besides the visitor's own (VISITOR_ATTRIBUTES): a basket's price. */
const UNSOURCED: Partial<Record<ResourceType, string[]>> = {
  delivery_methods: ['price_for_basket'],
}

const drift = (resource: ResourceType, attributes: JsonSchema = ATTRIBUTES[resource]) =>
  contractDrift(objectType(NODE_TYPES[resource]), attributes, {
    own: ['apiId', 'language', ...(OWN_FIELDS[resource] ?? [])],
    unsourced: [...VISITOR_ATTRIBUTES, ...(UNSOURCED[resource] ?? [])],
  })

/**
 * The type definitions are written by hand, with the descriptions GraphiQL shows; these tests hold
 * the fields that come from the API's attributes to the contract's response schemas, so an
 * attribute renamed, retyped or let be null there fails here rather than in a page's query.
 */
describe('the catalogue type definitions', () => {
  it.each(Object.keys(NODE_TYPES) as ResourceType[])(
    "declare the attributes of %s as the contract's response schema has them",
    (resource) => {
      expect(drift(resource)).toEqual([])
    },
  )

  it("declare the starting price as the layout's sizes and the paper have it (source.ts)", () => {
    const size = layoutResource.properties.attributes.properties.sizes.items
    const paper = paperResource.properties.attributes
    const attributes = {
      properties: { ...size.properties, surcharge_percent: paper.properties.surcharge_percent },
      required: [...size.required, ...paper.required],
    }
    expect(
      contractDrift(objectType(STARTING_PRICE_TYPE), attributes, {
        own: ['apiId', 'language', 'layoutApiId', 'paperApiId'],
      }),
    ).toEqual([])
  })

  it('would see an attribute renamed, retyped or let be null in the contract', () => {
    const { surcharge_percent, slug, name, ...rest } =
      paperResource.properties.attributes.properties
    const drifted = {
      properties: {
        ...rest,
        surcharge: surcharge_percent,
        slug: { type: 'integer' },
        name: { anyOf: [name, { type: 'null' }] },
      },
      required: ['slug', 'name', 'description', 'surcharge'],
    }
    expect(drift('papers', drifted)).toEqual([
      'PrintShopPaper.slug is String!, but the contract\'s {"type":"integer"} reads as Int or Float',
      'PrintShopPaper.name is String!, but the contract lets it be null',
      'PrintShopPaper.surchargePercent: the contract has no such attribute',
      "PrintShopPaper has no field surcharge for the contract's surcharge",
    ])
  })

  it('would see a nested attribute renamed or an object become a list', () => {
    const { sizes, custom_price, ...rest } = layoutResource.properties.attributes.properties
    const { per_square_metre, ...base } = custom_price.properties
    const drifted = {
      ...layoutResource.properties.attributes,
      properties: {
        ...rest,
        sizes: sizes.items,
        custom_price: { ...custom_price, properties: { ...base, per_m2: per_square_metre } },
      },
    }
    expect(drift('layouts', drifted)).toEqual([
      expect.stringMatching(
        /^PrintShopLayout\.sizes is \[PrintShopLayoutSize!\]!, but the contract has \{"type":"object"/,
      ),
      'PrintShopLayoutCustomPrice.perSquareMetre: the contract has no such attribute',
      "PrintShopLayoutCustomPrice has no field perM2 for the contract's per_m2",
    ])
  })
})
