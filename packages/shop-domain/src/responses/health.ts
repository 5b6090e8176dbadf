import { Type, type Static } from 'typebox'
import { open } from '@print-shop/shop-domain/responses/jsonapi'

/** GET /health and /v1/health: whether the process and its database answer (for the load balancer). */

export const health = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    /** Which database the API runs on: pglite or postgres. */
    database: Type.String(),
  },
  open,
)
export type Health = Static<typeof health>

export const healthResponse = { 200: health, 503: health }
