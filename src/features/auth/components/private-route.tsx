import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { useSession } from '../../../lib/session/session-provider'
import { loginKey } from '../../../lib/session/stored-keys'
import * as styles from './private-route.module.css'

/**
 * A page for signed-in shoppers (spec: private routes). Without a stored login key, or when the
 * current user cannot be loaded, the visitor goes to the home page. Meanwhile a skeleton keeps the
 * page's space; the server renders the skeleton too.
 */
export function PrivateRoute({ children }: { children: React.ReactNode }) {
  const { t, language } = useI18next()
  const { user, userStatus } = useSession()
  const leave = React.useCallback(
    () => void navigate(localizePath(paths.home, language as Language), { replace: true }),
    [language],
  )

  // Storage is read after mounting: it does not exist while the page is pre-rendered.
  React.useEffect(() => {
    if (!loginKey.read()) leave()
  }, [leave])

  React.useEffect(() => {
    if (userStatus === 'failed') leave()
  }, [leave, userStatus])

  if (user && userStatus === 'loaded') return <>{children}</>
  return (
    <div
      className={`container ${styles.skeleton}`}
      aria-busy="true"
      data-testid="private-route-loading"
    >
      <p className="visually-hidden" role="status">
        {t('common:account.loading')}
      </p>
      <div className={styles.title} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.short} />
    </div>
  )
}
