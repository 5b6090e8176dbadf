import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { loadConfig, type Config } from './config.js'
import { openDatabase, type DatabaseHandle } from './db/client.js'
import { loggerOptions } from './lib/logging.js'
import { OWASP_SCRYPT, type PasswordHashing } from './lib/password.js'
import { trustProxyOption } from './lib/trust-proxy.js'
import database from './plugins/database.js'
import errors from './plugins/errors.js'
import compression from './plugins/compression.js'
import headers from './plugins/headers.js'
import jsonBody from './plugins/json-body.js'
import language from './plugins/language.js'
import mailer from './plugins/mailer.js'
import openapi from './plugins/openapi.js'
import renditions from './plugins/renditions.js'
import retention from './plugins/retention.js'
import catalogueCache from './plugins/catalogue-cache.js'
import security from './plugins/security.js'
import securityLog from './plugins/security-log.js'
import { serializersWhenFirstUsed } from './plugins/serialization.js'
import session from './plugins/session.js'
import validation from './plugins/validation.js'
import auth from './routes/auth/index.js'
import baskets from './routes/baskets/index.js'
import categories from './routes/categories/index.js'
import csrf from './routes/csrf/index.js'
import deliveryMethods from './routes/delivery-methods/index.js'
import shopFacts from './routes/shop/index.js'
import dev from './routes/dev/index.js'
import favourites from './routes/favorites/index.js'
import health from './routes/health/index.js'
import homepage from './routes/homepage/index.js'
import images from './routes/images/index.js'
import me from './routes/me/index.js'
import media from './routes/media/index.js'
import owner from './routes/owner/index.js'
import owners from './routes/owners/index.js'
import payments from './routes/payments/index.js'
import pickupPoints from './routes/pickup-points/index.js'
import promotions from './routes/promotions/index.js'
import recentImages from './routes/recent-images/index.js'
import subcategories from './routes/subcategories/index.js'
import uploads from './routes/uploads/index.js'
import visitorCountry from './routes/visitor-country/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    passwordHashing: PasswordHashing
    /** Requests whose handler has not answered yet (for a graceful shutdown). */
    handlersRunning(): number
  }
}

export interface BuildOptions {
  config?: Config
  /** An open database; otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle
  passwordHashing?: PasswordHashing
  logger?: FastifyServerOptions['logger']
}

export const API_PREFIX = '/v1'

/** The whole API as a Fastify instance: plugins first, then the routes under /v1. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig()
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeout,
    connectionTimeout: config.connectionTimeout,
    http: {
      // Node looks for overdue requests every 30 s by default: a trickle would last twice the timeout.
      connectionsCheckingInterval: Math.min(config.requestTimeout, 1000),
      // Node's default of 60 s for the headers would exceed a shorter requestTimeout, and Node then
      // swaps the two: the body could trickle for 60 s.
      headersTimeout: Math.min(config.requestTimeout, 60_000),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify gives up on a plugin after 10 s; on a machine busy with a build that is not a fault.
    pluginTimeout: 60_000,
    schemaController: { compilersFactory: { buildSerializer: serializersWhenFirstUsed } },
  })
  app.decorate('config', config)
  app.decorate('passwordHashing', options.passwordHashing ?? OWASP_SCRYPT)
  let running = 0
  app.decorate('handlersRunning', () => running)
  app.addHook('onRequest', async () => {
    running++
  })
  app.addHook('onSend', async () => {
    running--
  })

  const handle =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }))
  await app.register(database, { database: handle, closeDatabase: !options.database })
  // First, so that every later hook and handler runs with the request known to the security log.
  await app.register(securityLog, { retentionDays: config.retention.securityEventDays })
  await app.register(language)
  await app.register(errors)
  await app.register(headers)
  await app.register(compression)
  await app.register(jsonBody)
  await app.register(validation)
  await app.register(security, { corsOrigins: config.corsOrigins })
  await app.register(session, {
    secureCookies: config.production,
    cookieDomain: config.cookieDomain,
  })
  await app.register(mailer, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    retentionDays: config.retention.sentMailDays,
  })
  await app.register(retention, { basketDays: config.retention.basketDays })
  await app.register(renditions)
  await app.register(catalogueCache)
  // Before the routes: it documents each one as it is added.
  await app.register(openapi, { reference: !config.production })

  await app.register(health)
  await app.register(
    async (v1) => {
      await v1.register(health)
      await v1.register(csrf, { prefix: '/csrf' })
      await v1.register(auth, { prefix: '/auth' })
      await v1.register(me, { prefix: '/me' })
      await v1.register(owners, { prefix: '/owners' })
      await v1.register(categories, { prefix: '/categories' })
      await v1.register(subcategories, { prefix: '/subcategories' })
      await v1.register(images, { prefix: '/images' })
      await v1.register(recentImages, { prefix: '/recent_images' })
      await v1.register(favourites, { prefix: '/favorites' })
      await v1.register(uploads, { prefix: '/uploads' })
      await v1.register(homepage, { prefix: '/homepage' })
      await v1.register(promotions, { prefix: '/promotions' })
      await v1.register(media, { prefix: '/media' })
      await v1.register(baskets, { prefix: '/baskets' })
      await v1.register(deliveryMethods, { prefix: '/delivery_methods' })
      await v1.register(pickupPoints, { prefix: '/pickup_points' })
      await v1.register(shopFacts, { prefix: '/shop' })
      await v1.register(visitorCountry, { prefix: '/visitor_country' })
      const { gateways, gopay, comgate } = config.payments
      if (gateways.card || gateways.gopay || gopay || comgate)
        await v1.register(payments, { prefix: '/payments' })
      if (config.ownerToken)
        await v1.register(owner, { prefix: '/owner', token: config.ownerToken })
      if (!config.production) await v1.register(dev, { prefix: '/dev' })
    },
    { prefix: API_PREFIX },
  )
  return app
}
