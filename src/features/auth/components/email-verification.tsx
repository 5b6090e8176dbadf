import * as React from 'react'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import type { Language } from '../../../config/languages'
import { paths } from '../../../config/paths'
import { useI18next } from '../../../lib/i18n/page-language'
import { forgetLinkSecrets } from '../../../lib/link-secrets'
import { needsSignIn, verifyEmail, type EmailConfirmation } from '../api/verify-email'
import { openModal } from '../hooks/use-modal'
import { useSession } from '../../../lib/session/session-provider'
import { ResendVerification } from './resend-verification'
import * as styles from './auth-dialog.module.css'

type State =
  | { status: 'verifying' }
  | { status: 'done'; confirmation: EmailConfirmation }
  /** The link is good but wants its account signed in; `refusedAs` is who was signed in then. */
  | { status: 'signIn'; otherAccount: boolean; refusedAs: string | null }
  | { status: 'failed' }

interface Props {
  token: string | null
  /** The address the link's account signs in with (from the link), to fill in the sign-in. */
  email?: string | null
}

/**
 * The page a verification mail links to: follows the link once (a second call would find it spent)
 * and says how it went. The API confirms only for the link's account signed in: otherwise the page
 * opens the sign-in and follows the link again as soon as someone else than before is signed in.
 * A link that did not work offers a new one.
 */
export function EmailVerification({ token, email }: Props) {
  const { t, language } = useI18next()
  const { user, revalidateUser } = useSession()
  const userId = user?.id ?? null
  const [state, setState] = React.useState<State>(() =>
    token ? { status: 'verifying' } : { status: 'failed' },
  )
  // Who is signed in when the answer comes, not when the call went out.
  const signedInAs = React.useRef(userId)
  signedInAs.current = userId

  const follow = React.useCallback(
    (token: string) => {
      setState({ status: 'verifying' })
      verifyEmail(token, language as Language)
        .then((confirmation) => {
          // Spent: nothing of the link stays in the tab.
          forgetLinkSecrets()
          setState({ status: 'done', confirmation })
          // A signed-in visitor's profile shows the new state at once.
          revalidateUser()
        })
        .catch((error: unknown) => {
          if (!needsSignIn(error)) return setState({ status: 'failed' })
          setState({
            status: 'signIn',
            otherAccount: error.status === 403,
            refusedAs: signedInAs.current,
          })
          openModal('sign-in')
        })
    },
    [language, revalidateUser],
  )

  const followed = React.useRef<string | null>(null)
  React.useEffect(() => {
    if (!token || followed.current === token) return
    followed.current = token
    follow(token)
  }, [follow, token])

  // The sign-in the page asked for: completes without a second click.
  React.useEffect(() => {
    if (!token || state.status !== 'signIn') return
    if (userId !== null && userId !== state.refusedAs) follow(token)
  }, [follow, state, token, userId])

  if (state.status === 'verifying') return <p role="status">{t('common:auth.verify.verifying')}</p>
  if (state.status === 'done') {
    const { outcome, email } = state.confirmation
    return (
      <div className={styles.form}>
        <p role="status">{t(`common:auth.verify.${outcome}`, { email })}</p>
        <Link to={paths.home}>{t('common:auth.verify.toShop')}</Link>
      </div>
    )
  }
  if (state.status === 'signIn') {
    return (
      <div className={styles.form}>
        <p role="alert">
          {state.otherAccount && `${t('common:auth.verify.otherAccount')} `}
          {email
            ? t('common:auth.verify.signIn', { email })
            : t('common:auth.verify.signInAccount')}
        </p>
        <Button onClick={() => openModal('sign-in')}>{t('common:auth.signIn.submit')}</Button>
        <p className={styles.intro}>{t('common:auth.verify.notYours')}</p>
      </div>
    )
  }
  return (
    <div className={styles.form}>
      <p role="alert">{t(token ? 'common:auth.verify.failed' : 'common:auth.verify.missing')}</p>
      <ResendVerification />
    </div>
  )
}
