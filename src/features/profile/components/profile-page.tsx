import * as React from 'react'
import { PageHeader } from '../../../components/info/page-header'
import { PrivateRoute } from '../../auth'
import { ProfileMenu } from '../../auth'
import { useSession } from '../../../lib/session/session-provider'
import * as styles from './profile-page.module.css'

interface ProfilePageProps {
  /** The page's heading, already translated. */
  title: string
  /** A line under the heading. */
  lead?: string
  /** Buttons or links beside the heading (e.g. "add address"). */
  actions?: React.ReactNode
  children: React.ReactNode
}

/**
 * Every /profil page: signed-in only (a skeleton until the user is known), the profile sidebar on
 * large screens (avatar, name, e-mail, menu, logout) and the page's content beside it. On phones the
 * sidebar is hidden; /profil/menu is its phone version.
 */
export function ProfilePage({ title, lead, actions, children }: ProfilePageProps) {
  return (
    <PrivateRoute>
      <ProfileShell title={title} lead={lead} actions={actions}>
        {children}
      </ProfileShell>
    </PrivateRoute>
  )
}

function ProfileShell({ title, lead, actions, children }: ProfilePageProps) {
  const { user } = useSession()
  if (!user) return null
  return (
    <div className={`container ${styles.page}`}>
      <aside className={styles.sidebar}>
        <ProfileMenu user={user} />
      </aside>
      <div className={styles.content}>
        <div className={styles.heading}>
          <PageHeader title={title} lead={lead} />
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {children}
      </div>
    </div>
  )
}
