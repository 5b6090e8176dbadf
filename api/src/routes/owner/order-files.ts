import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  originalFile,
  printFile,
  productionItem,
  productionItems,
  productionManifest,
} from '../../orders/production-files.js'
import {
  ownerOriginalResponse,
  ownerPrintResponse,
  ownerResponse,
} from '@print-shop/shop-domain/responses/owner'

const numberParams = Type.Object({ number: Type.String({ pattern: '^[0-9]{1,20}$' }) })
const fileParams = Type.Object({
  number: Type.String({ pattern: '^[0-9]{1,20}$' }),
  position: Type.Integer({ minimum: 1, maximum: 1000 }),
})

/**
 * /owner/orders/{number}/files: an order's production files for `npm run shop -- orders files`.
 * The list says what each item needs; each file is then fetched on its own and streamed, never held
 * whole in memory (an original may be 100 MB, a canvas's print-ready file as large).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET …/files: per item its print (layout, paper, size, edge, crop, quantity) and file names. */
  app.get(
    '/:number/files',
    { schema: { response: ownerResponse, params: numberParams } },
    async (request) => {
      const { order, items } = await productionItems(app.db, request.params.number)
      return { data: productionManifest(app.config, order, items) }
    },
  )

  /** GET …/files/{position}/original: the original as it was received, byte for byte. */
  app.get(
    '/:number/files/:position/original',
    { schema: { response: ownerOriginalResponse, params: fileParams } },
    async (request, reply) => {
      const entry = await productionItem(app.db, request.params.number, request.params.position)
      const { stream, contentType, length } = await originalFile(app.config, entry.source)
      return reply
        .type(contentType)
        .header('content-length', length)
        .header('cache-control', 'private, no-store')
        .send(stream)
    },
  )

  /** GET …/files/{position}/print: the print-ready JPEG (orders/production-files.ts). */
  app.get(
    '/:number/files/:position/print',
    { schema: { response: ownerPrintResponse, params: fileParams } },
    async (request, reply) => {
      const entry = await productionItem(app.db, request.params.number, request.params.position)
      const { stream, done } = await printFile(app.config, entry)
      reply.raw.once('close', () => {
        done().catch((error: unknown) => request.log.warn({ err: error }, 'temporary copy left'))
      })
      return reply.type('image/jpeg').header('cache-control', 'private, no-store').send(stream)
    },
  )
}

export default routes
