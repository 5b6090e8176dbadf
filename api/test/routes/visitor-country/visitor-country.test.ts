import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { describe, it } from 'node:test'
import {
  COUNTRY_DATABASE_MODULE,
  addressIn,
  openCountryDatabase,
} from '@print-shop/shop-domain/country-database'
import { loadConfig } from '../../../src/config.js'
import { DEMO_ENV, build } from '../../helper.js'
import { logCapture } from '../../security/log-capture.js'

const countries = await openCountryDatabase(
  createRequire(import.meta.url).resolve(COUNTRY_DATABASE_MODULE),
)

describe('GET /v1/visitor_country behind a trusted proxy', async () => {
  const log = logCapture()
  const testApp = await build(
    { trustProxy: loadConfig({ ...DEMO_ENV, TRUST_PROXY: '10.0.0.0/8' }).trustProxy },
    log.logger,
  )
  const ask = (from: string, forwardedFor?: string, acceptLanguage?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/v1/visitor_country',
      remoteAddress: from,
      headers: {
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    })

  it("answers the country of the address the proxy names, and the spec's language for it", async () => {
    for (const [country, language] of [
      ['DE', 'de'],
      ['SK', 'sk'],
      ['CZ', 'cs'],
      ['US', 'en'],
    ] as const) {
      const response = await ask('10.0.0.1', addressIn(countries, country), 'cs-CZ')
      assert.equal(response.statusCode, 200)
      assert.deepEqual(response.json().data, {
        type: 'visitor_country',
        id: 'current',
        attributes: { country, country_language: language, language },
      })
      assert.equal(response.headers['cache-control'], 'no-store')
      assert.match(String(response.headers.vary), /Accept-Language/)
    }
  })

  it("gives the browser's language only when the country is unknown", async () => {
    const unknown = await ask('10.0.0.1', '192.168.1.20', 'fr-FR,sk;q=0.8')
    assert.deepEqual(unknown.json().data.attributes, {
      country: null,
      country_language: null,
      language: 'sk',
    })
    assert.equal((await ask('10.0.0.1', '192.168.1.20')).json().data.attributes.language, 'en')
  })

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    const german = addressIn(countries, 'DE')
    const direct = await ask('192.0.2.1', german, 'cs')
    assert.deepEqual(direct.json().data.attributes, {
      country: null,
      country_language: null,
      language: 'cs',
    })
  })

  it("writes no log line that could name the visitor's address", async () => {
    const address = addressIn(countries, 'SK')
    await ask('10.0.0.1', address)
    assert.ok(!log.text().includes(address), log.text())
  })
})
