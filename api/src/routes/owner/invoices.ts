import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { eq } from 'drizzle-orm'
import { inTransaction } from '../../db/dry-run.js'
import { orders } from '../../db/schema.js'
import { HttpError } from '../../lib/http-error.js'
import { monthArchive } from '../../invoices/export.js'
import { issueInvoice } from '../../invoices/issue.js'
import { documentNumbered, documentsIssued, listInvoices } from '../../invoices/owner-invoices.js'
import { invoicePdf } from '../../invoices/pdf.js'
import { missingRate } from '../../invoices/rates.js'
import { ownerResponse } from '@print-shop/shop-domain/responses/owner'

const month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' })
const orderNumber = Type.String({ pattern: '^[0-9]{1,20}$' })
const numberParams = Type.Object({
  number: Type.String({ pattern: '^[A-Za-z0-9/_-]{1,40}$' }),
})

/**
 * /owner/invoices: the tax documents (invoices and credit notes) as issued, one in full or as its
 * PDF, the accountant's month as one zip, and issuing an order's invoice by hand (one that waited
 * for the bank's rate). Files travel base64 in JSON, as the accounting export's CSV does.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET /owner/invoices?month=2026-11&order=2026000042: in the order they were numbered. */
  app.get(
    '/',
    {
      schema: {
        response: ownerResponse,
        querystring: Type.Object({
          month: Type.Optional(month),
          order: Type.Optional(orderNumber),
        }),
      },
    },
    async (request) => {
      const { invoices, waiting } = await listInvoices(app.db, {
        month: request.query.month,
        orderNumber: request.query.order,
      })
      return { data: invoices, meta: { waiting } }
    },
  )

  /** GET /owner/invoices/export?month=2026-11: every PDF and ISDOC of the month and its summary. */
  app.get(
    '/export',
    { schema: { response: ownerResponse, querystring: Type.Object({ month }) } },
    async (request) => {
      const documents = await documentsIssued(app.db, { month: request.query.month })
      const { zip, files } = await monthArchive(request.query.month, documents)
      return {
        data: {
          month: request.query.month,
          documents: documents.length,
          files,
          file_name: `doklady-${request.query.month}.zip`,
          content_base64: zip.toString('base64'),
        },
      }
    },
  )

  /** GET /owner/invoices/{number}: the document as issued. */
  app.get(
    '/:number',
    { schema: { response: ownerResponse, params: numberParams } },
    async (request) => ({
      data: await documentNumbered(app.db, request.params.number),
    }),
  )

  /** GET /owner/invoices/{number}/pdf: the document as the customer gets it. */
  app.get(
    '/:number/pdf',
    { schema: { response: ownerResponse, params: numberParams } },
    async (request) => {
      const document = await documentNumbered(app.db, request.params.number)
      return {
        data: {
          file_name: `${document.number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`,
          content_base64: (await invoicePdf(document)).toString('base64'),
        },
      }
    },
  )

  /**
   * POST /owner/invoices {order_number}: issues a paid order's invoice now (normally issued when
   * the payment arrives). 404 unknown order, 409 not paid, or its day's bank rate not imported.
   */
  app.post(
    '/',
    {
      schema: {
        response: ownerResponse,
        querystring: Type.Object({ dry_run: Type.Optional(Type.Boolean()) }),
        body: Type.Object({ order_number: orderNumber }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const number = request.body.order_number
      const result = await inTransaction(app.db, request.query.dry_run === true, async (tx) => {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.number, number))
        if (!order) throw new HttpError(404, 'owner.orders.not_found', undefined, { number })
        const issued = await issueInvoice(tx, app.config, order.id)
        if (issued.status === 'unpaid')
          throw new HttpError(409, 'owner.invoices.not_paid', undefined, { number })
        if (issued.status === 'waiting') throw missingRate(issued.currency, issued.day)
        return issued
      })
      return {
        data: {
          order_number: number,
          number: result.number,
          issued: result.status === 'issued',
          dry_run: request.query.dry_run === true,
        },
      }
    },
  )
}

export default routes
