import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { rowId } from '@print-shop/shop-domain/schema'
import type { InvoiceDocument } from '../../../invoices/document.js'
import { invoiceIsdoc } from '../../../invoices/isdoc.js'
import { documentFileName } from '../../../invoices/mail.js'
import { orderDocument } from '../../../invoices/order-documents.js'
import { invoicePdf } from '../../../invoices/pdf.js'
import { notFound } from '../../../lib/http-error.js'
import { ownOrder } from '../../../orders/own-orders.js'
import { taxDocumentFileResponse } from '@print-shop/shop-domain/responses/orders'

const FILE = /^(.+)\.(pdf|isdoc)$/

/**
 * GET /me/orders/{id}/invoices/{number}.pdf or .isdoc: a tax document of the user's own order,
 * rendered from the document as issued. Anyone else's order, an unknown number or another file
 * type: 404, like an order that does not exist.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/invoices/:file',
    {
      schema: {
        params: Type.Object({ id: rowId(), file: Type.String({ maxLength: 100 }) }),
        response: taxDocumentFileResponse,
      },
    },
    async (request, reply) => {
      const [, number = '', type] = FILE.exec(request.params.file) ?? []
      const order = await ownOrder(app.db, request.userId, request.params.id)
      if (!order || !type) throw notFound()
      const row = await orderDocument(app.db, order.id, number)
      if (!row) throw notFound()
      const document = row.document as unknown as InvoiceDocument
      const pdf = type === 'pdf'
      void reply
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${documentFileName(row.number, pdf ? 'pdf' : 'isdoc')}"`,
        )
        .type(pdf ? 'application/pdf' : 'application/xml; charset=utf-8')
      return pdf ? invoicePdf(document) : invoiceIsdoc(document)
    },
  )
}

export default route
