import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-error.js'
import { safeError } from '../lib/logging.js'
import { translator } from '../lib/messages.js'

/** Fastify's own client errors, mapped to the shop's messages. */
const frameworkErrors: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'errors.malformed_json' },
}

function send(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  // Errors raised before the language hook ran (a malformed request line) answer in English.
  const t = request.t ?? translator('en')
  const message = t(error.messageKey, error.vars)
  if (!error.fields) return reply.status(error.statusCode).send({ message })
  const errors = Object.fromEntries(
    Object.entries(error.fields).map(([field, { key, vars }]) => [field, [t(key, vars)]]),
  )
  return reply.status(error.statusCode).send({ message, errors })
}

/**
 * Every error leaves as `{ message }` or `{ message, errors: { field: [message] } }` in the request's
 * language. Anything unexpected is logged and becomes a plain 500 without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) return send(request, reply, error)
      const known = error.code ? frameworkErrors[error.code] : undefined
      if (known) return send(request, reply, new HttpError(known.status, known.key))
      if (error.validation) return send(request, reply, new HttpError(422, 'errors.validation'))
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ message: error.message })
      }
      // Class, code and a safe message: a database error's parameters may be tokens or hashes.
      request.log.error({ err: safeError(error) }, 'unexpected error')
      return send(request, reply, new HttpError(500, 'errors.server'))
    })
    app.setNotFoundHandler((request, reply) =>
      send(request, reply, new HttpError(404, 'errors.not_found')),
    )
  },
  { name: 'errors', dependencies: ['language'] },
)
