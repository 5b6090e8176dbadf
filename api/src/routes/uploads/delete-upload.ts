import type { FastifyPluginAsync } from 'fastify'
import { signedInOnly } from '../../plugins/session.js'
import type { UploadStore } from '../../uploads/store.js'
import { deleteOwnUpload } from './deletion.js'
import { uploadRemovedResponse } from '@print-shop/shop-domain/responses/uploads'

/** DELETE /uploads/{id}: 204 and the photo and its previews are gone; 409 once ordered. */
const route: FastifyPluginAsync<{ store: UploadStore }> = async (app, { store }) => {
  app.delete<{ Params: { id: string } }>(
    '/:id',
    { schema: { response: uploadRemovedResponse }, onRequest: signedInOnly },
    async (request, reply) => {
      await deleteOwnUpload(app, store, request.params.id, request.userId)
      return reply.status(204).send()
    },
  )
}

export default route
