import type { UserDocument } from '../lib/session/api/get-me'

/** A user's attributes as the API sends them (the wire names, which `lib/session` reshapes). */
type Attributes = Omit<UserDocument, 'id' | 'avatar'>

export const jana: Attributes = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phone_number: '+420 777123456',
  locale: 'cs',
  marketing_consent: false,
  has_password: true,
}

/** GET /me's answer (also PATCH /me's and the password update's) for Jana, with changes. */
export function meDocument(changes: Partial<Attributes> = {}) {
  return {
    data: {
      type: 'users',
      id: '7',
      attributes: { id: '7', ...jana, ...changes },
      relationships: { avatar: { data: { type: 'avatars', id: '7' } } },
    },
    included: [{ type: 'avatars', id: '7', attributes: { initial: 'J', url: null } }],
  }
}
