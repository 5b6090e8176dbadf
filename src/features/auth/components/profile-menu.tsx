import * as React from 'react'
import { notify } from '../../../components/toaster/notify'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { useSession } from '../../../lib/session/session-provider'
import type { User } from '../../../lib/session/user'
import { Avatar } from './avatar'
import * as styles from './profile-menu.module.css'

const links = [
  { to: paths.profile, key: 'common:account.profile' },
  { to: paths.profileOrders, key: 'common:account.orders' },
  { to: paths.profileSettings, key: 'common:account.settings' },
] as const

interface ProfileMenuProps {
  user: User
  /** The dropdown closes when a link is chosen. */
  onChoose?: () => void
}

/** The profile dropdown's and the phone menu page's content: who is signed in, links, logout. */
export function ProfileMenu({ user, onChoose }: ProfileMenuProps) {
  const { t, language } = useI18next()
  const { signOut } = useSession()
  const [leaving, setLeaving] = React.useState(false)

  const logOut = () => {
    setLeaving(true)
    signOut(language as Language).catch((error: unknown) => {
      setLeaving(false)
      notify.error(t(errorKey(error)))
    })
  }

  return (
    <div className={styles.menu}>
      <div className={styles.identity}>
        <Avatar user={user} size="large" />
        <div className={styles.who}>
          <p className={styles.name}>{user.name}</p>
          <p className={styles.email}>{user.email}</p>
        </div>
      </div>
      <nav aria-label={t('common:account.menu')}>
        <ul className={styles.items}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.item} onClick={onChoose}>
                {t(link.key)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.item} onClick={logOut} disabled={leaving}>
              {t('common:account.logout')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  )
}
