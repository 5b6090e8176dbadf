import * as React from 'react'
import { notify } from '../../../components/toaster/notify'
import { useI18next } from '../../../lib/i18n/page-language'
import { errorKey } from '../../../lib/api-client'
import { track, basketChange } from '../../analytics'
import type { Language } from '../../../config/languages'
import { removeBasketItem } from '../api/remove-basket-item'
import type { BasketItem, CheckoutBasket } from '../types'
import * as styles from './basket.module.css'

interface RemoveItemButtonProps {
  uuid: string
  item: BasketItem
  onRemoved: (basket: CheckoutBasket) => void
}

/** Deletes one basket item; a toast says it is gone (or why it is not). */
export function RemoveItemButton({ uuid, item, onRemoved }: RemoveItemButtonProps) {
  const { t, language } = useI18next()
  const [busy, setBusy] = React.useState(false)

  const remove = async () => {
    setBusy(true)
    try {
      const basket = await removeBasketItem(uuid, item.id, language as Language)
      notify.success(t('common:basket.removed'))
      track(basketChange('remove_from_cart', item.currency, item))
      onRemoved(basket)
    } catch (error) {
      notify.error(t(errorKey(error)))
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={styles.removeButton}
      onClick={() => void remove()}
      disabled={busy}
    >
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">
        {t('common:basket.remove', { name: item.image.name })}
      </span>
    </button>
  )
}
