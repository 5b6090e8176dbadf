import * as React from 'react'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { PasswordField } from '../../../components/form/password-field'
import { TextField } from '../../../components/form/text-field'
import type { Language } from '../../../config/languages'
import { ApiError } from '../../../lib/api-client'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { useSession } from '../../../lib/session/session-provider'
import { destroyMe } from '../api/destroy-me'
import { deletionSchemas, type ConfirmWith, type DeletionValues } from '../schemas'
import * as styles from './settings.module.css'

interface DeleteAccountDialogProps {
  confirmWith: ConfirmWith
  onClose: () => void
}

/**
 * Asks for the password (or the e-mail of a Google or Facebook account) before deleting the account.
 * The server ends the session itself, so this browser only forgets it and reloads the home page.
 */
export function DeleteAccountDialog({ confirmWith, onClose }: DeleteAccountDialogProps) {
  const { t, language } = useI18next()
  const { forget } = useSession()
  const [blocked, setBlocked] = React.useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeletionValues>({
    resolver: yupResolver(deletionSchemas[confirmWith]),
    defaultValues: { confirmation: '' },
  })

  const onSubmit = handleSubmit(async ({ confirmation }) => {
    setBlocked(false)
    const body = confirmWith === 'password' ? { password: confirmation } : { email: confirmation }
    try {
      await destroyMe(body, language as Language)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setBlocked(true)
      else showFailure(error, setError, { [confirmWith]: 'confirmation' }, t)
      return
    }
    forget(language as Language, 'common:alerts.success.account_deleted')
  })

  const field = {
    registration: register('confirmation'),
    error: messageOf(errors.confirmation, t),
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('profile:settings.delete.dialog.title')}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.text}>{t(`profile:settings.delete.dialog.${confirmWith}Intro`)}</p>
        {confirmWith === 'password' ? (
          <PasswordField
            label={t('common:auth.fields.password')}
            autoComplete="current-password"
            {...field}
          />
        ) : (
          <TextField
            label={t('common:auth.fields.email')}
            type="email"
            autoComplete="email"
            {...field}
          />
        )}
        {blocked && (
          <p className={styles.alert} role="alert" data-testid="settings-delete-blocked">
            {t('profile:settings.delete.dialog.ordersInProgress')}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('profile:settings.delete.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            className={styles.dangerButton}
            disabled={isSubmitting}
            data-testid="settings-delete-confirm"
          >
            {t('profile:settings.delete.dialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
