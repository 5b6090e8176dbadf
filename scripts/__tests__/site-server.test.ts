/**
 * @jest-environment node
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import {
  COUNTRY_DATABASE_MODULE,
  addressIn,
  openCountryDatabase,
  type CountryDatabase,
} from '@print-shop/shop-domain/country-database'
import { BROTLI_QUALITY, createSiteServer } from '../lib/site-server'
import { precompressAssets } from '../../src/node/precompress'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A built site of a few pages in every language, as gatsby build lays it out. */
function builtSite(dir: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  for (const prefix of ['', '/sk', '/de', '/en']) {
    write(`${prefix}/index.html`, `<html lang="${prefix.slice(1) || 'cs'}">home</html>`)
    write(`${prefix}/kontakt/index.html`, `<html>contact ${'x'.repeat(2000)}</html>`)
    write(`${prefix}/profil/moje-objednavky/[id]/index.html`, `<html>order ${prefix}</html>`)
  }
  // A page of real, varied text (the shop's Czech strings), where compression levels differ.
  write('/cenik/index.html', fs.readFileSync(path.join(__dirname, '../../locales/cs/common.json')))
  write('/404.html', '<html>Nenalezeno</html>')
  write('/page-data/index/page-data.json', '{}')
  write('/static/photo-0123456789abcdef.webp', 'RIFF')
  write('/app-0123456789abcdef0123.js', 'app()')
  // A script with the build's ready-made encodings beside it (src/node/precompress.ts).
  write(
    '/framework-0123456789abcdef0123.js',
    `${'function render(node){return node}\n'.repeat(300)}`,
  )
  write('/sitemap.xml', '<urlset/>')
  write('/feeds/heureka-cz.xml', '<SHOP/>')
}

describe('the site server (npm start, npm run serve, the journeys)', () => {
  let dir: string
  let server: http.Server
  let port: number
  let countries: CountryDatabase

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'))
    builtSite(dir)
    await precompressAssets(dir)
    countries = await openCountryDatabase(require.resolve(COUNTRY_DATABASE_MODULE))
    server = createSiteServer({
      root: dir,
      countries,
      // The journeys' and this test's stand-in for a proxy in front: it names the visitor.
      trustedProxies: ['127.0.0.1'],
      matchPaths: ['', '/sk', '/de', '/en'].map((prefix) => ({
        path: `${prefix}/profil/moje-objednavky/[id]`,
        matchPath: `${prefix}/profil/moje-objednavky/:id`,
      })),
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** A browser's request for a page from a visitor in `country` (or from nowhere known). */
  const ask = (url: string, headers: http.OutgoingHttpHeaders = {}, country?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: {
            Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
            'User-Agent': CHROME,
            ...(country ? { 'X-Forwarded-For': addressIn(countries, country) } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      request.on('error', reject)
    })

  it("sends a first visit to a Czech page to the country's language, uncached, and remembers it", async () => {
    const home = await ask('/', {}, 'DE')
    expect(home.status).toBe(302)
    expect(home.headers.location).toBe('/de')
    expect(home.headers['cache-control']).toBe('no-store')
    expect(home.headers.vary).toBe('Cookie, Accept-Language')
    expect(home.headers['set-cookie']).toEqual(['lang=de; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect((await ask('/kontakt?x=1', {}, 'SK')).headers.location).toBe('/sk/kontakt?x=1')
    expect((await ask('/kontakt', {}, 'US')).headers.location).toBe('/en/kontakt')
    expect((await ask('/profil/moje-objednavky/42', {}, 'AT')).headers.location).toBe(
      '/de/profil/moje-objednavky/42',
    )
    const czech = await ask('/kontakt', { 'Accept-Language': 'en' }, 'CZ')
    expect(czech.status).toBe(200)
    expect(czech.headers.vary).toMatch(/^Cookie, Accept-Language/)
    expect(czech.headers['set-cookie']).toBeUndefined()
  })

  it("asks the browser's languages only when the country is unknown", async () => {
    expect((await ask('/', { 'Accept-Language': 'sk-SK,sk;q=0.9' })).headers.location).toBe('/sk')
    expect((await ask('/', { 'Accept-Language': 'fr-FR,de;q=0.8' })).headers.location).toBe('/de')
    expect((await ask('/', { 'Accept-Language': 'cs-CZ' })).status).toBe(200)
    expect((await ask('/', { 'Accept-Language': 'cs-CZ' }, 'US')).headers.location).toBe('/en')
  })

  it('lets a remembered choice win, and never moves a crawler or a prefixed address', async () => {
    expect((await ask('/kontakt', { Cookie: 'lang=cs' }, 'DE')).status).toBe(200)
    expect((await ask('/kontakt', { Cookie: 'other=1; lang=en' }, 'CZ')).headers.location).toBe(
      '/en/kontakt',
    )
    expect((await ask('/kontakt', { 'User-Agent': GOOGLEBOT }, 'DE')).status).toBe(200)
    const german = await ask('/en/kontakt', {}, 'DE')
    expect(german.status).toBe(200)
    expect(german.headers.vary).toBe('Accept-Encoding')
    // Page data and files are no pages: the client asks for them in its own language.
    expect((await ask('/page-data/index/page-data.json', {}, 'DE')).status).toBe(200)
    expect((await ask('/sitemap.xml', {}, 'DE')).status).toBe(200)
    // A product feed is a file, served as UTF-8 XML, whoever asks.
    const feed = await ask('/feeds/heureka-cz.xml', {}, 'DE')
    expect(feed.status).toBe(200)
    expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8')
    // An address with no page has no twin: the 404 page, in Czech, with status 404.
    const missing = await ask('/neexistuje', {}, 'DE')
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toContain('Nenalezeno')
  })

  it('serves the build as gatsby serve did, with the deployed cache rules', async () => {
    const slash = await ask('/kontakt/?a=b', { Cookie: 'lang=cs' })
    expect(slash.status).toBe(301)
    expect(slash.headers.location).toBe('/kontakt?a=b')
    expect((await ask('/static/', {}, 'CZ')).status).toBe(404)

    const page = await ask('/de/kontakt', { 'Accept-Encoding': 'gzip' })
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(page.body).toString()).toContain('contact')
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate')

    const order = await ask('/de/profil/moje-objednavky/42')
    expect([order.status, order.body.toString()]).toEqual([200, '<html>order /de</html>'])

    for (const file of ['/static/photo-0123456789abcdef.webp', '/app-0123456789abcdef0123.js'])
      expect((await ask(file)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const data = await ask('/page-data/index/page-data.json', { Accept: 'application/json' })
    expect(data.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const again = await ask('/page-data/index/page-data.json', {
      'If-None-Match': String(data.headers.etag),
    })
    expect(again.status).toBe(304)

    const script = await ask('/missing.js', { Accept: '*/*' })
    expect(script.status).toBe(404)
  })

  it("compresses with brotli at nginx's level, not the middleware's lighter default", async () => {
    const file = fs.readFileSync(path.join(dir, 'cenik/index.html'))
    const quality = (level: number) =>
      zlib.brotliCompressSync(file, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } })
    const page = await ask('/cenik', { Cookie: 'lang=cs', 'Accept-Encoding': 'gzip, deflate, br' })
    expect(page.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(page.body)).toEqual(file)
    const nginx = fs.readFileSync(path.join(__dirname, '../../deploy/nginx/print-shop-site.conf'))
    expect(nginx.toString()).toContain(`brotli_comp_level ${BROTLI_QUALITY};`)
    expect(page.body.length).toBeLessThan(quality(4).length)
    expect(page.body.length).toBeLessThanOrEqual(quality(BROTLI_QUALITY).length + 16)
  })

  it("sends a script's ready-made encodings as they are, and the script itself to a client without", async () => {
    const name = '/framework-0123456789abcdef0123.js'
    const file = fs.readFileSync(path.join(dir, name))
    const script = { Accept: '*/*' }
    const brotli = await ask(name, { ...script, 'Accept-Encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.body).toEqual(fs.readFileSync(path.join(dir, `${name}.br`)))
    expect(zlib.brotliDecompressSync(brotli.body)).toEqual(file)
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/)
    expect(brotli.headers['content-type']).toMatch(/javascript/)
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const gzip = await ask(name, { ...script, 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body).toEqual(fs.readFileSync(path.join(dir, `${name}.gz`)))

    const plain = await ask(name, script)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toEqual(file)
  })

  it('answers odd targets without leaving the site, and keeps serving', async () => {
    for (const target of ['//', '///', '//example.com/kontakt', '//?a=b']) {
      const answer = await ask(target, { Cookie: 'lang=cs' })
      expect([target, answer.status < 500]).toEqual([target, true])
      expect(String(answer.headers.location ?? '/')).toMatch(/^\/(?!\/)/)
    }
    expect((await ask('/kontakt', { Cookie: 'lang=cs' })).status).toBe(200)
  })
})
