import { eq, or } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { outbox } from '../db/schema.js'

/** A mail as a module composes it; the mailer (plugins/mailer.ts) sends it through the outbox. */
export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The account the mail is about, if any: deleting the account deletes its mails. */
  userId?: number | null
  /** Tax documents (invoices rows) attached as PDFs, rendered when the mail is sent. */
  invoiceIds?: number[]
}

/** An account's mails, pending or sent, deleted with it (also those to its address without a link). */
export async function forgetMailsOf(db: Database, user: { id: number; email: string }) {
  await db.delete(outbox).where(or(eq(outbox.userId, user.id), eq(outbox.to, user.email)))
}
