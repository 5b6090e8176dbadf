/**
 * The server of `npm start`, `npm run serve` and the journeys: the built site (public/) as `gatsby
 * serve` served it (addresses without a trailing slash, client-only routes by Gatsby's match paths,
 * the 404 page with status 404, gzip), with deploy/nginx's cache rules, and the language chosen
 * before the first paint: a first visit to a Czech page is sent to the visitor's language by the
 * spec's rule (shop-domain's visitor-language), the country from the package's database.
 */
// tsconfig.json includes scripts/*.ts only: the shim of the untyped middleware is named here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./compression.d.ts" />
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import sirv from 'sirv'
import type { CountryDatabase } from '@print-shop/shop-domain/country-database'
import { czechPageRedirect, languageCookie } from '@print-shop/shop-domain/visitor-language'
import { IMMUTABLE_ASSET } from '../../src/node/precompress'

/** Gatsby's .cache/match-paths.json: pages rendered in the browser for any id. */
export interface MatchPath {
  path: string
  matchPath: string
}

/**
 * Brotli's quality for pages, scripts and styles: deploy/nginx's `brotli_comp_level`. The
 * middleware's own, 4, leaves a catalogue page about 6 % larger for the same millisecond or so,
 * and a page should fit a new connection's first round trip (14.6 KB). Gzip keeps zlib's level 6.
 */
export const BROTLI_QUALITY = 5

export interface SiteServerOptions {
  /** The built site: public/. */
  root: string
  countries: CountryDatabase
  matchPaths?: MatchPath[]
  /**
   * Proxies in front of this server whose X-Forwarded-For names the visitor (SITE_TRUST_PROXY).
   * Without them the connecting address is the visitor's.
   */
  trustedProxies?: string[]
}

/** The type of the site's XML files: the site map and the product feeds (/feeds/). */
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8'

const PREFIXED = /^\/(?:sk|de|en)(?:\/|$)/
/** Files, page data and the 404 page are no pages with twins in other languages. */
const NOT_A_PAGE = /^\/(?:page-data|static|404)(?:\/|$)|\.[^/]*$/

/** deploy/nginx/print-shop-upstream.conf's Cache-Control rules (Gatsby's caching advice). */
export function cacheControl(pathname: string): string {
  if (/^\/static\//.test(pathname)) return 'public, max-age=31536000, immutable'
  if (/^\/[^/]+[-.][0-9a-f]{12,20}\.(js|css)(\.map)?$/.test(pathname))
    return 'public, max-age=31536000, immutable'
  if (/(^|\/)(sw|partytown-sw)\.js$/.test(pathname)) return 'no-store'
  return 'public, max-age=0, must-revalidate'
}

function matcher(matchPath: string): RegExp {
  const pattern = matchPath
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${pattern}/?$`)
}

/** The visitor's address: the connecting one, or the last one a trusted proxy added. */
function clientAddress(request: http.IncomingMessage, trusted: Set<string>): string | undefined {
  let address = request.socket.remoteAddress?.replace(/^::ffff:/, '')
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  while (address && trusted.has(address) && forwarded.length) address = forwarded.pop()
  return address
}

function acceptsHtml(request: http.IncomingMessage): boolean {
  const accept = request.headers.accept
  return !accept || /text\/html|\*\/\*/.test(accept)
}

export function createSiteServer(options: SiteServerOptions): http.Server {
  const root = path.resolve(options.root)
  const trusted = new Set(options.trustedProxies ?? [])
  const matchPaths = (options.matchPaths ?? []).map((entry) => ({
    file: path.join(root, entry.path, 'index.html'),
    pattern: matcher(entry.matchPath),
  }))
  // dev: every request looks at the disk, so a rebuild (the owner's tool) shows at once.
  const serving = {
    dev: true,
    etag: true,
    dotfiles: true,
    // sirv says text/xml without a charset; the feeds' readers (Heureka, Zboží.cz, Google) and the
    // site map are UTF-8, said in the header as nginx says it (deploy/nginx/print-shop-site.conf).
    setHeaders: (response: http.ServerResponse, pathname: string) => {
      if (pathname.endsWith('.xml')) response.setHeader('Content-Type', XML_CONTENT_TYPE)
    },
  }
  const files = sirv(root, serving)
  // Scripts and styles named by their content, with the build's ready-made encodings beside them
  // (src/node/precompress.ts): sent as they are, as deploy/nginx's brotli_static and gzip_static
  // do, and the middleware below leaves them alone. Pages go by `files`, whose Vary this would
  // replace with Accept-Encoding alone.
  const assets = sirv(root, { ...serving, brotli: true, gzip: true })
  const compress = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  })

  const isFile = (file: string) =>
    file.startsWith(root) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()
  /** The page's HTML at `pathname` (no trailing slash), a built page or a match path's. */
  const pageFile = (pathname: string): string | undefined => {
    const built = path.join(root, pathname, 'index.html')
    if (isFile(built)) return built
    return matchPaths.find(({ pattern }) => pattern.test(pathname))?.file
  }

  const sendHtml = (response: http.ServerResponse, status: number, file: string) => {
    response.statusCode = status
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    fs.createReadStream(file).pipe(response)
  }

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    // As `gatsby serve` answered: any origin may read the site's files.
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader(
      'Access-Control-Allow-Headers',
      'Origin, X-Requested-With, Content-Type, Accept',
    )
    // The target as a path on this site: `//` alone is no address relative to a base, and a
    // request for it must not end the server.
    const url = new URL(`http://site${request.url?.startsWith('/') ? request.url : '/'}`)
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      pathname = url.pathname
    }
    const readsPage = ['GET', 'HEAD'].includes(request.method ?? '') && acceptsHtml(request)
    // Two slashes would make the Location another site's address.
    const local = !pathname.startsWith('//')

    // /kontakt/ -> /kontakt (gatsby-config.ts: trailingSlash 'never').
    if (readsPage && local && pathname.length > 1 && pathname.endsWith('/')) {
      const bare = pathname.replace(/\/+$/, '')
      if (bare && pageFile(bare)) {
        response.writeHead(301, { Location: `${url.pathname.replace(/\/+$/, '')}${url.search}` })
        return response.end()
      }
    }

    if (readsPage && local && !PREFIXED.test(pathname) && !NOT_A_PAGE.test(pathname)) {
      const page = pathname === '/' ? '' : pathname.replace(/\/+$/, '')
      if (pageFile(page || '/')) {
        // The answer (this page or a redirect) depends on these: no cache may give it to another.
        response.setHeader('Vary', 'Cookie, Accept-Language')
        const language = czechPageRedirect({
          cookie: request.headers.cookie,
          userAgent: request.headers['user-agent'],
          country: options.countries.countryOf(clientAddress(request, trusted)),
          acceptLanguage: request.headers['accept-language'],
        })
        if (language && pageFile(`/${language}${page}`)) {
          response.writeHead(302, {
            Location: `/${language}${url.pathname === '/' ? '' : url.pathname}${url.search}`,
            'Cache-Control': 'no-store',
            // Remembered, so that the page it lands on does not work it out again.
            'Set-Cookie': languageCookie(language),
          })
          return response.end()
        }
      }
    }

    response.setHeader('Cache-Control', cacheControl(pathname))
    ;(IMMUTABLE_ASSET.test(pathname.slice(1)) ? assets : files)(request, response, () => {
      const match = readsPage && matchPaths.find(({ pattern }) => pattern.test(pathname))
      if (match && isFile(match.file)) return sendHtml(response, 200, match.file)
      const notFound = path.join(root, '404.html')
      if (readsPage && isFile(notFound)) return sendHtml(response, 404, notFound)
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Not found')
    })
  }

  return http.createServer((request, response) =>
    compress(request, response, () => handle(request, response)),
  )
}

/** Gatsby's match paths of the last build, or none. */
export function readMatchPaths(projectDir: string): MatchPath[] {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(projectDir, '.cache', 'match-paths.json'), 'utf8'),
    ) as MatchPath[]
  } catch {
    return []
  }
}
