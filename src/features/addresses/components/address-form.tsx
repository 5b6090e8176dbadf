import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { Button } from '../../../components/button/button'
import { CountrySelect } from '../../../components/form/country-select'
import { PhoneInput } from '../../../components/form/phone-input'
import { TextField } from '../../../components/form/text-field'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { addressValues, blankAddressValues, toAddressFields } from '../address-values'
import { addressFormSchema, type AddressFormValues } from '../schemas'
import type { Address, AddressFields } from '../types'
import * as styles from './addresses.module.css'

interface AddressFormProps {
  /** The address being changed; without one the form starts blank. */
  address?: Address
  submitLabel: string
  /** Saves the fields; a 422 it throws goes on the fields, anything else into an error toast. */
  onSave: (fields: AddressFields) => Promise<void>
}

/** The API's field names are the form's; the phone's calling code is part of the number. */
const serverFields = {
  first_name: 'first_name',
  last_name: 'last_name',
  company: 'company',
  street: 'street',
  city: 'city',
  zip: 'zip',
  country: 'country',
  phone_number: 'phone_number',
} as const

/** A saved address: validated like the registration form, cancelled back to the profile. */
export function AddressForm({ address, submitLabel, onSave }: AddressFormProps) {
  const { t, language } = useI18next()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    resolver: yupResolver(addressFormSchema),
    defaultValues: address ? addressValues(address) : blankAddressValues(language),
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toAddressFields(values))
    } catch (error) {
      showFailure(error, setError, serverFields, t)
    }
  })

  const field = (name: Exclude<keyof typeof serverFields, 'phone_number'>) => ({
    registration: register(name),
    error: messageOf(errors[name], t),
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="address-form">
      <div className={styles.columns}>
        <TextField
          label={t('profile:addresses.fields.firstName')}
          autoComplete="given-name"
          {...field('first_name')}
        />
        <TextField
          label={t('profile:addresses.fields.lastName')}
          autoComplete="family-name"
          {...field('last_name')}
        />
      </div>
      <TextField
        label={t('profile:addresses.fields.company')}
        autoComplete="organization"
        {...field('company')}
      />
      <TextField
        label={t('profile:addresses.fields.street')}
        autoComplete="street-address"
        {...field('street')}
      />
      <div className={styles.columns}>
        <TextField
          label={t('profile:addresses.fields.city')}
          autoComplete="address-level2"
          {...field('city')}
        />
        <TextField
          label={t('profile:addresses.fields.zip')}
          autoComplete="postal-code"
          {...field('zip')}
        />
      </div>
      <CountrySelect label={t('profile:addresses.fields.country')} {...field('country')} />
      <PhoneInput
        label={t('profile:addresses.fields.phone')}
        callingCodeLabel={t('profile:addresses.fields.callingCode')}
        numberLabel={t('profile:addresses.fields.phoneNumber')}
        callingCode={register('calling_code')}
        number={register('phone_number')}
        error={messageOf(errors.phone_number, t)}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Link to={paths.profile} className={styles.textLink}>
          {t('profile:addresses.cancel')}
        </Link>
      </div>
    </form>
  )
}
