import assert from 'node:assert/strict'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { test } from 'node:test'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import { Validator } from '@seriousme/openapi-schema-validator'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import { GATEWAY_CREDENTIALS } from '../../../e2e/fixtures/payment-gateways.mjs'
import { loadConfig } from '../../src/config.js'
import openapi, { OPENAPI_URL, REFERENCE_PREFIX } from '../../src/plugins/openapi.js'
import { compileValidator } from '../../src/plugins/validation.js'
import { build, DEMO_ENV } from '../helper.js'
import { PRODUCTION_ENV } from '../production/settings.js'

type Operation = { responses?: Record<string, unknown> }
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> }

/** Every route an app registers, seen from its creation on (Fastify announces a new instance). */
let registered: RouteOptions[] = []
const onInstance = (message: unknown) =>
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
    registered.push(route)
  })
subscribe('fastify.initialization', onInstance)
const defaults = loadConfig(DEMO_ENV)
// Every optional part of the API on: the owner's routes, the sandbox and both real gateways.
const { app } = await build({
  ownerToken: 'contract-test-owner-token-of-32-characters',
  payments: {
    ...defaults.payments,
    gateways: { card: 'sandbox', gopay: 'gopay' },
    gopay: { apiUrl: 'http://127.0.0.1:9', ...GATEWAY_CREDENTIALS.gopay },
    comgate: { apiUrl: 'http://127.0.0.1:9', ...GATEWAY_CREDENTIALS.comgate, test: true },
  },
})
unsubscribe('fastify.initialization', onInstance)
const appRoutes = registered

const response = await app.inject(OPENAPI_URL)
const contract = response.json<OpenApi>()

/** The routes a client calls: not the hidden ones (the contract itself, the CORS preflight). */
function documentedRoutes(routes: RouteOptions[]): { method: string; url: string }[] {
  const urls = new Set(routes.filter((route) => route.method === 'GET').map((r) => r.url))
  return routes.flatMap((route) => {
    if (route.schema?.hide) return []
    const methods = [route.method].flat()
    // Fastify answers HEAD for every GET itself; a HEAD of its own (tus) is part of the contract.
    return methods
      .filter((method) => method !== 'HEAD' || !urls.has(route.url))
      .map((method) => ({ method, url: route.url }))
  })
}

test('the contract is served as a valid OpenAPI 3.1 document', async () => {
  assert.equal(response.statusCode, 200)
  assert.equal(contract.openapi, '3.1.0')
  const validator = new Validator()
  const result = await validator.validate(contract)
  assert.equal(validator.version, '3.1')
  assert.ok(result.valid, JSON.stringify(result.errors, null, 2))
})

/** The routes missing from the contract or declaring no answer but the errors, each named. */
function undeclared(routes: RouteOptions[], document: OpenApi): string[] {
  return documentedRoutes(routes).flatMap(({ method, url }) => {
    const path = url.replace(/:(\w+)/g, '{$1}')
    const operation = document.paths[path]?.[method.toLowerCase()]
    if (!operation) return [`${method} ${url}: not in the contract`]
    const answers = Object.keys(operation.responses ?? {}).filter((status) => /^[23]/.test(status))
    return answers.length ? [] : [`${method} ${url}: no response schema for its answer`]
  })
}

test('every route is in the contract with the body of its answer', () => {
  const routes = documentedRoutes(appRoutes)
  assert.ok(routes.length > 80, `only ${routes.length} routes seen`)
  assert.deepEqual(undeclared(appRoutes, contract), [])
})

test('a route that declares no answer is named', async () => {
  registered = []
  subscribe('fastify.initialization', onInstance)
  const bare = Fastify()
  unsubscribe('fastify.initialization', onInstance)
  await bare.register(openapi, { reference: false })
  bare.get('/v1/declared', { schema: { response: { 204: { type: 'null' } } } }, async () => {})
  bare.get('/v1/undeclared', async () => ({}))
  await bare.ready()
  const document = (await bare.inject(OPENAPI_URL)).json<OpenApi>()
  await bare.close()
  assert.deepEqual(undeclared(registered, document), [
    'GET /v1/undeclared: no response schema for its answer',
  ])
})

test('every route declares the error body', () => {
  for (const [path, operations] of Object.entries(contract.paths))
    for (const [method, operation] of Object.entries(operations))
      assert.ok(operation.responses?.['4XX'] ?? operation.responses?.['4xx'], `${method} ${path}`)
})

/**
 * The app compiles a route's validators and serializers when the route is first called
 * (plugins/serialization.ts): here every one is compiled, so that a schema that cannot be fails here.
 */
test('every route’s request and answer schemas compile', () => {
  const serializer = SerializerSelector()({}, {})
  let compiled = 0
  for (const route of appRoutes) {
    const schema = (route.schema ?? {}) as Record<string, unknown> & {
      response?: Record<string, { content?: Record<string, { schema: unknown }> }>
    }
    for (const part of ['body', 'querystring', 'params', 'headers'])
      if (schema[part]) {
        assert.doesNotThrow(() => compileValidator(schema[part], part), `${route.url} ${part}`)
        compiled++
      }
    for (const [status, answer] of Object.entries(schema.response ?? {})) {
      const bodies = answer.content ? Object.values(answer.content).map((c) => c.schema) : [answer]
      for (const body of bodies) {
        const where = `${String(route.method)} ${route.url} ${status}`
        assert.doesNotThrow(
          () =>
            serializer({
              schema: body,
              method: String(route.method),
              url: route.url,
              httpStatus: status,
            }),
          where,
        )
        compiled++
      }
    }
  }
  assert.ok(compiled > 300, `only ${compiled} schemas compiled`)
})

test('neither the contract nor its reference page documents itself', () => {
  for (const path of Object.keys(contract.paths))
    assert.ok(!path.startsWith(OPENAPI_URL) && !path.startsWith(REFERENCE_PREFIX), path)
})

test('the reference page is served outside production', async () => {
  const page = await app.inject(`${REFERENCE_PREFIX}/`)
  assert.equal(page.statusCode, 200)
  assert.match(page.headers['content-type'] as string, /text\/html/)
})

test('production serves the contract but no reference page', async () => {
  const production = await build(loadConfig(PRODUCTION_ENV))
  assert.equal((await production.app.inject(OPENAPI_URL)).statusCode, 200)
  assert.equal((await production.app.inject(`${REFERENCE_PREFIX}/`)).statusCode, 404)
})
