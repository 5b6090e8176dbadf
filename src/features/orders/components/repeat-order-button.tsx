import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { useRepeatOrder } from '../hooks/use-repeat-order'
import type { Order } from '../types'

interface RepeatOrderButtonProps {
  order: Order
  /** In a list of orders the button's name says which order it repeats. */
  named?: boolean
  variant?: 'primary' | 'secondary'
}

/** "Order again": puts the order's prints in the basket and opens it. */
export function RepeatOrderButton({
  order,
  named = false,
  variant = 'primary',
}: RepeatOrderButtonProps) {
  const { t } = useTranslation()
  const { repeat, sending } = useRepeatOrder(order)
  return (
    <Button
      variant={variant}
      onClick={() => void repeat()}
      disabled={sending}
      aria-busy={sending || undefined}
      aria-label={
        named ? t('profile:orders.repeat.buttonFor', { number: order.number }) : undefined
      }
      data-testid="repeat-order"
    >
      {t('profile:orders.repeat.button')}
    </Button>
  )
}
