import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { sendTaxDocumentMails } from '../../orders/tax-document-mails.js'
import { MAX_QUANTITY } from '@print-shop/shop-domain/basket-items'
import {
  listWithdrawals,
  recordWithdrawal,
  recordReturn,
  refundWithdrawal,
  WITHDRAWAL_STATUSES,
} from '../../orders/owner-withdrawals.js'
import { ownerCreatedResponse, ownerResponse } from '@print-shop/shop-domain/responses/owner'

const idParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
const dryRunQuery = Type.Object({ dry_run: Type.Optional(Type.Boolean()) })

/**
 * /owner/withdrawals: the consumers' withdrawals, recording the prints' return, and the refund
 * through the payment's gateway or by bank transfer with its credit note.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET /owner/withdrawals?status=requested,returned: newest first. */
  app.get(
    '/',
    {
      schema: {
        response: ownerResponse,
        querystring: Type.Object({
          status: Type.Optional(
            Type.String({
              pattern: `^(${WITHDRAWAL_STATUSES.join('|')})(,(${WITHDRAWAL_STATUSES.join('|')}))*$`,
            }),
          ),
        }),
      },
    },
    async (request) => {
      const statuses = (request.query.status?.split(',') ??
        []) as (typeof WITHDRAWAL_STATUSES)[number][]
      return { data: await listWithdrawals(app.db, statuses) }
    },
  )

  /**
   * POST /owner/withdrawals {order_number, items: [{line, quantity}], sent_on?}: a withdrawal the
   * customer sent by e-mail or letter, recorded with the button's checks and acknowledged by mail.
   */
  app.post(
    '/',
    {
      schema: {
        response: ownerCreatedResponse,
        querystring: dryRunQuery,
        body: Type.Object({
          order_number: Type.String({ pattern: '^[0-9]{1,20}$' }),
          items: Type.Array(
            Type.Object({
              line: Type.Integer({ minimum: 1, maximum: 1000 }),
              quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }),
            }),
            { minItems: 1, maxItems: 50 },
          ),
          sent_on: Type.Optional(Type.String({ format: 'date' })),
        }),
      },
    },
    async (request, reply) => {
      const { order_number: number, items, sent_on: sentOn } = request.body
      const recorded = await recordWithdrawal(app, number, items, {
        sentOn,
        locale: request.locale,
        dryRun: request.query.dry_run === true,
      })
      return reply.status(201).send({ data: recorded })
    },
  )

  /** POST /owner/withdrawals/{id}/returned: the prints came back. */
  app.post(
    '/:id/returned',
    { schema: { response: ownerResponse, params: idParams, querystring: dryRunQuery } },
    async (request) => ({
      data: await recordReturn(app, request.params.id, { dryRun: request.query.dry_run === true }),
    }),
  )

  /**
   * POST /owner/withdrawals/{id}/refund {method: gateway|bank}: the money back and the credit note,
   * which is then mailed to the customer.
   */
  app.post(
    '/:id/refund',
    {
      schema: {
        response: ownerResponse,
        params: idParams,
        querystring: dryRunQuery,
        body: Type.Object({ method: Type.Union([Type.Literal('gateway'), Type.Literal('bank')]) }),
      },
    },
    async (request) => {
      const dryRun = request.query.dry_run === true
      const refunded = await refundWithdrawal(app, request.params.id, request.body.method, {
        dryRun,
      })
      // The credit note goes to the customer once committed; the refund stands if the mail fails.
      if (!dryRun && refunded.credit_note)
        await sendTaxDocumentMails(app, [refunded.credit_note]).catch((error: unknown) => {
          request.log.error({ err: error, withdrawalId: refunded.id }, 'credit note mail not sent')
        })
      return { data: refunded }
    },
  )
}

export default routes
