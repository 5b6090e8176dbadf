import * as React from 'react'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { ACCOUNT_TOAST, notify } from '../../../components/toaster/notify'
import { useTranslation } from '../../language/translation'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { PasswordField } from '../../../components/form/password-field'
import { TextField } from '../../../components/form/text-field'
import { login } from '../api/login'
import { loginScreenKeys } from '../api/get-login-screen'
import { useDialogLanguage } from '../hooks/use-dialog-language'
import { signInSchema, type SignInValues } from '../schemas'
import { useSession } from '../session/session-provider'
import type { User } from '../types'
import type { AuthDialogsProps } from './auth-dialogs'
import { messageOf, showFailure } from './form-errors'
import { LoginPanel } from './login-panel'
import { ModalLink } from './modal-link'
import { SocialSignIn } from './social-sign-in'
import * as styles from './auth-dialog.module.css'

type Props = Pick<AuthDialogsProps, 'open' | 'close'>

export function SignInDialog({ open, close }: Props) {
  const { t } = useTranslation()
  const language = useDialogLanguage()
  const { signedIn } = useSession()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    defaultValues: { username: '', password: '' },
  })

  const done = (user: User) => {
    signedIn(user)
    notify.success(t('common:alerts.success.login'), { id: ACCOUNT_TOAST })
    close()
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      done(await login(values, language))
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
        <p className={styles.divider}>{t('common:auth.or')}</p>
        <SocialSignIn mode="login" onSignedIn={done} />
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
