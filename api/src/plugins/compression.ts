import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify'
import fp from 'fastify-plugin'

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
const SMALLEST = 1024

/** Text worth compressing: JSON, XML, the API reference's pages and scripts. Pictures already are. */
const COMPRESSIBLE = /^(application\/([\w.+-]*json|javascript|xml)|text\/)/

export type Encoding = 'br' | 'gzip'

/**
 * The encoding an Accept-Encoding header allows that compresses best: brotli, else gzip, else none
 * (an absent header, `identity`, or both refused by `q=0`, `*` counting for what it does not name).
 */
export function chosenEncoding(accepted: string | undefined): Encoding | null {
  if (!accepted) return null
  const weights = new Map<string, number>()
  for (const part of accepted.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

/** On the fly: brotli at quality 5 (11, its default, takes a hundred times longer), gzip at 6. */
const compress = (body: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 })

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('Vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** The last step of every answer: its text compressed as the client accepts, once all else is done. */
const compressAnswer: onSendHookHandler<unknown> = async (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => {
  // A stream (a picture, a file) goes as it is; so does an answer already encoded.
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
  if (reply.hasHeader('Content-Encoding')) return payload
  if (!COMPRESSIBLE.test(String(reply.getHeader('Content-Type') ?? ''))) return payload
  addVary(reply)
  const encoding = chosenEncoding(request.headers['accept-encoding'])
  if (!encoding || Buffer.byteLength(payload) < SMALLEST) return payload
  reply.header('Content-Encoding', encoding)
  reply.removeHeader('Content-Length')
  return compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding)
}

/**
 * Compresses the API's text answers (API_COMPRESSION, on by default): a browser asking the API on
 * its own origin (`npm start`, a CDN passing answers through) waits for fewer bytes; the search
 * page's first results, 8 KB of JSON, are 2 KB. Behind nginx, which compresses in its own
 * processes, it is off. Added to every route as its last `onSend` step (route hooks run after the
 * app's), so it compresses what the catalogue cache has tagged and kept, not the other way round.
 */
export default fp(
  async (app) => {
    if (!app.config.compression) return
    app.addHook('onRoute', (route) => {
      const steps = route.onSend ?? []
      route.onSend = [...(Array.isArray(steps) ? steps : [steps]), compressAnswer]
    })
  },
  { name: 'compression' },
)
