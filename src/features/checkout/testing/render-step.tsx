import * as React from 'react'
import { Toaster } from 'react-hot-toast'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { WithSession } from '../../auth/testing/account-fakes'
import { CheckoutGuard } from '../components/checkout-guard'
import { DeliveryPaymentForm } from '../components/delivery-payment-form'
import { DetailsForm } from '../components/details-form'

/** A checkout step as its page shows it: the session, the basket guard and the toasts. */
export function renderStep(step: 'delivery' | 'details', language: Language = 'cs') {
  const Form = step === 'delivery' ? DeliveryPaymentForm : DetailsForm
  return renderWithProviders(
    <WithSession>
      <CheckoutGuard>
        {(basket, uuid, replace) => <Form uuid={uuid} basket={basket} onChanged={replace} />}
      </CheckoutGuard>
      <Toaster />
    </WithSession>,
    { language },
  )
}
