import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { goToGateway } from '../../../lib/payment-gateway'
import { retryPayment } from '../api/orders'

/** Pays an unpaid card or GoPay order: off to the gateway's page (a new payment if the last failed). */
export function PayNowButton({ orderId }: { orderId: string }) {
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
    <Button onClick={() => void pay()} disabled={leaving} aria-busy={leaving || undefined}>
      {t('profile:orders.payment.payNow')}
    </Button>
  )
}
