import * as React from 'react'
import { MAX_QUANTITY } from '@print-shop/shop-domain/basket-items'
import { notify } from '../../../components/toaster/notify'
import { useI18next } from '../../../lib/i18n/page-language'
import { errorKey, fieldErrors } from '../../../lib/api-client'
import { track, basketChange } from '../../analytics'
import type { Language } from '../../../config/languages'
import { updateBasketItemQuantity } from '../api/update-basket-item'
import type { BasketItem, CheckoutBasket } from '../types'
import * as styles from './basket.module.css'

interface QuantityControlProps {
  uuid: string
  item: BasketItem
  onChanged: (basket: CheckoutBasket) => void
}

const clamp = (value: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.round(value)))

/** The number of pieces of one item: − and + buttons, or a number typed and confirmed. */
export function QuantityControl({ uuid, item, onChanged }: QuantityControlProps) {
  const { t, language } = useI18next()
  const [draft, setDraft] = React.useState(String(item.quantity))
  const [busy, setBusy] = React.useState(false)
  const inputId = React.useId()

  React.useEffect(() => setDraft(String(item.quantity)), [item.quantity])

  const change = async (quantity: number) => {
    const next = clamp(quantity)
    setDraft(String(next))
    if (next === item.quantity) return
    setBusy(true)
    try {
      onChanged(await updateBasketItemQuantity(uuid, item.id, next, language as Language))
      const delta = next - item.quantity
      const event = delta > 0 ? 'add_to_cart' : 'remove_from_cart'
      track(basketChange(event, item.currency, item, Math.abs(delta)))
    } catch (error) {
      setDraft(String(item.quantity))
      notify.error(fieldErrors(error)?.quantity ?? t(errorKey(error)))
    } finally {
      setBusy(false)
    }
  }

  const commit = () => {
    const typed = Number(draft.replace(',', '.'))
    if (draft.trim() === '' || !Number.isFinite(typed)) setDraft(String(item.quantity))
    else void change(typed)
  }

  const name = item.image.name
  return (
    <div className={styles.quantity}>
      <label htmlFor={inputId} className={styles.quantityLabel}>
        {t('cart:quantity.label')}
        <span className="visually-hidden"> – {name}</span>
      </label>
      <div className={styles.quantityControls}>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => void change(item.quantity - 1)}
          disabled={busy || item.quantity <= 1}
          aria-label={t('cart:quantity.decrease', { name })}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={draft}
          disabled={busy}
          className={styles.quantityInput}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commit()
            }
          }}
        />
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => void change(item.quantity + 1)}
          disabled={busy || item.quantity >= MAX_QUANTITY}
          aria-label={t('cart:quantity.increase', { name })}
        >
          +
        </button>
      </div>
    </div>
  )
}
