import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { useSession } from '../../../lib/session/session-provider'
import { EmailNotice } from './email-notice'
import * as styles from './profile.module.css'

/** The profile overview's first card: name, e-mail and phone, with links to change them. */
export function PersonalDetails() {
  const { t } = useTranslation()
  const { user } = useSession()
  const headingId = React.useId()
  if (!user) return null
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="personal-details">
      <div className={styles.cardHeading}>
        <h2 id={headingId}>{t('profile:overview.details.title')}</h2>
        <Link to={paths.profileEdit} className={styles.link}>
          {t('profile:overview.details.edit')}
        </Link>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t('common:auth.fields.name')}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{t('common:auth.fields.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('common:auth.fields.phone')}</dt>
          {user.phoneNumber ? (
            <dd>{user.phoneNumber}</dd>
          ) : (
            <dd className={styles.notGiven}>{t('profile:overview.details.notGiven')}</dd>
          )}
        </div>
      </dl>
      <EmailNotice user={user} />
      <Link to={paths.profilePassword} className={styles.link}>
        {t(
          user.hasPassword
            ? 'profile:overview.details.changePassword'
            : 'profile:overview.details.setPassword',
        )}
      </Link>
    </section>
  )
}
