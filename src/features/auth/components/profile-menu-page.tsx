import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { PageHeader } from '../../../components/info/page-header'
import { useSession } from '../../../lib/session/session-provider'
import { ProfileMenu } from './profile-menu'
import * as styles from './profile-menu-page.module.css'

/** The /profil/menu page's content: the profile dropdown's menu, full width, for phones. */
export function ProfileMenuPageContent() {
  const { t } = useTranslation()
  const { user } = useSession()
  if (!user) return null
  return (
    <article className={`container ${styles.page}`}>
      <PageHeader title={t('profile:menu.title')} />
      <ProfileMenu user={user} />
    </article>
  )
}
