import type { FastifyPluginAsync } from 'fastify'
import { document } from '../../lib/jsonapi.js'
import { signedInOnly } from '../../plugins/session.js'
import { uploadResource } from '../../uploads/resources.js'
import { readyUploads } from '../../uploads/rows.js'
import { uploadsResponse } from '@print-shop/shop-domain/responses/uploads'

/**
 * GET /uploads: the shopper's checked photos, newest first, and how many days a photo not ordered
 * is kept (`meta.keep_days`, said on the page). Unfinished and refused uploads are never listed.
 */
const route: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    { schema: { response: uploadsResponse }, onRequest: signedInOnly },
    async (request, reply) => {
      const rows = await readyUploads(app.db, request.userId)
      reply.header('Cache-Control', 'private, no-store')
      return document(
        rows.map((row) => uploadResource(app.config, row)),
        { meta: { keep_days: app.config.uploads.keepDays } },
      )
    },
  )
}

export default route
