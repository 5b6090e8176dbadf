import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PacketaError } from '../../delivery/packeta/client.js'
import { PointFeedError } from '../../delivery/packeta/point-feed.js'
import { importPacketaPoints } from '../../delivery/point-import.js'
import { HttpError } from '../../lib/http-error.js'
import { requestShipment, shipmentLabel, shipmentsToRetry } from '../../orders/shipments.js'
import { ownerResponse } from '@print-shop/shop-domain/responses/owner'

const numberParams = Type.Object({ number: Type.String({ pattern: '^[0-9]{1,20}$' }) })
const dryRunQuery = Type.Object({ dry_run: Type.Optional(Type.Boolean()) })

/**
 * /owner/packeta: Packeta's pickup points imported into the directory (by the owner's tool and its
 * daily scheduled run), and the packets of orders to Packeta points: create or retry one, list what
 * failed, print a label.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /owner/packeta/points/import: downloads the feeds with PACKETA_API_KEY and imports them in
   * one transaction. Without a key it answers so (`imported: false`) and changes nothing; a feed
   * that cannot be downloaded (502) or read (422) changes nothing either.
   */
  app.post(
    '/points/import',
    { schema: { response: ownerResponse, querystring: dryRunQuery } },
    async (request) => {
      if (!app.config.packeta.apiKey) return { data: { imported: false, reason: 'no_api_key' } }
      try {
        const result = await importPacketaPoints(
          app.db,
          app.config.packeta,
          request.query.dry_run === true,
        )
        return { data: { imported: true, ...result } }
      } catch (error) {
        if (error instanceof PacketaError)
          throw new HttpError(502, 'owner.packeta.feed_failed', undefined, {
            detail: error.message,
          })
        if (error instanceof PointFeedError)
          throw new HttpError(422, `owner.packeta.feed_${error.problem}`, undefined, {
            feed: '',
            ...error.vars,
          })
        throw error
      }
    },
  )

  /** GET /owner/packeta/shipments: orders whose packet failed or was left unfinished, to retry. */
  app.get('/shipments', { schema: { response: ownerResponse } }, async () => {
    const shipments = await shipmentsToRetry(app.db)
    return { data: shipments, meta: { total: shipments.length } }
  })

  /**
   * POST /owner/packeta/shipments/{number}: creates the order's packet, or retries a failed one
   * (see orders/shipments.ts for the 404 and 409 refusals); Packeta's failure answers 200 with the
   * shipment `failed` and why.
   */
  app.post(
    '/shipments/:number',
    { schema: { response: ownerResponse, params: numberParams, querystring: dryRunQuery } },
    async (request) => ({
      data: await requestShipment(app, request.params.number, request.query.dry_run === true),
    }),
  )

  /** GET /owner/packeta/shipments/{number}/label: the packet's label, a PDF in base64. */
  app.get(
    '/shipments/:number/label',
    { schema: { response: ownerResponse, params: numberParams } },
    async (request) => {
      const pdf = await shipmentLabel(app, request.params.number)
      return { data: { number: request.params.number, pdf: pdf.toString('base64') } }
    },
  )
}

export default routes
