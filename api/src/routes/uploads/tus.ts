import { Readable } from 'node:stream'
import type { Server } from '@tus/server'
import type { FastifyCorsOptions } from '@fastify/cors'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, notFound } from '../../lib/http-error.js'
import { signedInOnly } from '../../plugins/session.js'
import { BUSY_SECONDS, passages, type Passage } from '../../uploads/receiver.js'
import { megabytes, ownUpload } from '../../uploads/rows.js'
import { isUploadId, type UploadStore } from '../../uploads/store.js'
import { deleteOwnUpload } from './deletion.js'
import {
  tusCreatedResponse,
  tusNoContentResponse,
  tusOffsetResponse,
} from '@print-shop/shop-domain/responses/uploads'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own CORS headers, merged over the app's (@fastify/cors reads it). */
    cors?: Pick<FastifyCorsOptions, 'allowedHeaders' | 'exposedHeaders'>
  }
}

const TUS_VERSION = '1.0.0'

/** The tus headers a browser on the storefront's origin sends and reads, besides the API's own. */
const TUS_CORS = {
  allowedHeaders: [
    'Content-Type',
    'Accept',
    'Accept-Language',
    'X-XSRF-TOKEN',
    'X-Requested-With',
    'Tus-Resumable',
    'Upload-Length',
    'Upload-Offset',
    'Upload-Metadata',
  ],
  exposedHeaders: [
    'Content-Language',
    'Retry-After',
    'Location',
    'Tus-Resumable',
    'Tus-Version',
    'Tus-Extension',
    'Tus-Max-Size',
    'Upload-Offset',
    'Upload-Length',
    'Upload-Metadata',
  ],
}

/** Headers of tus' answer the route passes on; CORS is the app's, the length Fastify's. */
const SKIPPED = /^(access-control-|content-length$|connection$)/

/** The request as the Web Request tus reads; its body is the raw request, streamed, never buffered. */
function webRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  const streamed = request.method === 'PATCH' || request.method === 'POST'
  return new Request(`${publicUrl}${request.url}`, {
    method: request.method,
    headers,
    body: streamed ? (Readable.toWeb(request.raw) as ReadableStream) : null,
    // Node's fetch needs `duplex` for a streamed body.
    duplex: 'half',
  })
}

/**
 * The tus protocol at /uploads/files. Fastify answers first what is the shop's to answer: 419 (the
 * session plugin), 401, 429 per address, 413 over UPLOAD_MAX_BYTES, 404 for an upload that is not
 * the shopper's; then tus reads the raw request and writes to the store. Deleting an upload
 * (termination) is the shop's own delete: its files, its row, 409 once ordered.
 */
const routes: FastifyPluginAsync<{ store: UploadStore; receiver: Server }> = async (
  app,
  { store, receiver },
) => {
  const settings = app.config.uploads
  // tus' chunks are read by tus from the raw request, never by Fastify (nor held against bodyLimit).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null, undefined),
  )

  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    const passage: Passage = { userId: request.userId, log: request.log }
    const web = webRequest(request, app.config.publicUrl)
    passages.set(web, passage)
    const answer = await receiver.handleWeb(web)
    reply.header('Tus-Resumable', TUS_VERSION)
    if (passage.error?.statusCode === 503) reply.header('Retry-After', String(BUSY_SECONDS))
    if (passage.error) throw passage.error
    for (const [name, value] of answer.headers) if (!SKIPPED.test(name)) reply.header(name, value)
    const body = await answer.text()
    return reply.status(answer.status).send(body || undefined)
  }

  async function ownedUpload(request: FastifyRequest<{ Params: { id: string } }>) {
    const { id } = request.params
    if (!isUploadId(id) || !(await ownUpload(app.db, id, request.userId))) throw notFound()
  }

  /** What this server takes (versions, extensions, largest size), in tus' headers. */
  async function answerOptions(request: FastifyRequest, reply: FastifyReply) {
    const answer = await receiver.handleWeb(webRequest(request, app.config.publicUrl))
    for (const [name, value] of answer.headers) if (!SKIPPED.test(name)) reply.header(name, value)
    return reply.status(answer.status).send()
  }

  const config = { cors: TUS_CORS }

  app.post(
    '/files',
    {
      schema: { response: tusCreatedResponse },
      onRequest: signedInOnly,
      config: { ...config, rateLimit: settings.perAddress },
      preHandler: async (request) => {
        const length = request.headers['upload-length']
        if (typeof length !== 'string' || !/^\d{1,15}$/.test(length))
          throw new HttpError(400, 'uploads.length_required', {
            file: { key: 'uploads.length_required' },
          })
        if (Number(length) > settings.maxBytes) {
          const vars = { size: megabytes(settings.maxBytes) }
          throw new HttpError(
            413,
            'uploads.too_large',
            { file: { key: 'uploads.too_large', vars } },
            vars,
          )
        }
      },
    },
    handOver,
  )

  app.route<{ Params: { id: string } }>({
    method: ['HEAD', 'PATCH'],
    url: '/files/:id',
    // HEAD answers the offset, PATCH takes a chunk.
    schema: { response: { ...tusOffsetResponse, ...tusNoContentResponse } },
    onRequest: signedInOnly,
    config,
    preHandler: ownedUpload,
    handler: handOver,
  })

  app.delete<{ Params: { id: string } }>(
    '/files/:id',
    { schema: { response: tusNoContentResponse }, onRequest: signedInOnly, config },
    async (request, reply) => {
      reply.header('Tus-Resumable', TUS_VERSION)
      await deleteOwnUpload(app, store, request.params.id, request.userId)
      return reply.status(204).send()
    },
  )

  // The CORS preflight is answered by @fastify/cors with the headers above; a plain OPTIONS by tus.
  for (const url of ['/files', '/files/:id'])
    app.options(url, { schema: { response: tusNoContentResponse }, config }, answerOptions)
}

export default routes
