import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { changeBasket } from '../../basket/changes.js'
import { basketChangesBody } from '@print-shop/shop-domain/requests/basket'
import { basketParams } from '../../basket/schemas.js'
import { invalid } from '../../lib/http-error.js'
import { offersPaymentMethod } from '../../payments/index.js'
import { tidyBody } from '../auth/tidy-body.js'
import { currentBasketDocument } from './respond.js'
import { basketResponse } from '@print-shop/shop-domain/responses/basket'

/**
 * PATCH /baskets/{uuid}: delivery method, payment method, pickup point, note and language (which
 * sets the currency). Changing to a method without pickup points forgets the chosen point.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:uuid',
    {
      schema: { params: basketParams, body: basketChangesBody, response: basketResponse },
      preValidation: tidyBody({ nullable: ['note'] }),
    },
    async (request) => {
      const changes = request.body
      const method = changes.payment_method
      if (method && !offersPaymentMethod(app.config, method))
        throw invalid('payment_method', 'basket.payment_unavailable')
      const basket = await changeBasket(app.db, request, request.params.uuid, changes)
      return currentBasketDocument(request, basket)
    },
  )
}

export default route
