import * as React from 'react'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { ACCOUNT_TOAST, notify } from '../../../components/toaster/notify'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { PasswordField } from '../../../components/form/password-field'
import { TextField } from '../../../components/form/text-field'
import { login } from '../api/login'
import type { SocialCredential } from '../api/social-login'
import { emailFromIdToken } from '../providers/facebook-sdk'
import { pendingLink } from '../pending-link'
import { loginScreenKeys } from '../api/get-login-screen'
import { useDialogLanguage } from '../hooks/use-dialog-language'
import { signInSchema, type SignInValues } from '../schemas'
import { useSession } from '../../../lib/session/session-provider'
import type { User } from '../../../lib/session/user'
import type { AuthDialogsProps } from '../modals'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { LoginPanel } from './login-panel'
import { ModalLink } from './modal-link'
import { LinkNotice, providerName } from './link-notice'
import { SocialSignIn, hasSocialSignIn } from './social-sign-in'
import * as styles from './auth-dialog.module.css'

type Props = Pick<AuthDialogsProps, 'open' | 'close'> & {
  /** The address to fill in, when the page knows the account (an e-mail verification link). */
  email?: string
}

export function SignInDialog({ open, close, email }: Props) {
  const { t } = useTranslation()
  const language = useDialogLanguage()
  const { signedIn } = useSession()
  // A Google or Facebook sign-in that found this address's account: it joins on this sign-in.
  const [link, setLink] = React.useState<SocialCredential | null>(() => pendingLink.take())
  const linkEmail = link ? emailFromIdToken(link.token) : undefined
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    defaultValues: { username: linkEmail ?? email ?? '', password: '' },
  })

  React.useEffect(() => {
    if (linkEmail) setValue('username', linkEmail)
  }, [linkEmail, setValue])

  const done = (user: User) => {
    signedIn(user)
    const message = link
      ? t('common:auth.link.linked', { provider: providerName(link.driver) })
      : t('common:alerts.success.login')
    notify.success(message, { id: ACCOUNT_TOAST })
    close()
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      done(await login(values, language, link))
    } catch (error) {
      showFailure(
        error,
        setError,
        { username: 'username', email: 'username', password: 'password' },
        t,
      )
    }
  })

  return (
    <Dialog
      open
      onClose={close}
      title={t('common:auth.signIn.title')}
      closeLabel={t('common:auth.close')}
      aside={<LoginPanel screen={loginScreenKeys['sign-in']} language={language} />}
    >
      <div className={styles.form}>
        {link && (
          <LinkNotice driver={link.driver} email={linkEmail} onCancel={() => setLink(null)} />
        )}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('common:auth.fields.email')}
            type="email"
            autoComplete="username"
            registration={register('username')}
            error={messageOf(errors.username, t)}
          />
          <PasswordField
            label={t('common:auth.fields.password')}
            autoComplete="current-password"
            registration={register('password')}
            error={messageOf(errors.password, t)}
          />
          <ModalLink to="password-forgotten" open={open} className={styles.textLink}>
            {t('common:auth.forgotten')}
          </ModalLink>
          <Button type="submit" className={styles.submit} disabled={isSubmitting}>
            {t('common:auth.signIn.submit')}
          </Button>
        </form>
        {hasSocialSignIn() && <p className={styles.divider}>{t('common:auth.or')}</p>}
        <SocialSignIn mode="login" onSignedIn={done} onLinkRequired={setLink} link={link} />
        <p className={styles.otherDialog}>
          <span>{t('common:auth.signIn.noAccount')}</span>
          <ModalLink to="registration" open={open}>
            {t('common:auth.signIn.register')}
          </ModalLink>
        </p>
      </div>
    </Dialog>
  )
}
