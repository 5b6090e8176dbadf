import fp from 'fastify-plugin'
import { desc, eq, lt, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Database } from '../db/client.js'
import { outbox } from '../db/schema.js'
import { invoiceAttachments } from '../invoices/mail.js'
import { HOURLY, sweepEvery } from '../lib/sweep.js'
import type { Mail } from '../mails/outbox.js'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      send(mail: Mail): Promise<void>
      /**
       * Composes and sends a mail after the caller has answered: `compose` may look things up and
       * return null to send nothing. The caller waits for neither, so the time its answer takes tells
       * nothing about whether a mail went, nor waits for the mail server.
       */
      sendLater(compose: () => Promise<Mail | null>): void
      /** Resolves once every mail sendLater took on is written and sent, or has failed. */
      idle(): Promise<void>
      /** Deletes mails sent (or left unsent) longer ago than the retention; returns how many. */
      purge(now?: Date): Promise<number>
    }
  }
}

const DAY = 24 * 60 * 60 * 1000

/** Deletes every outbox row older than `days`: by when it was sent, or written if it never was. */
export async function purgeOutbox(db: Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY)
  const gone = await db
    .delete(outbox)
    // postgres.js cannot send a Date to an untyped parameter: an ISO string, typed in SQL.
    .where(
      lt(
        sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`,
        sql`${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: outbox.id })
  return gone.length
}

/**
 * Every e-mail is written to the outbox first. With SMTP_URL it is then sent, marked sent and its body
 * emptied, so reset and confirmation links do not outlive their mail; the record of it is swept after
 * the retention. Without SMTP_URL (demo mode only) nothing is sent: the outbox is the development
 * mailbox (GET /dev/mail) that tests read, bodies included, until the same sweep.
 */
export default fp<{ smtpUrl?: string; from: string; retentionDays: number }>(
  async (app, { smtpUrl, from, retentionDays }) => {
    const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
    const later = new Set<Promise<void>>()
    async function send({ userId, invoiceIds = [], ...mail }: Mail) {
      const [row] = await app.db
        .insert(outbox)
        .values({ ...mail, userId, invoiceIds })
        .returning({ id: outbox.id })
      if (!transport || !row) return
      try {
        const attachments = await invoiceAttachments(app.db, invoiceIds)
        // Images in the HTML as data URLs (the shop's mark, the QR payment) travel as inline
        // attachments (CID): mail clients block data URLs, but show inline parts.
        await transport.sendMail({ from, ...mail, attachments, attachDataUrls: true })
        await app.db
          .update(outbox)
          .set({ sentAt: new Date(), text: '', html: '' })
          .where(eq(outbox.id, row.id))
      } catch (error) {
        // The message stays unsent in the outbox; the shopper's request still succeeds.
        app.log.error({ err: error, outboxId: row.id }, 'sending e-mail failed')
      }
    }
    app.decorate('mailer', {
      send,
      sendLater(compose: () => Promise<Mail | null>) {
        const task: Promise<void> = compose()
          .then((mail) => (mail ? send(mail) : undefined))
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'composing e-mail failed')
          })
          .finally(() => later.delete(task))
        later.add(task)
      },
      async idle() {
        while (later.size) await Promise.all(later)
      },
      purge: (now?: Date) => purgeOutbox(app.db, retentionDays, now),
    })
    sweepEvery(app, HOURLY, 'outbox', () => purgeOutbox(app.db, retentionDays))
    app.addHook('onClose', async () => {
      await app.mailer.idle()
      transport?.close()
    })
  },
  { name: 'mailer', dependencies: ['database'] },
)

/** The newest mails of the outbox (the development mailbox). */
export function newestMails(db: Database, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit)
}
