import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-error.js'

/**
 * No call of the shop takes a body nested more than a few levels; 32 leaves room and stops the
 * 30,000-deep documents that overflow the stack of the recursive validators behind the parser.
 */
export const MAX_JSON_DEPTH = 32

const OPEN_OBJECT = 0x7b // {
const OPEN_ARRAY = 0x5b // [
const CLOSE_OBJECT = 0x7d // }
const CLOSE_ARRAY = 0x5d // ]
const QUOTE = 0x22 // "
const BACKSLASH = 0x5c // \

/**
 * Whether a JSON text opens more than `limit` objects or arrays inside each other, found in one
 * pass over the text without parsing it. Brackets inside strings do not count. A malformed text
 * gets an answer too; the parser that follows rejects it.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limit) return true
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--
  }
  return false
}

/**
 * Fastify's own JSON parser (size limit, `__proto__` and `constructor` poisoning refused, malformed
 * text a 400) behind a depth check: a body nested too deep is a 400 with a message, never a 500.
 */
export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
        done(
          new HttpError(400, 'errors.json_too_deep', undefined, { limit: MAX_JSON_DEPTH }),
          undefined,
        )
        return
      }
      parse(request, body as string, done)
    })
  },
  { name: 'json-body' },
)
