import * as React from 'react'
import { Toaster } from 'react-hot-toast'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { PrivateRoute } from '../../auth'
import { WithSession } from '../../../testing/session'
import { CheckoutGuard } from '../components/checkout-guard'
import { CheckoutLayout } from '../components/checkout-layout'
import { DeliveryPaymentForm } from '../components/delivery-payment-form'
import { DetailsForm } from '../components/details-form'

/**
 * A checkout step as its page shows it: the session, the basket guard, the running summary and the
 * toasts; the details
 * step also behind the private route, which waits for the signed-in shopper its form starts from.
 */
export function renderStep(step: 'delivery' | 'details', language: Language = 'cs') {
  const Form = step === 'delivery' ? DeliveryPaymentForm : DetailsForm
  const content = (
    <CheckoutGuard>
      {(basket, uuid, replace) => (
        <CheckoutLayout basket={basket}>
          <Form uuid={uuid} basket={basket} onChanged={replace} />
        </CheckoutLayout>
      )}
    </CheckoutGuard>
  )
  return renderWithProviders(
    <WithSession>
      {step === 'details' ? <PrivateRoute>{content}</PrivateRoute> : content}
      <Toaster />
    </WithSession>,
    { language },
  )
}
