import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { Trans } from '../../../lib/i18n/translation'
import { useForm, type Path, type UseFormRegister, type FieldErrors } from 'react-hook-form'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { CountrySelect } from '../../../components/form/country-select'
import { TextField } from '../../../components/form/text-field'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { useSession } from '../../../lib/session/session-provider'
import { useAddresses } from '../../addresses'
import { useDeliveryMethods } from '../api/get-delivery-methods'
import { removeShippingDetails, saveDetails } from '../api/save-details'
import { initialDestination } from '../destination'
import { initialDetails, toContactDetails, withSavedAddress } from '../details'
import { detailsResolver, type DetailsValues } from '../schemas'
import type { CheckoutBasket } from '../types'
import * as styles from './checkout.module.css'

interface Props {
  uuid: string
  basket: CheckoutBasket
  onChanged: (basket: CheckoutBasket) => void
}

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'street',
  'city',
  'zip',
  'country',
  'phone_number',
] as const
const BILLING_ONLY = ['email', 'company_id', 'vat_id'] as const

/** The API's field names on the form's: a 422 of the billing call goes to billing.*, and so on. */
const serverFields = (kind: 'billing' | 'shipping') =>
  Object.fromEntries(
    [...ADDRESS_FIELDS, ...(kind === 'billing' ? BILLING_ONLY : [])].map((field) => [
      field,
      `${kind}.${field}` as Path<DetailsValues>,
    ]),
  )

/** Step 2: billing details, and shipping details when the goods go elsewhere. */
export function DetailsForm({ uuid, basket, onChanged }: Props) {
  const { t, language } = useI18next()
  const { user } = useSession()
  const addresses = useAddresses(language as Language)
  const [destination] = React.useState(() => initialDestination(uuid, basket, language))
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DetailsValues>({
    resolver: detailsResolver,
    defaultValues: initialDetails(
      basket,
      user,
      language,
      initialDestination(uuid, basket, language),
    ),
  })
  const differs = watch('shipping_differs')
  const refusal = useDeliveryRefusal(
    basket,
    watch(differs ? 'shipping.country' : 'billing.country'),
  )

  // The saved address the form was filled from: the selector names it instead of "choose".
  const [savedAddressId, setSavedAddressId] = React.useState('')
  // A first checkout with saved addresses starts from the first of them.
  const prefilled = React.useRef(basket.billingDetail !== null)
  React.useEffect(() => {
    const first = addresses.data?.[0]
    if (prefilled.current || !first || isDirty) return
    prefilled.current = true
    setSavedAddressId(first.id)
    reset(withSavedAddress(getValues(), first, destination))
  }, [addresses.data, destination, getValues, isDirty, reset])

  const applyAddress = (id: string) => {
    const address = addresses.data?.find((candidate) => candidate.id === id)
    if (!address) return
    setSavedAddressId(id)
    reset(withSavedAddress(getValues(), address, destination), { keepDefaultValues: true })
  }

  const onSubmit = handleSubmit(async (values) => {
    // The chosen delivery does not go to this address: the message beside its country says so.
    if (refusal) return
    const lang = language as Language
    let kind: 'billing' | 'shipping' = 'billing'
    try {
      const billing = toContactDetails(values.billing, values.billing.email)
      let saved = await saveDetails(uuid, 'billing', billing, !!basket.billingDetail, lang)
      kind = 'shipping'
      if (values.shipping_differs) {
        const shipping = toContactDetails(values.shipping, '')
        saved = await saveDetails(uuid, 'shipping', shipping, !!saved.shippingDetail, lang)
      } else if (saved.shippingDetail) saved = await removeShippingDetails(uuid, lang)
      onChanged(saved)
      void navigate(localizePath(paths.checkoutComplete, lang))
    } catch (failure) {
      showFailure(failure, setError, serverFields(kind), t)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      {addresses.data && addresses.data.length > 0 && (
        <div className={styles.savedAddresses}>
          <label htmlFor="saved-address" className={styles.label}>
            {t('cart:checkout.details.savedAddress')}
          </label>
          <select
            id="saved-address"
            className={styles.input}
            value={savedAddressId}
            onChange={(event) => applyAddress(event.target.value)}
          >
            <option value="" disabled>
              {t('cart:checkout.details.chooseAddress')}
            </option>
            {addresses.data.map((address) => (
              <option key={address.id} value={address.id}>
                {address.firstName} {address.lastName}, {address.street}, {address.city}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className={styles.addressGroup}>
        <legend>{t('cart:checkout.details.billing')}</legend>
        <AddressFields
          kind="billing"
          register={register}
          errors={errors}
          refusal={differs ? null : refusal}
        />
        <div className={styles.columns}>
          <TextField
            label={t('cart:checkout.details.fields.email')}
            type="email"
            autoComplete="email"
            registration={register('billing.email')}
            error={messageOf(errors.billing?.email, t)}
          />
          <TextField
            label={t('cart:checkout.details.fields.phone')}
            type="tel"
            autoComplete="tel"
            registration={register('billing.phone_number')}
            error={messageOf(errors.billing?.phone_number, t)}
          />
        </div>
        <div className={styles.columns}>
          <TextField
            label={t('cart:checkout.details.fields.companyId')}
            registration={register('billing.company_id')}
            error={messageOf(errors.billing?.company_id, t)}
          />
          <TextField
            label={t('cart:checkout.details.fields.vatId')}
            registration={register('billing.vat_id')}
            error={messageOf(errors.billing?.vat_id, t)}
          />
        </div>
      </fieldset>
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('shipping_differs')} />
        {t('cart:checkout.details.shippingDiffers')}
      </label>
      {differs && (
        <fieldset className={styles.addressGroup}>
          <legend>{t('cart:checkout.details.shipping')}</legend>
          <AddressFields kind="shipping" register={register} errors={errors} refusal={refusal} />
          <TextField
            label={t('cart:checkout.details.fields.phone')}
            type="tel"
            autoComplete="shipping tel"
            registration={register('shipping.phone_number')}
            error={messageOf(errors.shipping?.phone_number, t)}
          />
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {t('cart:checkout.details.submit')}
        </Button>
      </div>
    </form>
  )
}

/**
 * The chosen delivery method, when it does not deliver to `country` (the country of the address the
 * goods go to): step 1 offered only methods for the country chosen there, and the address may name
 * another. A pickup point decides the country itself.
 */
function useDeliveryRefusal(basket: CheckoutBasket, country: string) {
  const { language } = useI18next()
  const served = useDeliveryMethods(language as Language, country)
  const chosen = basket.deliveryMethod
  if (!chosen || basket.pickupPoint || !served.data) return null
  return served.data.some((method) => method.id === chosen.id) ? null : chosen
}

interface AddressFieldsProps {
  kind: 'billing' | 'shipping'
  register: UseFormRegister<DetailsValues>
  errors: FieldErrors<DetailsValues>
  /** The delivery method that does not go to this address's country. */
  refusal?: { name: string } | null
}

function AddressFields({ kind, register, errors, refusal }: AddressFieldsProps) {
  const { t } = useI18next()
  const own = errors[kind]
  const auto = kind === 'shipping' ? 'shipping ' : 'billing '
  const field = (name: 'first_name' | 'last_name' | 'company' | 'street' | 'city' | 'zip') => ({
    registration: register(`${kind}.${name}`),
    error: messageOf(own?.[name], t),
  })
  return (
    <>
      <div className={styles.columns}>
        <TextField
          label={t('cart:checkout.details.fields.firstName')}
          autoComplete={`${auto}given-name`}
          {...field('first_name')}
        />
        <TextField
          label={t('cart:checkout.details.fields.lastName')}
          autoComplete={`${auto}family-name`}
          {...field('last_name')}
        />
      </div>
      <TextField
        label={t('cart:checkout.details.fields.company')}
        autoComplete={`${auto}organization`}
        {...field('company')}
      />
      <TextField
        label={t('cart:checkout.details.fields.street')}
        autoComplete={`${auto}street-address`}
        {...field('street')}
      />
      <div className={styles.columns}>
        <TextField
          label={t('cart:checkout.details.fields.city')}
          autoComplete={`${auto}address-level2`}
          {...field('city')}
        />
        <TextField
          label={t('cart:checkout.details.fields.zip')}
          autoComplete={`${auto}postal-code`}
          {...field('zip')}
        />
      </div>
      <CountrySelect
        label={t('cart:checkout.details.fields.country')}
        registration={register(`${kind}.country`)}
        autoComplete={`${auto}country`}
        error={
          messageOf(own?.country, t) ??
          (refusal && (
            <span role="alert" data-testid="delivery-refused">
              <Trans
                t={t}
                i18nKey="cart:checkout.details.countryNotServed"
                values={{ method: refusal.name }}
                components={{ change: <Link to={paths.checkoutDelivery} /> }}
              />
            </span>
          ))
        }
      />
    </>
  )
}
