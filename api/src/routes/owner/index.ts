import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../../lib/http-error.js'
import { safeEqual, sha256 } from '../../lib/tokens.js'
import { recordSecurityEvent } from '../../security/events.js'
import {
  isWrite,
  OWNER_CHANGES,
  OWNER_READS,
  ownerAuditEvent,
  routeKey,
} from '../../security/owner-audit.js'
import categories from './categories.js'
import coupons from './coupons.js'
import exchangeRates from './exchange-rates.js'
import invoices from './invoices.js'
import orders from './orders.js'
import orderFiles from './order-files.js'
import packeta from './packeta.js'
import pictures from './pictures.js'
import prices from './prices.js'
import promotions from './promotions.js'
import withdrawals from './withdrawals.js'

/**
 * /owner: the shop owner's calls, made by `npm run shop` (api/src/owner/cli.ts). Each one needs
 * `Authorization: Bearer <OWNER_TOKEN>`; there is no cookie session, hence no CSRF token. A call that
 * writes takes `?dry_run=true`: it runs in a transaction that is rolled back, and answers what it
 * would have done. Answers are plain JSON, `{ data }`.
 */
const routes: FastifyPluginAsyncTypebox<{ token: string }> = async (app, { token }) => {
  const expected = sha256(token)
  // The path under /owner, which names a route in the audit's tables.
  const underOwner = (url: string) => url.slice(app.prefix.length)
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false }
    for (const method of [route.method].flat())
      if (isWrite(method) && !OWNER_CHANGES[routeKey(method, underOwner(route.url))])
        throw new Error(`${method} ${route.url} writes but security/owner-audit.ts cannot say what`)
  })
  const route = (request: FastifyRequest) => request.routeOptions.url ?? request.url.split('?')[0]!
  /** Calls that passed the token check; the others are recorded as `owner.refused`, and only so. */
  const authorised = new WeakSet<FastifyRequest>()
  /** The object each call answered, before it became JSON: what its record reads. */
  const answers = new WeakMap<FastifyRequest, unknown>()
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? ''
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!given || !safeEqual(sha256(given), expected)) {
      await recordSecurityEvent(app, 'owner.refused', {
        detail: { method: request.method, route: route(request), token_sent: Boolean(given) },
        repeat: `${request.method} ${route(request)}`,
      })
      throw new HttpError(401, 'owner.unauthorised')
    }
    authorised.add(request)
  })
  // What the owner changed or tried to, and which customers' data was read, in the security log:
  // who can read the token can change the shop. Written before the answer leaves (onSend, not
  // onResponse), so no change is answered without its record.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    answers.set(request, payload)
    return payload
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (!authorised.has(request)) return payload
    const write = isWrite(request.method)
    // This process's catalogue reads show the change from the owner's next call on (the others'
    // within a moment, by NOTIFY).
    if (write && reply.statusCode < 400)
      await app.catalogueCache.refresh().catch((error: unknown) => {
        request.log.warn({ err: error }, 'the catalogue version could not be read')
      })
    const key = routeKey(request.method, underOwner(route(request)))
    // Prices, pictures, coupons: reads of nothing personal are not recorded.
    if (!write && !OWNER_READS[key]) return payload
    const query = request.query as Record<string, unknown> | undefined
    const event = ownerAuditEvent(
      key,
      {
        method: request.method,
        route: route(request),
        status: reply.statusCode,
        dry_run: query?.dry_run === 'true' || query?.dry_run === true,
      },
      {
        params: request.params,
        query,
        body: request.body,
        answer: reply.statusCode < 400 ? answers.get(request) : undefined,
      },
    )
    if (event) await recordSecurityEvent(app, event.type, { detail: event.detail })
    return payload
  })
  await app.register(pictures, { prefix: '/pictures' })
  await app.register(categories, { prefix: '/categories' })
  await app.register(prices, { prefix: '/prices' })
  await app.register(coupons, { prefix: '/coupons' })
  await app.register(orders, { prefix: '/orders' })
  await app.register(orderFiles, { prefix: '/orders' })
  await app.register(invoices, { prefix: '/invoices' })
  await app.register(exchangeRates, { prefix: '/exchange-rates' })
  await app.register(promotions, { prefix: '/promotions' })
  await app.register(withdrawals, { prefix: '/withdrawals' })
  await app.register(packeta, { prefix: '/packeta' })
}

export default routes
