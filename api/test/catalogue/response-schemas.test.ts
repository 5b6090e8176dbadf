import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { Ajv } from 'ajv'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import {
  categoriesResponse,
  imageResponse,
  imagesResponse,
  subcategoriesResponse,
} from '@print-shop/shop-domain/responses/catalogue'
import { deliveryMethodsResponse } from '@print-shop/shop-domain/responses/delivery'
import { bannersResponse, carouselItemsResponse } from '@print-shop/shop-domain/responses/homepage'
import { loadConfig } from '../../src/config.js'
import { DEMO_ENV, RELAXED_LIMITS, TEST_HASHING, testDatabase, type Resource } from '../helper.js'

// What the last handler returned, before Fastify serialized it with the route's response schema.
let returned: unknown
let app: FastifyInstance
let closeDatabase: () => Promise<void>

before(async () => {
  const database = await testDatabase()
  const config = { ...loadConfig(DEMO_ENV), rateLimits: RELAXED_LIMITS }
  app = await buildApp({ config, database, passwordHashing: TEST_HASHING })
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    returned = payload
    return payload
  })
  await app.ready()
  closeDatabase = () => database.close()
})

after(async () => {
  await app.close()
  await closeDatabase()
})

// No coercion, as a client reads the body: a value of the wrong type fails.
const ajv = new Ajv({ allErrors: true, strict: false })

interface Body {
  data: Resource[] & Resource
  included: Resource[]
  meta: { facets: { colors: unknown } }
}

async function read(url: string, schema: object): Promise<Body> {
  returned = undefined
  const response = await app.inject({ url, headers: { 'accept-language': 'cs' } })
  assert.equal(response.statusCode, 200, url)
  const body = response.json<Body>()
  // Nothing dropped or converted: the body is what the handler built.
  assert.deepEqual(body, JSON.parse(JSON.stringify(returned)), url)
  const validate = ajv.compile(schema)
  assert.ok(validate(body), `${url}: ${ajv.errorsText(validate.errors)}`)
  return body
}

test('catalogue reads answer exactly what the handler built, as their response schemas say', async () => {
  const categories = await read('/v1/categories', categoriesResponse[200])
  assert.ok(categories.data.length > 0)
  assert.ok(categories.data[0]!.relationships.subcategories!.data)
  assert.ok(categories.included.length > 0)

  await read('/v1/subcategories', subcategoriesResponse[200])

  const images = await read('/v1/images?per_page=5&facets=colors', imagesResponse[200])
  assert.equal(images.data.length, 5)
  assert.ok(images.meta.facets.colors)
  await read('/v1/images?per_page=10&filter[search]=a', imagesResponse[200])

  const image = await read(`/v1/images/${images.data[0]!.id}`, imageResponse[200])
  const types = new Set(image.included.map((resource) => resource.type))
  for (const type of ['layouts', 'papers', 'categories']) assert.ok(types.has(type), type)
  const layout = image.included.find((resource) => resource.type === 'layouts')
  assert.ok(Array.isArray(layout?.attributes.sizes))

  const banners = await read('/v1/homepage/banners', bannersResponse[200])
  const slides = await read('/v1/homepage/carousel_items', carouselItemsResponse[200])
  assert.ok(banners.data.length + slides.data.length > 0)

  const methods = await read('/v1/delivery_methods', deliveryMethodsResponse[200])
  assert.ok(methods.data.some((method) => method.attributes.carrier === null))
  await read('/v1/delivery_methods?filter[country]=SK', deliveryMethodsResponse[200])
})
