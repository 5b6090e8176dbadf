import * as React from 'react'
import { screen } from '@testing-library/react'
import type { QrPaymentCode } from '@print-shop/shop-domain/orders'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { QrPayment } from '../components/qr-payment'

/**
 * The code as the API sends it: the payload is drawn as it is, whatever the standard (one in the QR
 * alphanumeric alphabet: jsdom has no TextEncoder for the byte mode).
 */
const code = (format: QrPaymentCode['format']): QrPaymentCode => ({ format, payload: 'PAYLOAD 42' })

describe('QrPayment', () => {
  it.each([
    ['cs', 'spd', 'QR platba'],
    ['sk', 'pay_by_square', 'PAY by square'],
    ['en', 'pay_by_square', 'PAY by square (Slovak standard)'],
    ['de', 'epc', 'EPC-QR-Code (SEPA, GiroCode)'],
    ['en', 'epc', 'EPC QR (SEPA)'],
  ] as const)('names the standard in %s: %s', async (language, format, name) => {
    renderWithProviders(<QrPayment code={code(format)} fileName="qr-42.png" />, {
      language: language as Language,
    })
    expect(screen.getByTestId('qr-standard')).toHaveTextContent(name)
    const qr = await screen.findByRole('img')
    expect(qr).toHaveAttribute('data-qr-format', format)
    expect(qr).toHaveAttribute('data-qr-payload', 'PAYLOAD 42')
  })
})
