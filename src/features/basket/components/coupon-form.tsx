import * as React from 'react'
import { notify } from '../../../components/toaster/notify'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { errorKey, fieldErrors } from '../../../lib/api-client'
import { formatMinorUnits } from '../../../lib/format'
import type { Language } from '../../../config/languages'
import { applyCoupon } from '../api/use-coupon'
import type { Basket, CheckoutBasket } from '../types'
import * as styles from './basket.module.css'

interface CouponFormProps {
  basket: Basket
  onChanged: (basket: CheckoutBasket) => void
}

/** A discount code: applied (or removed) on the server; its 422 message shows on the field. */
export function CouponForm({ basket, onChanged }: CouponFormProps) {
  const { t, language } = useI18next()
  const [code, setCode] = React.useState('')
  const [message, setMessage] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)
  const inputId = React.useId()
  const messageId = React.useId()
  const { coupon } = basket

  const send = async (value: string) => {
    setBusy(true)
    setMessage(null)
    try {
      onChanged(await applyCoupon(basket.uuid, value, language as Language))
      setCode('')
    } catch (error) {
      const onField = fieldErrors(error)?.coupon_code
      if (onField) setMessage(onField)
      else notify.error(t(errorKey(error)))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!code.trim()) setMessage(t('common:form.required_field'))
    else void send(code.trim())
  }

  return (
    <div className={styles.coupon}>
      {coupon && (
        <div className={styles.couponApplied} role="status">
          <p>
            {coupon.applied
              ? t('cart:coupon.applied', {
                  code: coupon.code,
                  amount: formatMinorUnits(basket.discount, basket.currency),
                })
              : t('cart:coupon.notApplied', { code: coupon.code })}
          </p>
          {!coupon.applied && coupon.problem && <p>{coupon.problem}</p>}
          <button
            type="button"
            className={styles.textButton}
            onClick={() => void send('')}
            disabled={busy}
          >
            {t('cart:coupon.remove', { code: coupon.code })}
          </button>
        </div>
      )}
      <form onSubmit={submit} noValidate className={styles.couponForm}>
        <label htmlFor={inputId} className={styles.couponLabel}>
          {t('cart:coupon.label')}
        </label>
        <div className={styles.couponRow}>
          <input
            id={inputId}
            type="text"
            name="coupon_code"
            autoComplete="off"
            value={code}
            maxLength={50}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            className={styles.couponInput}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('cart:coupon.apply')}
          </Button>
        </div>
        {message && (
          <p id={messageId} className={styles.fieldError} role="alert">
            {message}
          </p>
        )}
      </form>
    </div>
  )
}
