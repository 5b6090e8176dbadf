import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { errorBody } from '@print-shop/shop-domain/responses/errors'
import fp from 'fastify-plugin'

/** Where the contract is served: the OpenAPI document, and the reference page outside production. */
export const OPENAPI_URL = '/v1/openapi.json'
export const REFERENCE_PREFIX = '/v1/reference'

/**
 * The API's contract as OpenAPI 3.1, generated from the routes' schemas (the response schemas live
 * in shop-domain/responses). Registered before the routes: @fastify/swagger and the default error
 * responses below see routes through an onRoute hook.
 */
export default fp<{ reference: boolean }>(
  async (app, { reference }) => {
    // Any route may answer an error (plugins/errors.ts): the body is declared once, here, unless a
    // route declares its own for that status (the health check's 503).
    app.addHook('onRoute', (route) => {
      if (route.schema?.hide) return
      route.schema = {
        ...route.schema,
        response: { '4xx': errorBody, '5xx': errorBody, ...(route.schema?.response as object) },
      }
    })
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Print shop API',
          version: '1',
          description:
            'JSON:API resources of the print shop. Response schemas: packages/shop-domain/src/responses.',
        },
      },
    })
    app.get(OPENAPI_URL, { schema: { hide: true } }, async () => app.swagger())
    if (reference) await app.register(swaggerUi, { routePrefix: REFERENCE_PREFIX })
  },
  { name: 'openapi' },
)
