import type { UserDocument, UserResource } from '@print-shop/shop-domain/responses/accounts'

/** A user's attributes as the API sends them (the wire names, which `lib/session` reshapes). */
type Attributes = Omit<UserResource['attributes'], 'id'>

export const jana: Attributes = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  email_verified: true,
  pending_email: null,
  phone_number: '+420 777123456',
  locale: 'cs',
  marketing_consent: false,
  has_password: true,
  created_at: '2026-01-15T09:00:00.000Z',
}

/** GET /me's answer (also PATCH /me's and the password update's) for Jana, with changes. */
export function meDocument(changes: Partial<Attributes> = {}) {
  return {
    data: {
      type: 'users',
      id: '7',
      attributes: { id: 7, ...jana, ...changes },
      relationships: { avatar: { data: { type: 'avatars', id: '7' } } },
    },
    included: [{ type: 'avatars', id: '7', attributes: { initial: 'J', url: null } }],
  } satisfies UserDocument
}
