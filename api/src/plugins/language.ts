import fp from 'fastify-plugin'
import type { Locale } from '../lib/localized.js'
import { negotiateLocale, translator, type Translate } from '../lib/messages.js'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
    t: Translate
  }
}

/** Accept-Language picks the language of texts and messages; Content-Language says which it was. */
export default fp(
  async (app) => {
    app.decorateRequest('locale', 'cs')
    app.decorateRequest('t', null as unknown as Translate)
    app.addHook('onRequest', async (request, reply) => {
      request.locale = negotiateLocale(request.headers['accept-language'])
      request.t = translator(request.locale, app.config.shop)
      reply.header('Content-Language', request.locale)
      reply.header('Vary', 'Accept-Language, Origin')
    })
  },
  { name: 'language' },
)
