import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { eq } from 'drizzle-orm'
import { catalogueState } from '../db/schema.js'

/** The channel the catalogue's triggers NOTIFY on (migration 0011). */
export const CATALOGUE_CHANNEL = 'catalogue_changed'
/** Read the version this often anyway, should a notification be lost (a dropped connection). */
const POLL_MS = 5_000
/**
 * What a kept answer costs besides its texts, in bytes: an allowance on the safe side for its slot
 * in the map, the entry object and the three strings' headers.
 */
const ENTRY_OVERHEAD = 160

/** At most this many answers, and bytes by `sizeOf`; the least recently used go first. */
export interface CacheLimits {
  maxEntries: number
  maxBytes: number
}

interface Entry {
  body: string
  etag: string
  size: number
}

/**
 * The bytes a kept answer holds, key included: V8 keeps a text with any letter beyond Latin-1 (a
 * Czech answer always has some) at two bytes per character, so every text is counted so.
 */
const sizeOf = (key: string, body: string, etag: string) =>
  2 * (key.length + body.length + etag.length) + ENTRY_OVERHEAD

/**
 * What a route's answer depends on besides the language: the route, then its path parameters and
 * its known query parameters, each in the schema's order. Junk in the address is in no key.
 */
interface KeyLayout {
  route: string
  params: string[]
  query: string[]
}

function layoutOf(request: FastifyRequest): KeyLayout {
  const { url, schema } = request.routeOptions
  const names = (part: unknown) =>
    Object.keys((part as { properties?: object } | undefined)?.properties ?? {})
  return {
    route: `\u0000${url ?? ''}`,
    params: names(schema?.params),
    query: names(schema?.querystring),
  }
}

/**
 * The key of an answer: the language and the validated values (decoded, coerced, defaults filled)
 * of the layout's names, so that `?page=1&per_page=24`, `?per_page=24&page=1`, `?page=%31` and no
 * query at all share one entry. Values are separated by NUL, which no valid value holds (the
 * validation plugin refuses one); an absent value differs from an empty one.
 */
function keyOf(request: FastifyRequest, layout: KeyLayout): string {
  const params = request.params as Record<string, unknown>
  const query = request.query as Record<string, unknown>
  let key = request.locale + layout.route
  for (const name of layout.params) key += valueText(params[name])
  for (const name of layout.query) key += valueText(query[name])
  return key
}

const valueText = (value: unknown) => (value === undefined ? '\u0000' : `\u0000\u0001${value}`)

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache
  }
  interface FastifyRequest {
    /** The catalogue's version when this request began, if its answer may be kept; else null. */
    cacheVersion: number | null
    servedFromCache: boolean
  }
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`

function matches(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match']
  if (!given) return false
  return given === '*' || given.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)
}

/**
 * Answers to the public catalogue reads (categories, the picture list and search, a picture), kept
 * per language and known parameters while the catalogue's version stays the same: a repeat costs no
 * query. At most `maxEntries` answers and `maxBytes` (keys included) are kept.
 * Every answer carries an ETag of its body (the same in every process) and `no-cache`, so a browser,
 * nginx or a CDN may keep it and asks again with If-None-Match (304). Answers to a signed-in shopper
 * (`is_favorite` is theirs) are `private` and never kept. The version comes from the database:
 * NOTIFY from its triggers, a poll every few seconds, and a fresh read after each owner's change.
 */
export class CatalogueCache {
  private version: number | null = null
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly limits: CacheLimits,
  ) {}

  /** Answers kept and the bytes they hold by `sizeOf`. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  /** Reads the version; a new one empties the cache. Unreadable: nothing is kept until it is. */
  async refresh(): Promise<void> {
    let next: number | null = null
    try {
      next = await this.readVersion()
    } finally {
      this.changed(next)
    }
  }

  /**
   * The version a notification or a read named (null: unknown); a newer one empties the cache. The
   * version only rises: a read that started before a change and ends after its notice is ignored.
   */
  changed(version: number | null): void {
    if (version === this.version) return
    if (version !== null && this.version !== null && version < this.version) return
    this.version = version
    this.entries.clear()
    this.bytes = 0
  }

  private take(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  private keep(key: string, body: string, etag: string): void {
    const { maxEntries, maxBytes } = this.limits
    const size = sizeOf(key, body, etag)
    if (size > maxBytes || maxEntries < 1) return
    const earlier = this.entries.get(key)
    if (earlier) {
      this.entries.delete(key)
      this.bytes -= earlier.size
    }
    for (const [oldest, kept] of this.entries) {
      if (this.entries.size < maxEntries && this.bytes + size <= maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= kept.size
    }
    this.entries.set(key, { body, etag, size })
    this.bytes += size
  }

  /**
   * One route's hooks: call it once per route, as the key's layout is taken from the first
   * request's route. `onHit` runs for a kept answer in the handler's stead for what the handler
   * would have done besides answering (a picture's view remembered for the visitor's session).
   */
  hooks(onHit?: (request: FastifyRequest) => Promise<void>) {
    let layout: KeyLayout | undefined
    const key = (request: FastifyRequest) => keyOf(request, (layout ??= layoutOf(request)))
    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.session?.userId) {
        reply.header('Cache-Control', 'private, no-cache')
        return
      }
      reply.header('Cache-Control', 'public, no-cache')
      request.cacheVersion = this.version
      if (this.version === null) return
      const entry = this.take(key(request))
      if (!entry) return
      request.servedFromCache = true
      await onHit?.(request)
      reply.header('ETag', entry.etag)
      if (matches(request, entry.etag)) return reply.code(304).send()
      return reply.type('application/json; charset=utf-8').send(entry.body)
    }
    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.servedFromCache) return payload
      // A refusal or an error (an unknown picture, a bad filter) is kept nowhere.
      if (reply.statusCode !== 200) {
        reply.header('Cache-Control', 'no-store')
        return payload
      }
      if (typeof payload !== 'string') return payload
      const etag = etagOf(payload)
      reply.header('ETag', etag)
      // Kept only if the catalogue did not change while it was being read.
      if (request.cacheVersion !== null && request.cacheVersion === this.version)
        this.keep(key(request), payload, etag)
      if (!matches(request, etag)) return payload
      reply.code(304)
      return ''
    }
    return { preHandler, onSend }
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('cacheVersion', null)
    app.decorateRequest('servedFromCache', false)
    const cache = new CatalogueCache(async () => {
      const [row] = await app.db
        .select({ version: catalogueState.version })
        .from(catalogueState)
        .where(eq(catalogueState.id, 1))
      if (!row) throw new Error('catalogue_state has no row: is the database migrated?')
      return row.version
    }, app.config.catalogueCache)
    app.decorate('catalogueCache', cache)
    const refresh = () =>
      cache
        .refresh()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'the catalogue version could not be read'),
        )
    const unlisten = await app.database.listen(
      CATALOGUE_CHANNEL,
      (payload) => cache.changed(Number.isSafeInteger(Number(payload)) ? Number(payload) : null),
      refresh,
    )
    await refresh()
    const timer = setInterval(refresh, POLL_MS)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      // The database may be closed already (server.ts closes it in its own onClose): listening
      // ended with it.
      await unlisten().catch(() => {})
    })
  },
  { name: 'catalogue-cache', dependencies: ['database', 'language', 'session'] },
)
