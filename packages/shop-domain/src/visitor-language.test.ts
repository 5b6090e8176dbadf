import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import {
  COUNTRY_DATABASE_MODULE,
  addressIn,
  openCountryDatabase,
} from '@print-shop/shop-domain/country-database'
import {
  acceptedLanguages,
  czechPageRedirect,
  isCrawler,
  languageCookie,
  languageForCountry,
  languageFromBrowser,
  languageFromCookie,
  visitorLanguage,
} from '@print-shop/shop-domain/visitor-language'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'

test('the country gives cs, sk or de (the first two characters of its languages), else English', () => {
  assert.equal(languageForCountry('CZ'), 'cs')
  assert.equal(languageForCountry('SK'), 'sk')
  for (const country of ['DE', 'AT', 'CH', 'LI', 'de'])
    assert.equal(languageForCountry(country), 'de')
  for (const country of ['US', 'GB', 'PL', 'BE', 'LU', 'FR'])
    assert.equal(languageForCountry(country), 'en')
  for (const country of [null, undefined, '', 'XYZ', '1'])
    assert.equal(languageForCountry(country), null)
})

test("the browser's languages decide only when the country is unknown", () => {
  assert.equal(visitorLanguage({ country: 'DE', acceptLanguage: 'cs-CZ,cs' }), 'de')
  assert.equal(visitorLanguage({ country: 'US', acceptLanguage: 'sk' }), 'en')
  assert.equal(visitorLanguage({ country: null, acceptLanguage: 'fr-FR,fr;q=0.9,sk;q=0.8' }), 'sk')
  assert.equal(visitorLanguage({ country: null, acceptLanguage: 'de-DE;q=0.5,en-GB' }), 'en')
  assert.equal(visitorLanguage({ country: null, acceptLanguage: 'cs;q=0,fr' }), 'en')
  assert.equal(visitorLanguage({ country: null, acceptLanguage: '' }), 'en')
  assert.equal(visitorLanguage({}), 'en')
  assert.deepEqual(acceptedLanguages('en;q=0.5, de-AT , *;q=0.1, x;q=0'), ['de-AT', 'en'])
  assert.equal(languageFromBrowser(['pl-PL', 'sk', 'cs']), 'sk')
})

test('a remembered or own choice always wins, and crawlers are never moved', () => {
  assert.equal(czechPageRedirect({ country: 'DE' }), 'de')
  assert.equal(czechPageRedirect({ country: 'CZ', acceptLanguage: 'en' }), null)
  assert.equal(czechPageRedirect({ country: 'DE', cookie: 'a=1; lang=cs' }), null)
  assert.equal(czechPageRedirect({ country: 'CZ', cookie: 'lang=sk' }), 'sk')
  assert.equal(czechPageRedirect({ country: 'DE', cookie: 'lang=fr' }), 'de')
  assert.equal(czechPageRedirect({ country: 'DE', userAgent: GOOGLEBOT }), null)
  assert.equal(czechPageRedirect({ country: 'DE', userAgent: CHROME }), 'de')
  assert.equal(isCrawler('Mozilla/5.0 (compatible; SeznamBot/4.0)'), true)
  assert.equal(isCrawler(undefined), false)
})

test('the cookie holds the language alone, for a year, on every path', () => {
  assert.equal(languageCookie('de'), 'lang=de; Path=/; Max-Age=31536000; SameSite=Lax')
  assert.equal(languageFromCookie('x=lang=de; lang=en'), 'en')
  assert.equal(languageFromCookie('language=de'), null)
  assert.equal(languageFromCookie(undefined), null)
})

test("the package's database knows the countries, and not private or broken addresses", async () => {
  const file = createRequire(import.meta.url).resolve(COUNTRY_DATABASE_MODULE)
  const database = await openCountryDatabase(file)
  for (const country of ['CZ', 'SK', 'DE', 'US']) {
    const address = addressIn(database, country)
    assert.equal(database.countryOf(address), country)
    assert.equal(database.countryOf(`::ffff:${address}`), country)
  }
  for (const address of ['127.0.0.1', '10.1.2.3', '::1', 'not an address', '', null])
    assert.equal(database.countryOf(address), null)
})
