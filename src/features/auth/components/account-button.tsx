import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { UserIcon } from '../../../components/icons'
import { lazyPart } from '../../../components/prerendered/lazy-part'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { LARGE_SCREEN, matchesMedia } from '../../../hooks/use-media-query'
import { openModal } from '../hooks/use-modal'
import { useSession } from '../../../lib/session/session-provider'
import type { User } from '../../../lib/session/user'
import { Avatar } from './avatar'
import * as topBar from '../../../components/top-bar-slot/top-bar.module.css'
import * as styles from './account-button.module.css'

export interface ProfileButtonProps {
  user: User
  /** The shopper asked for the dropdown before the button's code was there: it opens at once. */
  openAtOnce: boolean
  onOpenAtOnce: () => void
}

/**
 * The signed-in shopper's button and dropdown (profile-button.tsx): its code comes with a stored
 * sign-in, or when the shopper goes to sign in, so a visitor who never does never loads it.
 */
const ProfileButton = lazyPart<ProfileButtonProps>(
  () => import('./profile-button').then((module) => module.ProfileButton),
  ProfileButtonStandIn,
)

/**
 * The top bar's account button. Until the session has loaded it is the sign-in button, on the server
 * and in the first browser render alike; a signed-in shopper then gets the avatar.
 */
export function AccountButton() {
  const { user, loginKey } = useSession()
  const [openAtOnce, setOpenAtOnce] = React.useState(false)
  React.useEffect(() => {
    if (loginKey !== null) void ProfileButton.preload()
  }, [loginKey])
  // A dropdown asked for once opens once: not again for the next shopper who signs in here.
  React.useEffect(() => {
    if (!user) setOpenAtOnce(false)
  }, [user])
  return user ? (
    <ProfileButton user={user} openAtOnce={openAtOnce} onOpenAtOnce={() => setOpenAtOnce(true)} />
  ) : (
    <SignInButton />
  )
}

function SignInButton() {
  const { t } = useI18next()
  return (
    <button
      type="button"
      className={topBar.iconButton}
      aria-haspopup="dialog"
      onClick={() => {
        openModal('sign-in')
        void ProfileButton.preload()
      }}
      data-testid="account-button"
    >
      <UserIcon />
      <span className="visually-hidden">{t('common:topbar.signIn')}</span>
    </button>
  )
}

/**
 * The avatar until the dropdown's code arrives (moments, as it starts with the sign-in): a click
 * opens the dropdown once it is there, or the profile menu page on a smaller screen, as the button
 * itself does.
 */
function ProfileButtonStandIn({ user, onOpenAtOnce }: ProfileButtonProps) {
  const { t, language } = useI18next()
  const open = () => {
    if (!matchesMedia(LARGE_SCREEN))
      return void navigate(localizePath(paths.profileMenu, language as Language))
    onOpenAtOnce()
    void ProfileButton.preload()
  }
  return (
    <div className={styles.account}>
      <button
        type="button"
        className={topBar.iconButton}
        onClick={open}
        data-testid="account-button"
      >
        <Avatar user={user} />
        <span className="visually-hidden">{t('common:account.open', { name: user.name })}</span>
      </button>
    </div>
  )
}
