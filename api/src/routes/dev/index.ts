import type { FastifyPluginAsync } from 'fastify'
import { document, resource } from '../../lib/jsonapi.js'
import { newestMails } from '../../plugins/mailer.js'

/** GET /dev/mail: the development outbox, newest first. Never registered in production. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/mail', async () => {
    const mails = await newestMails(app.db, 100)
    return document(
      mails.map((mail) =>
        resource('mails', mail.id, {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          sent_at: mail.sentAt,
          created_at: mail.createdAt,
        }),
      ),
    )
  })
}

export default routes
