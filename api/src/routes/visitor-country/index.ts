import { createRequire } from 'node:module'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  COUNTRY_DATABASE_MODULE,
  openCountryDatabase,
} from '@print-shop/shop-domain/country-database'
import { languageForCountry, visitorLanguage } from '@print-shop/shop-domain/visitor-language'
import { visitorCountryResponse } from '@print-shop/shop-domain/responses/visitor'
import { document, resource } from '../../lib/jsonapi.js'

/**
 * GET /visitor_country: the visitor's country and the language the spec gives them (the country's,
 * else the first of Accept-Language the shop speaks), from the database the npm package ships; the
 * address never leaves the API. The storefront asks it on a static host, where no server in front
 * has chosen the language (src/features/language). The address is the one TRUST_PROXY allows
 * (request.ip), and this route writes no log line: the request log would name it.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const countries = await openCountryDatabase(
    createRequire(import.meta.url).resolve(COUNTRY_DATABASE_MODULE),
  )
  app.get(
    '/',
    { logLevel: 'warn', schema: { response: visitorCountryResponse } },
    async (request, reply) => {
      const country = countries.countryOf(request.ip)
      // Personal (no-store from the headers plugin) and different per browser language.
      reply.header('Vary', 'Accept-Language')
      return document(
        resource('visitor_country', 'current', {
          country,
          country_language: languageForCountry(country),
          language: visitorLanguage({
            country,
            acceptLanguage: request.headers['accept-language'],
          }),
        }),
      )
    },
  )
}

export default routes
