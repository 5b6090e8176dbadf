import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { PasswordField } from '../../../components/form/password-field'
import type { Language } from '../../../config/languages'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { useSession } from '../../../lib/session/session-provider'
import type { SocialCredential } from '../../auth'
import { updatePassword } from '../api/update-password'
import { passwordChangeSchema, type PasswordChangeValues } from '../schemas'
import { SocialReauth, reauthFields } from './social-reauth'
import * as styles from './profile.module.css'

const serverFields = {
  current_password: 'current_password',
  password: 'password',
  password_confirmation: 'password_confirmation',
} as const

const empty: PasswordChangeValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
}

/** /profil/zmena-hesla: a new password, confirmed with the current one when the account has one. */
export function PasswordForm() {
  const { user } = useSession()
  if (!user) return null
  // A first password turns the form into a change form: a fresh one, asking for the current password.
  return <PasswordFields key={String(user.hasPassword)} hasPassword={user.hasPassword} />
}

function PasswordFields({ hasPassword }: { hasPassword: boolean }) {
  const { t, language } = useI18next()
  const { revalidateUser } = useSession()
  // Without a password, a fresh Google or Facebook sign-in confirms the first one.
  const [reauth, setReauth] = React.useState<SocialCredential | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: yupResolver(passwordChangeSchema(hasPassword)),
    defaultValues: empty,
  })

  const onSubmit = handleSubmit(async (values) => {
    const password = {
      password: values.password,
      passwordConfirmation: values.password_confirmation,
    }
    try {
      await updatePassword(
        hasPassword
          ? { currentPassword: values.current_password, ...password }
          : { ...password, ...(reauth ? reauthFields(reauth) : {}) },
        language as Language,
      )
      notify.success(t('profile:password.saved'))
      reset(empty)
      revalidateUser()
    } catch (error) {
      // A refused or stale confirmation is asked for again.
      setReauth(null)
      showFailure(error, setError, serverFields, t)
    }
  })

  const field = (name: keyof typeof serverFields) => ({
    registration: register(name),
    error: messageOf(errors[name], t),
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {hasPassword ? (
        <PasswordField
          label={t('profile:password.currentPassword')}
          autoComplete="current-password"
          {...field('current_password')}
        />
      ) : (
        <>
          <p className={styles.note}>{t('profile:password.firstPassword')}</p>
          <SocialReauth confirmed={reauth !== null} onConfirmed={setReauth} />
        </>
      )}
      <PasswordField
        label={t('profile:password.newPassword')}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label={t('profile:password.passwordConfirmation')}
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
      <p className={styles.note}>{t('profile:password.otherSessions')}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {t(hasPassword ? 'profile:password.submit' : 'profile:password.submitFirst')}
        </Button>
      </div>
    </form>
  )
}
