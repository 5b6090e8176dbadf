import fp from 'fastify-plugin'
import { eq } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { outbox } from '../db/schema.js'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void> }
  }
}

/**
 * Every e-mail is written to the outbox first. With SMTP_URL it is then sent and marked sent; without
 * it the outbox is the development mailbox (GET /dev/mail) that tests read.
 */
export default fp<{ smtpUrl?: string; from: string }>(
  async (app, { smtpUrl, from }) => {
    const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
    app.decorate('mailer', {
      async send(mail: Mail) {
        const [row] = await app.db.insert(outbox).values(mail).returning({ id: outbox.id })
        if (!transport || !row) return
        try {
          await transport.sendMail({ from, ...mail })
          await app.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id))
        } catch (error) {
          // The message stays unsent in the outbox; the shopper's request still succeeds.
          app.log.error({ err: error, outboxId: row.id }, 'sending e-mail failed')
        }
      },
    })
    if (transport) app.addHook('onClose', async () => transport.close())
  },
  { name: 'mailer', dependencies: ['database'] },
)
