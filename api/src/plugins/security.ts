import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-error.js'

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
    // Off globally; the sign-in, registration and password routes opt in with `config.rateLimit`.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000))
        return new HttpError(429, 'errors.rate_limit', undefined, { seconds })
      },
    })
  },
  { name: 'security' },
)
