import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { WITHDRAWAL_TERMS_PATH } from '../../../components/withdrawal-note/withdrawal-note'
import { formatMinorUnits } from '../../../lib/format'
import { formatDate } from '../../../lib/format-date'
import type { Order, Withdrawal } from '../types'
import { WithdrawalDialog } from './withdrawal-dialog'
import * as styles from './withdrawal.module.css'

/**
 * The withdrawal function of Directive (EU) 2023/2673 in the order's detail: the button while some
 * prints may still be returned, which opens the confirmation step, and the withdrawals made with
 * their state. Nothing shows for an order not yet paid (it is simply not paid) or cancelled.
 */
export function WithdrawalSection({
  order,
  onWithdrawn,
}: {
  order: Order
  onWithdrawn: () => void
}) {
  const { t, language } = useI18next()
  const [open, setOpen] = React.useState(false)
  const { withdrawal } = order
  const payable = order.paid && order.status !== 'cancelled'
  if (!payable && withdrawal.withdrawals.length === 0) return null
  const anyReturnable = order.items.some((item) => item.withdrawable)
  const withdrawn = (id: string) =>
    withdrawal.withdrawals
      .flatMap((made) => made.items)
      .filter((item) => item.orderItemId === id)
      .reduce((sum, item) => sum + item.quantity, 0)
  const allWithdrawn = order.items.every(
    (item) => !item.withdrawable || withdrawn(item.id) >= item.quantity,
  )
  const key = (name: string, vars?: Record<string, unknown>) =>
    t(`profile:orders.withdrawal.${name}`, vars)

  let state: string
  if (withdrawal.open)
    state = withdrawal.lastDay
      ? key('openUntil', { date: formatDate(withdrawal.lastDay, language) })
      : key('openBeforeDelivery')
  else if (!anyReturnable) state = key('madeToOrder')
  else if (allWithdrawn || !withdrawal.lastDay) state = key('nothingLeft')
  else state = key('periodOver', { date: formatDate(withdrawal.lastDay, language) })

  return (
    <section className={styles.section} aria-labelledby="order-withdrawal" data-testid="withdrawal">
      <h2 id="order-withdrawal">{key('title')}</h2>
      <p className={styles.text}>{state}</p>
      {withdrawal.withdrawals.length > 0 && (
        <ul className={styles.withdrawals} data-testid="withdrawals">
          {withdrawal.withdrawals.map((made) => (
            <li key={made.id}>
              <WithdrawalLine order={order} withdrawal={made} />
            </li>
          ))}
        </ul>
      )}
      {withdrawal.open && (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)} data-testid="withdraw-open">
            {key('button')}
          </Button>
        </div>
      )}
      <p className={styles.muted}>
        <Link to={WITHDRAWAL_TERMS_PATH}>{key('termsLink')}</Link>
      </p>
      {open && (
        <WithdrawalDialog
          order={order}
          onClose={() => setOpen(false)}
          onWithdrawn={() => {
            setOpen(false)
            onWithdrawn()
          }}
        />
      )}
    </section>
  )
}

function WithdrawalLine({ order, withdrawal }: { order: Order; withdrawal: Withdrawal }) {
  const { t, language } = useI18next()
  const names = withdrawal.items
    .map((item) => {
      const ordered = order.items.find((candidate) => candidate.id === item.orderItemId)
      return `${item.quantity}× ${ordered?.imageName ?? ''}`
    })
    .join(', ')
  return (
    <>
      {t('profile:orders.withdrawal.made', {
        date: formatDate(withdrawal.requestedAt, language, true),
        items: names,
        amount: formatMinorUnits(withdrawal.amount, order.currency),
      })}{' '}
      <strong>{t(`profile:orders.withdrawal.status.${withdrawal.status}`)}</strong>
    </>
  )
}
