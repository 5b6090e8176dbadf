import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import type { Language } from '../../../config/languages'
import { ApiError, errorKey } from '../../../lib/api-client'
import { deleteOwnPhoto } from '../api/delete-own-photo'
import type { OwnPhoto } from '../types'
import * as styles from './own-photos.module.css'

interface Props {
  photo: OwnPhoto
  onClose: () => void
  /** Called once the photo is gone (or was already), to take it off the list. */
  onDeleted: (id: string) => void
}

/** Asks before deleting a photo for good, naming it; an ordered one is refused with the API's reason. */
export function DeleteOwnPhotoDialog({ photo, onClose, onDeleted }: Props) {
  const { t, language } = useI18next()
  const [deleting, setDeleting] = React.useState(false)
  const [refusal, setRefusal] = React.useState<string | null>(null)

  const confirm = async () => {
    setDeleting(true)
    try {
      await deleteOwnPhoto(photo.id, language as Language)
      notify.success(t('profile:photos.deleted'))
      onDeleted(photo.id)
      onClose()
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        onDeleted(photo.id)
        onClose()
        return
      }
      const message =
        error instanceof ApiError ? (error.body as { message?: unknown })?.message : null
      if (error instanceof ApiError && error.status === 409 && typeof message === 'string')
        setRefusal(message)
      else notify.error(t(errorKey(error)))
      setDeleting(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('profile:photos.deleteTitle')}
      closeLabel={t('profile:photos.close')}
    >
      <p className={styles.question}>
        {t('profile:photos.deleteQuestion', { name: photo.fileName })}
      </p>
      {refusal && (
        <p className={styles.uploadError} role="alert">
          {refusal}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button
          onClick={confirm}
          disabled={deleting || refusal !== null}
          data-testid="own-photo-delete-confirm"
        >
          {t('profile:photos.deleteConfirm')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('profile:photos.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
