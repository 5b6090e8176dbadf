import type { FastifyPluginAsync } from 'fastify'
import { loadPriceList } from '../../pricing/price-list.js'
import { layoutAndPaperResources } from '../../catalogue/layouts.js'
import { notFound } from '../../lib/http-error.js'
import { document, Included } from '../../lib/jsonapi.js'
import { currencyFor } from '../../lib/localized.js'
import { signedInOnly } from '../../plugins/session.js'
import { catalogueFromPrice } from '../../pricing/catalogue-from-price.js'
import { uploadResource } from '../../uploads/resources.js'
import { findUpload } from '../../uploads/rows.js'
import { isUploadId } from '../../uploads/store.js'
import { uploadResponse } from '@print-shop/shop-domain/responses/uploads'

/**
 * GET /uploads/{id}: one of the shopper's photos with what it can be printed as, included exactly
 * as GET /images/{id} includes them (the storefront's configurator reads both the same way), and
 * its "from" price: a photo prints in every layout, as a catalogue picture does.
 */
const route: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/:id',
    { schema: { response: uploadResponse }, onRequest: signedInOnly },
    async (request, reply) => {
      const { id } = request.params
      const row = isUploadId(id) ? await findUpload(app.db, id, request.userId) : null
      if (!row) throw notFound()
      const [printing, priceList] = await Promise.all([
        layoutAndPaperResources(app.db, request.locale),
        loadPriceList(app.db),
      ])
      const currency = currencyFor(request.locale)
      const fromPrice = catalogueFromPrice(priceList)
      reply.header('Cache-Control', 'private, no-store')
      return document(
        uploadResource(app.config, row, { from_price: fromPrice?.[currency] ?? null, currency }),
        { included: new Included().add(...printing.layouts, ...printing.papers) },
      )
    },
  )
}

export default route
