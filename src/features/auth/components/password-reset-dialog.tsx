import * as React from 'react'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { notify } from '../../../components/toaster/notify'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { PasswordField } from '../../../components/form/password-field'
import { errorKey, fieldErrors } from '../../../lib/api-client'
import { forgetLinkSecrets } from '../../../lib/link-secrets'
import { forgotPassword } from '../api/forgot-password'
import { loginScreenKeys } from '../api/get-login-screen'
import { resetPassword } from '../api/reset-password'
import { useDialogLanguage } from '../hooks/use-dialog-language'
import { passwordResetSchema, type PasswordResetValues } from '../schemas'
import { useSession } from '../../../lib/session/session-provider'
import type { AuthDialogsProps } from '../modals'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { LoginPanel } from './login-panel'
import * as styles from './auth-dialog.module.css'

interface Props extends Pick<AuthDialogsProps, 'open' | 'close'> {
  /** From the link in the e-mail (kept out of the address: link-secrets.ts). */
  email: string
  token: string
}

/** Fields the shopper can correct; any other 422 means the link itself is no good. */
const passwordFields = {
  password: 'password',
  password_confirmation: 'password_confirmation',
} as const

export function PasswordResetDialog({ open, close, email, token }: Props) {
  const { t } = useTranslation()
  const language = useDialogLanguage()
  const { signedIn } = useSession()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetValues>({
    resolver: yupResolver(passwordResetSchema),
    defaultValues: { password: '', password_confirmation: '' },
  })

  const onSubmit = handleSubmit(async ({ password, password_confirmation }) => {
    try {
      const input = { email, token, password, passwordConfirmation: password_confirmation }
      signedIn(await resetPassword(input, language))
      forgetLinkSecrets()
      notify.success(t('common:alerts.success.password_reset'))
      close()
    } catch (error) {
      const invalid = fieldErrors(error)
      const onlyPasswords =
        invalid !== null &&
        Object.keys(invalid).length > 0 &&
        Object.keys(invalid).every((field) => field in passwordFields)
      // A too short password is the shopper's to fix; a spent or unknown link is not.
      if (onlyPasswords) return showFailure(error, setError, passwordFields, t)
      if (invalid) {
        forgetLinkSecrets()
        notify.error(`${t('common:alerts.error.password_reset_token')} ${email}`, {
          duration: 8000,
        })
        // The spec's answer to a dead link: a fresh one goes out at once.
        forgotPassword(email, language).catch(() => undefined)
      } else notify.error(t(errorKey(error)))
      close()
    }
  })

  const linkComplete = Boolean(email && token)

  return (
    <Dialog
      open
      onClose={close}
      title={t('common:auth.passwordReset.title')}
      closeLabel={t('common:auth.close')}
      aside={<LoginPanel screen={loginScreenKeys['password-reset']} language={language} />}
    >
      {linkComplete ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.intro}>{t('common:auth.passwordReset.intro', { email })}</p>
          <PasswordField
            label={t('common:auth.fields.newPassword')}
            autoComplete="new-password"
            registration={register('password')}
            error={messageOf(errors.password, t)}
          />
          <PasswordField
            label={t('common:auth.fields.passwordConfirmation')}
            autoComplete="new-password"
            registration={register('password_confirmation')}
            error={messageOf(errors.password_confirmation, t)}
          />
          <Button type="submit" className={styles.submit} disabled={isSubmitting}>
            {t('common:auth.passwordReset.submit')}
          </Button>
        </form>
      ) : (
        <div className={styles.form}>
          <p className={styles.intro}>{t('common:auth.passwordReset.incomplete')}</p>
          <Button className={styles.submit} onClick={() => open('password-forgotten')}>
            {t('common:auth.passwordReset.requestNew')}
          </Button>
        </div>
      )}
    </Dialog>
  )
}
