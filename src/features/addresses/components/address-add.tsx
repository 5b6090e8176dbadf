import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import type { Language } from '../../../config/languages'
import { localizePath, paths } from '../../../config/paths'
import { createAddress } from '../api/addresses'
import { useStoreAddress } from '../api/store-address'
import type { AddressFields } from '../types'
import { AddressForm } from './address-form'

/** /profil/adresa/pridat: a new saved address, then back to the profile. */
export function AddressAdd() {
  const { t, language } = useI18next()
  const storeAddress = useStoreAddress()

  const save = async (fields: AddressFields) => {
    const lang = language as Language
    const address = await createAddress(fields, lang)
    void storeAddress(address, lang)
    notify.success(t('profile:addresses.created'))
    void navigate(localizePath(paths.profile, lang))
  }

  return <AddressForm submitLabel={t('profile:addresses.save')} onSave={save} />
}
