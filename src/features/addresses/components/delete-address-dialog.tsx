import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import type { Language } from '../../../config/languages'
import { ApiError, errorKey } from '../../../lib/api-client'
import { addressSummary } from '../address-values'
import { deleteAddress } from '../api/addresses'
import type { Address } from '../types'
import * as styles from './addresses.module.css'

interface Props {
  address: Address
  onClose: () => void
  /** Called once the address is gone, to take it out of the list. */
  onDeleted: (id: string) => void
}

/** Asks before deleting a saved address, naming it, then deletes it. */
export function DeleteAddressDialog({ address, onClose, onDeleted }: Props) {
  const { t, language } = useI18next()
  const [deleting, setDeleting] = React.useState(false)

  const confirm = async () => {
    setDeleting(true)
    try {
      await deleteAddress(address.id, language as Language)
      notify.success(t('profile:addresses.deleted'))
      onDeleted(address.id)
      onClose()
    } catch (error) {
      // Already gone (deleted in another tab): the list just needs to catch up.
      if (error instanceof ApiError && error.status === 404) {
        onDeleted(address.id)
        onClose()
      } else {
        notify.error(t(errorKey(error)))
        setDeleting(false)
      }
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('profile:addresses.deleteTitle')}
      closeLabel={t('profile:addresses.close')}
    >
      <p className={styles.question}>
        {t('profile:addresses.deleteQuestion', { address: addressSummary(address) })}
      </p>
      <div className={styles.dialogActions}>
        <Button onClick={confirm} disabled={deleting} data-testid="address-delete-confirm">
          {t('profile:addresses.deleteConfirm')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('profile:addresses.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}
