import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import fp from 'fastify-plugin'
import rateLimits from './rate-limits.js'

/** Cookies, CORS for the storefront's origins (with credentials) and per-route rate limits. */
export default fp<{ corsOrigins: string[] }>(
  async (app, { corsOrigins }) => {
    await app.register(cookie)
    await app.register(cors, {
      origin: corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'Content-Type',
        'Accept',
        'Accept-Language',
        'Content-Language',
        'X-XSRF-TOKEN',
        'X-Requested-With',
      ],
      exposedHeaders: ['Content-Language', 'Retry-After'],
      maxAge: 600,
    })
    // Off globally; the routes that check passwords, codes or create rows opt in with `config.rateLimit`.
    await app.register(rateLimits)
  },
  { name: 'security' },
)
