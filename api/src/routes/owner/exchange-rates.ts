import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { inTransaction } from '../../db/dry-run.js'
import { invalid } from '../../lib/http-error.js'
import { issueWaitingInvoices } from '../../invoices/lifecycle.js'
import { sendTaxDocumentMails } from '../../orders/tax-document-mails.js'
import { parseRateFile, RateFileError, storeRates } from '../../invoices/rates.js'
import { ownerResponse } from '@print-shop/shop-domain/responses/owner'

/**
 * /owner/exchange-rates: the Czech National Bank's daily rate file, imported (by the owner's tool
 * and its scheduled run on working days at 14:45). The invoices that waited for the day's rate are
 * issued with it.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /owner/exchange-rates, body the file's text (text/plain): 422 naming the line of a file
   * not in the bank's format, with nothing stored; a repeated import changes nothing.
   */
  app.post(
    '/',
    {
      schema: {
        response: ownerResponse,
        querystring: Type.Object({ dry_run: Type.Optional(Type.Boolean()) }),
        body: Type.String({ maxLength: 20_000 }),
      },
    },
    async (request) => {
      let file
      try {
        file = parseRateFile(request.body)
      } catch (error) {
        if (!(error instanceof RateFileError)) throw error
        throw invalid('file', `owner.rates.${error.problem}`, {
          line: error.line,
          value: error.value,
        })
      }
      const dryRun = request.query.dry_run === true
      const result = await inTransaction(app.db, dryRun, async (tx) => {
        const added = await storeRates(tx, file)
        return { added, ...(await issueWaitingInvoices(tx, app.config)) }
      })
      // The customers' payment mails said their invoice would follow: it does, once committed.
      if (!dryRun) await sendTaxDocumentMails(app, [...result.issued, ...result.credited])
      return {
        data: {
          day: file.day,
          rates: file.rates.length,
          added: result.added,
          eur: file.rates.find((rate) => rate.currency === 'EUR')?.rate ?? null,
          invoices_issued: result.issued,
          credit_notes_issued: result.credited,
          still_waiting: result.waiting,
          dry_run: dryRun,
        },
      }
    },
  )
}

export default routes
