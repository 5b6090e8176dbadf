import { Type, type Static } from 'typebox'
import {
  asReply,
  listDocument,
  nullable,
  resourceSchema,
} from '@print-shop/shop-domain/responses/jsonapi'

/** GET /dev/mail (demo shop only): the newest mails, as the journeys read them. */

export const mailResource = resourceSchema({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  /** The tax documents' PDFs, by file name. */
  attachments: Type.Array(Type.String()),
  sent_at: nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
})
export type MailResource = Static<typeof mailResource>
export const mailsDocument = listDocument(mailResource)
export type MailsDocument = Static<typeof mailsDocument>

export const mailsResponse = { 200: asReply(mailsDocument) }
