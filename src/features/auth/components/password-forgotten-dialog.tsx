import * as React from 'react'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { notify } from '../../../components/toaster/notify'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { TextField } from '../../../components/form/text-field'
import { forgotPassword } from '../api/forgot-password'
import { loginScreenKeys } from '../api/get-login-screen'
import { useDialogLanguage } from '../hooks/use-dialog-language'
import { passwordForgottenSchema, type PasswordForgottenValues } from '../schemas'
import type { AuthDialogsProps } from '../modals'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { LoginPanel } from './login-panel'
import { ModalLink } from './modal-link'
import * as styles from './auth-dialog.module.css'

type Props = Pick<AuthDialogsProps, 'open' | 'close'>

export function PasswordForgottenDialog({ open, close }: Props) {
  const { t } = useTranslation()
  const language = useDialogLanguage()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForgottenValues>({
    resolver: yupResolver(passwordForgottenSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgotPassword(email, language)
      notify.success(t('common:alerts.success.request'))
      close()
    } catch (error) {
      showFailure(error, setError, { email: 'email' }, t)
    }
  })

  return (
    <Dialog
      open
      onClose={close}
      title={t('common:auth.passwordForgotten.title')}
      closeLabel={t('common:auth.close')}
      aside={<LoginPanel screen={loginScreenKeys['password-forgotten']} language={language} />}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.intro}>{t('common:auth.passwordForgotten.intro')}</p>
        <TextField
          label={t('common:auth.fields.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={messageOf(errors.email, t)}
        />
        <Button type="submit" className={styles.submit} disabled={isSubmitting}>
          {t('common:auth.passwordForgotten.submit')}
        </Button>
        <ModalLink to="sign-in" open={open} className={styles.textLink}>
          {t('common:auth.backToSignIn')}
        </ModalLink>
      </form>
    </Dialog>
  )
}
