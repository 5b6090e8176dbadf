import { Type, type Static } from 'typebox'
import {
  asReply,
  listDocument,
  noContent,
  nullable,
  open,
  resourceSchema,
  singleDocument,
  toOne,
} from '@print-shop/shop-domain/responses/jsonapi'

/** What the account calls answer: /auth, /me, its sessions and its address book. */

/** The avatar shares the user's id; `initial` is shown when there is no picture. */
export const avatarResource = resourceSchema({
  url: nullable(Type.String()),
  initial: Type.String(),
})
export type AvatarResource = Static<typeof avatarResource>

export const userResource = resourceSchema(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    email_verified: Type.Boolean(),
    /** A new address waiting for its confirmation link; `email` changes once it is followed. */
    pending_email: nullable(Type.String()),
    phone_number: nullable(Type.String()),
    locale: Type.String(),
    marketing_consent: Type.Boolean(),
    has_password: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { avatar: toOne('avatars', avatarResource) },
)
export type UserResource = Static<typeof userResource>

/** What every call that signs in or changes the account answers: the user, the avatar included. */
export const userDocument = singleDocument(userResource)
export type UserDocument = Static<typeof userDocument>

/** A confirmation in the request's language (a mail sent, an account deleted). */
export const notice = Type.Object({ message: Type.String() }, open)
export type Notice = Static<typeof notice>

/** POST /auth/email/verify: whose address was confirmed, and whether it was a change. */
export const emailConfirmation = Type.Object(
  {
    message: Type.String(),
    outcome: Type.Union([Type.Literal('verified'), Type.Literal('changed')]),
    email: Type.String(),
  },
  open,
)
export type EmailConfirmation = Static<typeof emailConfirmation>

/** A device the shopper is signed in on (the browser and system read from its user agent). */
export const sessionResource = resourceSchema({
  browser: nullable(Type.String()),
  system: nullable(Type.String()),
  signed_in_at: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  remember: Type.Boolean(),
  current: Type.Boolean(),
})
export type SessionResource = Static<typeof sessionResource>
export const sessionsDocument = listDocument(sessionResource, { total: Type.Integer() })
export type SessionsDocument = Static<typeof sessionsDocument>

export const addressResource = resourceSchema({
  first_name: Type.String(),
  last_name: Type.String(),
  company: nullable(Type.String()),
  street: Type.String(),
  city: Type.String(),
  zip: Type.String(),
  country: Type.String(),
  phone_number: nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type AddressResource = Static<typeof addressResource>
export const addressDocument = singleDocument(addressResource)
export type AddressDocument = Static<typeof addressDocument>
export const addressesDocument = listDocument(addressResource, { total: Type.Integer() })
export type AddressesDocument = Static<typeof addressesDocument>

export const userResponse = { 200: asReply(userDocument) }
export const registeredResponse = { 201: asReply(userDocument) }
export const noticeResponse = { 200: notice }
export const emailConfirmationResponse = { 200: emailConfirmation }
export const sessionsResponse = { 200: asReply(sessionsDocument) }
export const addressResponse = { 200: asReply(addressDocument) }
export const createdAddressResponse = { 201: asReply(addressDocument) }
export const addressesResponse = { 200: asReply(addressesDocument) }
/** Signed out, a session ended, an address deleted, a CSRF token set: nothing to say. */
export const noContentResponse = { 204: noContent }
