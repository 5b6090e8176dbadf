import type { FastifyPluginAsync } from 'fastify'
import { document, resource } from '../../lib/jsonapi.js'
import { attachmentNames } from '../../invoices/mail.js'
import { newestMails } from '../../plugins/mailer.js'
import { mailsResponse } from '@print-shop/shop-domain/responses/dev'

/** GET /dev/mail: the development outbox, newest first. Never registered in production. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/mail', { schema: { response: mailsResponse } }, async () => {
    const mails = await newestMails(app.db, 100)
    const names = await attachmentNames(
      app.db,
      mails.flatMap((mail) => mail.invoiceIds),
    )
    return document(
      mails.map((mail) =>
        resource('mails', mail.id, {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // The tax documents' PDFs, by file name: rendered when the mail is really sent.
          attachments: mail.invoiceIds.flatMap((id) => names.get(id) ?? []),
          sent_at: mail.sentAt,
          created_at: mail.createdAt,
        }),
      ),
    )
  })
}

export default routes
