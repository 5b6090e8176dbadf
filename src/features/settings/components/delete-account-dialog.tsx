import * as React from 'react'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { PasswordField } from '../../../components/form/password-field'
import type { Language } from '../../../config/languages'
import { ApiError } from '../../../lib/api-client'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { useSession } from '../../../lib/session/session-provider'
import type { SocialCredential } from '../../auth'
import { SocialReauth, reauthFields } from '../../profile'
import { destroyMe } from '../api/destroy-me'
import { deletionSchemas, type ConfirmWith, type DeletionValues } from '../schemas'
import * as styles from './settings.module.css'

interface DeleteAccountDialogProps {
  confirmWith: ConfirmWith
  onClose: () => void
}

/** What a Google or Facebook account's new sign-in says here instead of "save the change". */
const reauthTexts = {
  note: 'profile:settings.delete.dialog.socialNote',
  confirmed: 'profile:settings.delete.dialog.socialConfirmed',
}

/**
 * Asks for the password (or a new Google or Facebook sign-in of an account without one, as an
 * e-mail change does) before deleting the account. The server ends the session itself, so this
 * browser only forgets it and reloads the home page.
 */
export function DeleteAccountDialog({ confirmWith, onClose }: DeleteAccountDialogProps) {
  const { t, language } = useI18next()
  const { forget } = useSession()
  const [blocked, setBlocked] = React.useState(false)
  const [reauth, setReauth] = React.useState<SocialCredential | null>(null)
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
    if (confirmWith === 'social' && !reauth) return
    const body = reauth ? reauthFields(reauth) : { password: confirmation }
    try {
      await destroyMe(body, language as Language)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setBlocked(true)
      else {
        // A refused or stale sign-in is asked for again.
        setReauth(null)
        showFailure(error, setError, { password: 'confirmation' }, t)
      }
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
          <SocialReauth confirmed={reauth !== null} onConfirmed={setReauth} texts={reauthTexts} />
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
            disabled={isSubmitting || (confirmWith === 'social' && !reauth)}
            data-testid="settings-delete-confirm"
          >
            {t('profile:settings.delete.dialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
