import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { openBasketForChange } from '../../basket/basket.js'
import { baskets, deliveryMethods, type PickupPointSnapshot } from '../../db/schema.js'
import { checkPickupPoint } from '../../delivery/pickup-points.js'
import { needsPickupPoint } from '../../delivery/methods.js'
import { EU_COUNTRIES } from '../../lib/countries.js'
import { invalid } from '../../lib/http-error.js'
import { LOCALES } from '../../lib/localized.js'
import { lineField, noteField } from '../../lib/plain-text.js'
import { tidyBody } from '../auth/tidy-body.js'
import { currentBasketDocument } from './respond.js'
import { basketParams, type BasketParams } from './schemas.js'

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'gopay'] as const

const line = lineField(255)
/**
 * A pickup point by its id in the carrier's directory (GET /pickup_points, or the carrier's widget).
 * A client may send the name and address the widget showed, but the basket keeps the directory's.
 */
const pickupPoint = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' },
    name: line,
    street: line,
    city: line,
    zip: lineField(20),
    country: { type: 'string', enum: [...EU_COUNTRIES] },
  },
} as const

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    delivery_method_id: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
    payment_method: { type: ['string', 'null'], enum: [...PAYMENT_METHODS, null] },
    pickup_point: pickupPoint,
    note: noteField(1000),
    locale: { type: 'string', enum: [...LOCALES] },
  },
} as const

interface Body {
  delivery_method_id?: number | null
  payment_method?: (typeof PAYMENT_METHODS)[number] | null
  pickup_point?: {
    id: string
    name?: string
    street?: string
    city?: string
    zip?: string
    country?: string
  } | null
  note?: string | null
  locale?: (typeof LOCALES)[number]
}

/**
 * PATCH /baskets/{uuid}: delivery method, payment method, pickup point, note and language (which
 * sets the currency). Changing to a method without pickup points forgets the chosen point.
 */
export default async function updateBasket(app: FastifyInstance) {
  app.patch<{ Params: BasketParams; Body: Body }>(
    '/:uuid',
    {
      schema: { params: basketParams, body },
      preValidation: tidyBody({ nullable: ['note'] }),
    },
    async (request) => {
      const changes = request.body
      const online = changes.payment_method === 'card' || changes.payment_method === 'gopay'
      if (online && !app.config.payments.gateway)
        throw invalid('payment_method', 'basket.payment_unavailable')
      const basket = await app.db.transaction(async (tx) => {
        const basket = await openBasketForChange(tx, request, request.params.uuid)
        const methodId =
          changes.delivery_method_id === undefined
            ? basket.deliveryMethodId
            : changes.delivery_method_id
        const [method] =
          methodId === null
            ? []
            : await tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, methodId))
        if (methodId !== null && (!method || !method.active))
          throw invalid('delivery_method_id', 'validation.invalid_value')

        let point: PickupPointSnapshot | null | undefined =
          changes.pickup_point === null ? null : undefined
        if (changes.pickup_point) {
          if (!method || !needsPickupPoint(method))
            throw invalid('pickup_point', 'basket.pickup_point_not_needed')
          const checked = await checkPickupPoint(tx, method, changes.pickup_point.id)
          if ('problem' in checked) throw invalid('pickup_point', checked.problem)
          point = checked.point
        }
        // A point of another carrier (or none needed) does not survive a change of method.
        const keepPoint =
          method && needsPickupPoint(method) && basket.pickupPoint?.carrier === method.carrier
        const [updated] = await tx
          .update(baskets)
          .set({
            deliveryMethodId: methodId,
            pickupPoint: point !== undefined ? point : keepPoint ? basket.pickupPoint : null,
            ...(changes.payment_method !== undefined && { paymentMethod: changes.payment_method }),
            ...(changes.note !== undefined && { note: changes.note }),
            ...(changes.locale !== undefined && { locale: changes.locale }),
            updatedAt: new Date(),
          })
          .where(eq(baskets.id, basket.id))
          .returning()
        return updated!
      })
      return currentBasketDocument(request, basket)
    },
  )
}
