import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { notify } from '../../../components/toaster/notify'
import type { Language } from '../../../config/languages'
import { errorKey, fieldErrors } from '../../../lib/api-client'
import { formatDimensionsCm } from '../../../lib/format'
import { withdrawOrder } from '../api/withdraw-order'
import type { Order, OrderItem } from '../types'
import * as styles from './withdrawal.module.css'

interface WithdrawalDialogProps {
  order: Order
  onClose: () => void
  onWithdrawn: () => void
}

/**
 * The confirmation step of the withdrawal: the customer picks the prints (and how many pieces) and
 * confirms; the shop answers with an acknowledgement by e-mail. Prints made to order are listed as
 * such, without a choice.
 */
export function WithdrawalDialog({ order, onClose, onWithdrawn }: WithdrawalDialogProps) {
  const { t, language } = useI18next()
  const key = (name: string, vars?: Record<string, unknown>) =>
    t(`profile:orders.withdrawal.${name}`, vars)
  const left = (item: OrderItem) => order.withdrawal.left[item.id] ?? 0
  const choosable = order.items.filter((item) => left(item) > 0)
  // Every piece left is chosen at first: withdrawing from the whole order is the usual case.
  const [chosen, setChosen] = React.useState<Record<string, number>>(() =>
    Object.fromEntries(choosable.map((item) => [item.id, left(item)])),
  )
  const [problem, setProblem] = React.useState<string | null>(null)
  const [sending, setSending] = React.useState(false)

  const toggle = (item: OrderItem, on: boolean) =>
    setChosen((current) => {
      const next = { ...current }
      if (on) next[item.id] = left(item)
      else delete next[item.id]
      return next
    })

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const items = Object.entries(chosen).map(([orderItemId, quantity]) => ({
      orderItemId,
      quantity,
    }))
    if (items.length === 0) {
      setProblem(key('chooseOne'))
      return
    }
    setProblem(null)
    setSending(true)
    try {
      await withdrawOrder(order.id, items, language as Language)
    } catch (error) {
      const fields = fieldErrors(error)
      setProblem(fields ? (Object.values(fields)[0] ?? t(errorKey(error))) : t(errorKey(error)))
      setSending(false)
      return
    }
    notify.success(key('done'))
    onWithdrawn()
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={key('dialogTitle')}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.text}>{key('intro', { number: order.number })}</p>
        <fieldset className={styles.choices}>
          <legend>{key('choose')}</legend>
          {order.items.map((item) =>
            left(item) > 0 ? (
              <ItemChoice
                key={item.id}
                item={item}
                left={left(item)}
                quantity={chosen[item.id]}
                onToggle={(on) => toggle(item, on)}
                onQuantity={(quantity) =>
                  setChosen((current) => ({ ...current, [item.id]: quantity }))
                }
              />
            ) : (
              <div key={item.id} className={`${styles.choice} ${styles.excluded}`}>
                <span aria-hidden="true">–</span>
                <span>
                  {itemName(item)}:{' '}
                  {item.withdrawable ? key('alreadyWithdrawn') : t('common:withdrawal.madeToOrder')}
                </span>
              </div>
            ),
          )}
        </fieldset>
        <p className={styles.muted}>{key('whatNext')}</p>
        {problem && (
          <p className={styles.alert} role="alert" data-testid="withdraw-problem">
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {key('cancel')}
          </Button>
          <Button
            type="submit"
            disabled={sending}
            aria-busy={sending || undefined}
            data-testid="withdraw-confirm"
          >
            {key('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

function itemName(item: OrderItem): string {
  return `${item.imageName} – ${item.layoutName}, ${formatDimensionsCm(item.customWidth, item.customHeight)}`
}

interface ItemChoiceProps {
  item: OrderItem
  left: number
  /** Pieces chosen; undefined when the print is not chosen. */
  quantity: number | undefined
  onToggle: (on: boolean) => void
  onQuantity: (quantity: number) => void
}

function ItemChoice({ item, left, quantity, onToggle, onQuantity }: ItemChoiceProps) {
  const { t } = useI18next()
  const id = `withdraw-${item.id}`
  return (
    <div className={styles.choice}>
      <input
        id={id}
        type="checkbox"
        checked={quantity !== undefined}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <label htmlFor={id}>{itemName(item)}</label>
      {quantity !== undefined && left > 1 && (
        <div className={styles.quantity}>
          <label htmlFor={`${id}-quantity`}>{t('profile:orders.withdrawal.quantity')}</label>
          <select
            id={`${id}-quantity`}
            value={quantity}
            onChange={(event) => onQuantity(Number(event.target.value))}
          >
            {Array.from({ length: left }, (_, index) => index + 1).map((pieces) => (
              <option key={pieces} value={pieces}>
                {t('profile:orders.withdrawal.pieces', { count: pieces })}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  )
}
