import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { formatMinorUnits } from '../../../lib/format'
import { PriceNotice } from '../../../components/price-notice'
import { errorKey } from '../../../lib/api-client'
import type { useBasket } from '../api/get-basket'
import { BasketItemView } from './basket-item-view'
import { RemoveItemButton } from './remove-item-button'
import * as styles from './basket.module.css'

interface BasketDropdownProps {
  id: string
  state: ReturnType<typeof useBasket>
  onNavigate: () => void
}

/**
 * The top bar's basket on large screens: the items (delete each), the goods total and the way to
 * /kosik. Focus moves into it when it opens; the button that opened it handles Escape and outside clicks.
 */
export default function BasketDropdown({ id, state, onNavigate }: BasketDropdownProps) {
  const { t } = useTranslation()
  const panel = React.useRef<HTMLDivElement>(null)
  const { uuid, basket, error, replace, revalidate } = state
  const items = basket?.items ?? []

  React.useEffect(() => panel.current?.focus(), [])

  return (
    <div
      id={id}
      ref={panel}
      role="dialog"
      aria-label={t('common:basket.title')}
      tabIndex={-1}
      className={styles.dropdown}
      data-testid="basket-dropdown"
    >
      {error && !basket ? (
        <div role="alert" className={styles.dropdownMessage}>
          <p>{t(errorKey(error))}</p>
          <button type="button" className={styles.textButton} onClick={revalidate}>
            {t('common:basket.retry')}
          </button>
        </div>
      ) : uuid && !basket ? (
        <p className={styles.dropdownMessage} aria-busy="true">
          {t('common:basket.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.dropdownMessage}>{t('common:topbar.cart.empty')}</p>
      ) : (
        <>
          <ul className={styles.dropdownList}>
            {items.map((item) => (
              <li key={item.id}>
                <BasketItemView item={item}>
                  <RemoveItemButton uuid={uuid!} item={item} onRemoved={replace} />
                </BasketItemView>
              </li>
            ))}
          </ul>
          {basket && (
            <p className={styles.dropdownTotal}>
              <span>{t('common:basket.itemsTotal')}</span>
              <strong>{formatMinorUnits(basket.itemsTotal, basket.currency)}</strong>
            </p>
          )}
          {basket && <PriceNotice className={styles.note} />}
        </>
      )}
      <Link to={paths.basket} className={styles.primaryLink} onClick={onNavigate}>
        {t('common:basket.toBasket')}
      </Link>
    </div>
  )
}
