import * as React from 'react'
import type { User } from '../../../lib/session/user'
import * as styles from './avatar.module.css'

/** The letter on the avatar: the API's initial, else the first letter of the name (or e-mail). */
export function initialOf(user: Pick<User, 'name' | 'email' | 'avatar'>): string {
  const source = user.avatar?.initial || user.name.trim() || user.email
  return (Array.from(source)[0] ?? '?').toLocaleUpperCase()
}

export function Avatar({ user, size = 'small' }: { user: User; size?: 'small' | 'large' }) {
  return (
    <span className={`${styles.avatar} ${styles[size]}`} aria-hidden="true">
      {initialOf(user)}
    </span>
  )
}
