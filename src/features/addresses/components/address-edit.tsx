import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Link } from '../../../components/link'
import type { Language } from '../../../config/languages'
import { localizePath, paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { updateAddress, useAddresses } from '../api/addresses'
import { useStoreAddress } from '../api/store-address'
import type { AddressFields } from '../types'
import { AddressForm } from './address-form'
import { AddressesLoadFailed } from './addresses-load-failed'
import * as styles from './addresses.module.css'

/**
 * /profil/adresa/edit/{id}: the address comes from the address book, so an unknown id and someone
 * else's address are both simply not found.
 */
export function AddressEdit({ id }: { id: string }) {
  const { t, language } = useI18next()
  const lang = language as Language
  const addresses = useAddresses(lang)
  const storeAddress = useStoreAddress()

  if (addresses.error && !addresses.data)
    return <AddressesLoadFailed error={addresses.error} onRetry={() => void addresses.mutate()} />
  if (!addresses.data) return <AddressFormSkeleton />
  const address = addresses.data.find((saved) => saved.id === id)
  if (!address) return <AddressNotFound />

  const save = async (fields: AddressFields) => {
    try {
      const changed = await updateAddress(id, fields, lang)
      void storeAddress(changed, lang)
      notify.success(t('profile:addresses.updated'))
      void navigate(localizePath(paths.profile, lang))
    } catch (error) {
      // Deleted meanwhile (another tab): the fresh list shows the not-found state.
      if (error instanceof ApiError && error.status === 404) void addresses.mutate()
      else throw error
    }
  }

  return (
    <AddressForm
      key={address.id}
      address={address}
      submitLabel={t('profile:addresses.saveChanges')}
      onSave={save}
    />
  )
}

function AddressNotFound() {
  const { t } = useI18next()
  return (
    <div className={styles.message} data-testid="address-not-found">
      <p>{t('profile:addresses.notFound')}</p>
      <Link to={paths.profile} className={styles.textLink}>
        {t('profile:addresses.backToProfile')}
      </Link>
    </div>
  )
}

/** Keeps the form's height while the address book loads. */
function AddressFormSkeleton() {
  const { t } = useI18next()
  return (
    <div className={styles.formSkeleton} aria-busy="true" data-testid="address-form-loading">
      <p className="visually-hidden" role="status">
        {t('profile:addresses.formLoading')}
      </p>
    </div>
  )
}
