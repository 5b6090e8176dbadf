import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { useTypeset } from '../../../lib/i18n/translation'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { CountrySelect } from '../../../components/form/country-select'
import { localizePath, paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { errorKey, fieldErrors, type FieldErrors } from '../../../lib/api-client'
import { formatMinorUnits } from '../../../lib/format'
import { deliveryDates, formatShortDate } from '@print-shop/shop-domain/working-days'
import { trackBeginCheckout, trackDeliveryAndPayment } from '../analytics'
import { useDeliveryMethods } from '../api/get-delivery-methods'
import { initialDestination, knownDestination, rememberDestination } from '../destination'
import { onlyFittingMethod } from '../delivery-choice'
import { useAddresses } from '../../addresses'
import { updateBasket, type BasketChoices } from '../api/update-basket'
import {
  PAYMENT_METHODS,
  type CheckoutBasket,
  type DeliveryMethod,
  type PickupPoint,
} from '../types'
import { PickupPointPicker } from './pickup-point-picker'
import * as styles from './checkout.module.css'

interface Props {
  uuid: string
  basket: CheckoutBasket
  onChanged: (basket: CheckoutBasket) => void
}

/** What a method costs for this basket: nothing once the goods reach its free-delivery limit. */
function priceFor(method: DeliveryMethod, basket: CheckoutBasket): number {
  const goods = basket.itemsTotal - basket.discount
  return method.freeFrom !== null && goods >= method.freeFrom ? 0 : method.price
}

/**
 * Step 1: where the goods go, the delivery method that goes there (with its pickup point) and the
 * payment method, saved on the basket. Only methods that deliver to the chosen country are offered.
 */
export function DeliveryPaymentForm({ uuid, basket, onChanged }: Props) {
  const { t, language } = useI18next()
  const typeset = useTypeset()
  const [country, setCountry] = React.useState(() => initialDestination(uuid, basket, language))
  useSavedAddressCountry(uuid, basket, setCountry)
  const methods = useDeliveryMethods(language as Language, country)
  // When each method brings the order, if it is paid today: the slowest print sets the pace.
  const [now] = React.useState(() => new Date())
  const productionDays = Math.max(...basket.items.map((item) => item.layout.productionDays))
  const [methodId, setMethodId] = React.useState(basket.deliveryMethod?.id ?? null)
  const [point, setPoint] = React.useState<PickupPoint | null>(basket.pickupPoint)
  const [payment, setPayment] = React.useState(basket.paymentMethod)
  const [errors, setErrors] = React.useState<FieldErrors>({})
  const [saving, setSaving] = React.useState(false)

  const tracked = React.useRef(false)
  React.useEffect(() => {
    if (tracked.current) return
    tracked.current = true
    trackBeginCheckout(basket)
  }, [basket])

  const method = methods.data?.find((candidate) => candidate.id === methodId) ?? null
  const needsPoint = method?.needsPickupPoint ?? false

  // The summary beside the step prices the basket with the method as soon as it is chosen; only the
  // answer to the latest choice counts. A refusal waits for the step's own button to be reported.
  const latestChoice = React.useRef(0)
  const chooseMethod = React.useCallback(
    async (id: string | null) => {
      setMethodId(id)
      setErrors({})
      const choice = ++latestChoice.current
      try {
        const deliveryMethodId = id === null ? null : Number(id)
        const priced = await updateBasket(uuid, { deliveryMethodId }, language as Language)
        if (choice === latestChoice.current) onChanged(priced)
      } catch {
        // Said when the shopper goes on (submit), next to the delivery methods.
      }
    },
    [uuid, language, onChanged],
  )

  // A method the new country is not served by is dropped, from the summary's price too. Where only
  // one method brings the goods to the country, it is chosen for the shopper instead.
  const offered = methods.isValidating ? undefined : methods.data
  const savedMethod = basket.deliveryMethod?.id ?? null
  const droppedFor = React.useRef<string | null>(null)
  // Once per list: a render may still show no choice while the one just made is on its way.
  const chosenFor = React.useRef<readonly DeliveryMethod[] | null>(null)
  React.useEffect(() => {
    if (!offered) return
    const served = (id: string | null) => !id || offered.some((candidate) => candidate.id === id)
    const only = chosenFor.current === offered ? null : (onlyFittingMethod(offered)?.id ?? null)
    if (!served(savedMethod) && droppedFor.current !== savedMethod) {
      droppedFor.current = savedMethod
      chosenFor.current = offered
      void chooseMethod(only)
    } else if (!served(methodId))
      // Against the latest choice, which this render may not show yet.
      setMethodId((current) => (served(current) ? current : null))
    else if (methodId === null && savedMethod === null && only !== null) {
      chosenFor.current = offered
      void chooseMethod(only)
    }
  }, [offered, savedMethod, methodId, chooseMethod])

  const chooseCountry = (chosen: string) => {
    setCountry(chosen)
    setErrors({})
    rememberDestination(uuid, chosen)
    // A pickup point abroad is no longer where the goods go.
    if (point && point.country !== chosen) setPoint(null)
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const missing: FieldErrors = {}
    if (!method) missing.delivery_method_id = t('cart:checkout.delivery.required')
    else if (needsPoint && !point) missing.pickup_point = t('cart:checkout.pickup.required')
    if (!payment) missing.payment_method = t('cart:checkout.payment.required')
    setErrors(missing)
    if (Object.keys(missing).length || !method || saving) return

    const choices: BasketChoices = {
      deliveryMethodId: Number(method.id),
      paymentMethod: payment,
    }
    // A point of our directory goes by id; one from the carrier's widget brings its address.
    if (needsPoint && point) choices.pickupPoint = point.carrier ? { id: point.id } : point
    setSaving(true)
    rememberDestination(uuid, country)
    try {
      const saved = await updateBasket(uuid, choices, language as Language)
      onChanged(saved)
      trackDeliveryAndPayment(saved)
      void navigate(localizePath(paths.checkoutDetails, language as Language))
    } catch (failure) {
      const found = fieldErrors(failure)
      if (found) setErrors(found)
      else notify.error(t(errorKey(failure)))
      setSaving(false)
    }
  }

  if (methods.error)
    return (
      <div role="alert" className={styles.message}>
        <p>{t('cart:checkout.delivery.loadFailed')}</p>
        <Button onClick={() => void methods.mutate()}>{t('common:basket.retry')}</Button>
      </div>
    )
  if (!methods.data) return <div className={styles.skeleton} aria-busy="true" />

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <CountrySelect
        label={t('cart:checkout.delivery.country')}
        hint={t('cart:checkout.delivery.countryHint')}
        value={country}
        onChange={chooseCountry}
        autoComplete="shipping country"
      />
      {methods.data.length === 0 && (
        <p className={styles.error} role="alert">
          {t('cart:checkout.delivery.noneForCountry')}
        </p>
      )}
      <RadioGroup
        legend={t('cart:checkout.delivery.legend')}
        error={errors.delivery_method_id}
        name="delivery_method"
        value={methodId}
        onChange={(id) => void chooseMethod(id)}
        options={methods.data.map((candidate) => {
          const price = priceFor(candidate, basket)
          const arrives = formatShortDate(
            deliveryDates(now, productionDays, candidate.transitDays).delivery,
            language,
          )
          return {
            value: candidate.id,
            label: typeset(candidate.name),
            detail: candidate.description && typeset(candidate.description),
            price: price === 0 ? t('cart:totals.free') : formatMinorUnits(price, basket.currency),
            promise: t(
              candidate.transitDays === 0
                ? 'cart:checkout.delivery.readyFrom'
                : 'cart:checkout.delivery.arrivesBy',
              { date: arrives },
            ),
          }
        })}
      />
      {needsPoint && method && (
        <PickupPointPicker
          carrier={method.carrier}
          value={point && (!point.carrier || point.carrier === method.carrier) ? point : null}
          onChange={(chosen) => {
            setPoint(chosen)
            setErrors({})
          }}
          error={errors.pickup_point}
        />
      )}
      <RadioGroup
        legend={t('cart:checkout.payment.legend')}
        error={errors.payment_method}
        name="payment_method"
        value={payment}
        onChange={(value) => {
          setPayment(value as (typeof PAYMENT_METHODS)[number])
          setErrors({})
        }}
        options={basket.paymentMethods.map((value) => ({
          value,
          label: t(`cart:checkout.payment.methods.${value}`),
          detail: t(`cart:checkout.payment.descriptions.${value}`),
        }))}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {t('cart:checkout.delivery.submit')}
        </Button>
      </div>
    </form>
  )
}

/**
 * A signed-in shopper whose basket has no destination yet starts from their first saved address's
 * country (known once the addresses load) rather than the language's.
 */
function useSavedAddressCountry(
  uuid: string,
  basket: CheckoutBasket,
  setCountry: (country: string) => void,
) {
  const { language } = useI18next()
  const saved = useAddresses(language as Language).data?.[0]?.country
  const applied = React.useRef(false)
  React.useEffect(() => {
    // Not over a choice the shopper has made meanwhile (remembered as they make it).
    if (applied.current || !saved || knownDestination(uuid, basket) !== null) return
    applied.current = true
    setCountry(saved)
  }, [saved, setCountry, uuid, basket])
}

interface RadioGroupProps {
  legend: string
  name: string
  value: string | null
  onChange: (value: string) => void
  options: { value: string; label: string; detail?: string; price?: string; promise?: string }[]
  error?: string
}

/** A fieldset of radio cards; its error is announced with the group. */
function RadioGroup({ legend, name, value, onChange, options, error }: RadioGroupProps) {
  const groupId = React.useId()
  const errorId = `${groupId}-error`
  return (
    <fieldset
      className={styles.choices}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => {
        const id = `${groupId}-${option.value}`
        return (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-detail`}
            />
            <span className={styles.choiceText}>
              <span id={`${id}-name`} className={styles.choiceName}>
                {option.label}
              </span>
              <span id={`${id}-detail`} className={styles.choiceDetail}>
                {option.price && <span className={styles.choicePrice}>{option.price} </span>}
                {option.promise && <span className={styles.choicePromise}>{option.promise} </span>}
                {option.detail}
              </span>
            </span>
          </label>
        )
      })}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
