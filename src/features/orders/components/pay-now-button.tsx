import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { goToGateway } from '../../analytics'
import { retryPayment } from '../api/orders'

interface Props {
  orderId: string
  /** The button's text: "Pay now" unless the page says more ("Pay again" after a failed payment). */
  label?: string
  variant?: 'primary' | 'secondary'
}

/**
 * Pays an unpaid card or GoPay order: off to the gateway's page, to the payment still pending or a
 * new one if the last failed.
 */
export function PayNowButton({ orderId, label, variant = 'primary' }: Props) {
  const { t, language } = useI18next()
  const [leaving, setLeaving] = React.useState(false)
  const pay = async () => {
    if (leaving) return
    setLeaving(true)
    try {
      goToGateway(await retryPayment(orderId, language as Language))
    } catch (error) {
      notify.error(t(errorKey(error)))
      setLeaving(false)
    }
  }
  return (
    <Button
      variant={variant}
      onClick={() => void pay()}
      disabled={leaving}
      aria-busy={leaving || undefined}
    >
      {label ?? t('profile:orders.payment.payNow')}
    </Button>
  )
}
