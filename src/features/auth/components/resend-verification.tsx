import * as React from 'react'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { Button } from '../../../components/button/button'
import { TextField } from '../../../components/form/text-field'
import type { Language } from '../../../config/languages'
import { useI18next } from '../../../lib/i18n/page-language'
import { resendVerification } from '../api/verify-email'
import { passwordForgottenSchema, type PasswordForgottenValues } from '../schemas'
import { useSession } from '../../../lib/session/session-provider'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import * as styles from './auth-dialog.module.css'

/**
 * "Send the link again". Signed in, one button (the link goes to the pending new address, else to
 * the account's own); signed out, the account's e-mail first. What happened is said in place.
 */
export function ResendVerification() {
  const { t, language } = useI18next()
  const { user } = useSession()
  const [sent, setSent] = React.useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForgottenValues>({
    resolver: user ? undefined : yupResolver(passwordForgottenSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await resendVerification(language as Language, user ? undefined : email)
      setSent(
        user
          ? t('common:auth.verify.sent', { email: user.pendingEmail ?? user.email })
          : t('common:auth.verify.sentIf'),
      )
    } catch (error) {
      showFailure(error, setError, { email: 'email' }, t)
    }
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {!user && (
        <TextField
          label={t('common:auth.fields.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={messageOf(errors.email, t)}
        />
      )}
      <Button type="submit" disabled={isSubmitting}>
        {t('common:auth.verify.resend')}
      </Button>
      <p role="status" className={styles.intro}>
        {sent ?? ''}
      </p>
    </form>
  )
}
