import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { goToGateway } from '../../analytics'
import { PaymentResult } from '../components/payment-result'
import { orderDocument } from '../../orders/testing/order-documents'

jest.mock('../../analytics/payment-gateway', () => ({ goToGateway: jest.fn() }))

const GATEWAY = 'http://localhost:4000/v1/payments/sandbox/def'
/** Czech text as typeset (a one-letter word bound to the next), read with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')

/** Back from the gateway with `payment` in the address, the order as the API has it. */
function renderResult(
  payment: string,
  order: { paid?: boolean; paymentMethod?: 'card' | 'gopay' },
  language: Language = 'cs',
) {
  const api = fakeApi({
    'GET /me/orders/42': {
      status: 200,
      body: orderDocument({ id: '42', paymentMethod: 'card', ...order }),
    },
    'POST /me/orders/42/payment': {
      status: 200,
      body: { data: { type: 'payments', id: '8', attributes: { payment_url: GATEWAY } } },
    },
  })
  renderWithProviders(
    <WithSession>
      <PaymentResult orderId="42" payment={payment} />
    </WithSession>,
    { language },
  )
  return api
}

beforeEach(() => {
  localStorage.clear()
  loginKey.save('7')
  jest.mocked(goToGateway).mockClear()
})

describe('The result of a card or GoPay payment', () => {
  afterEach(() => jest.useRealTimers())

  it('shows a paid order as fully as a bank transfer: prints, delivery date, mail, next steps', async () => {
    renderResult('paid', { paid: true, paymentMethod: 'gopay' })
    expect(await screen.findByRole('heading', { name: 'Zaplaceno, děkujeme' })).toBeInTheDocument()
    expect(screen.getByTestId('payment-state')).toHaveAttribute('data-state', 'paid')
    expect(screen.getByTestId('order-number')).toHaveTextContent('2026000042')
    // Paid on Thursday 5 March 2026: 2 working days to make, 2 on the way.
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent('Doručíme do st 11. 3.')
    expect(screen.getByTestId('confirmation-email')).toHaveTextContent(
      'Potvrzení objednávky jsme poslali na jana@example.cz.',
    )
    const steps = within(screen.getByTestId('next-steps')).getAllByRole('listitem')
    expect(steps.map((step) => plain(step.textContent))).toEqual([
      'Objednávka teď jde do výroby v našem ateliéru.',
      'Až zásilku předáme dopravci, pošleme vám e-mail s číslem zásilky, podle kterého ji můžete sledovat.',
      'Jak objednávka postupuje, uvidíte kdykoli v sekci Moje objednávky.',
      'Fakturu vám pošleme e-mailem a najdete ji také u objednávky.',
    ])
    expect(within(steps[2]!).getByRole('link', { name: 'Moje objednávky' })).toHaveAttribute(
      'href',
      '/profil/moje-objednavky',
    )
    // The prints with their pictures, the crop drawn on the cropped one, and the recap.
    const items = screen.getAllByTestId('order-item')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('Horská louka')).toBeInTheDocument()
    expect(items.every((item) => item.querySelector('img'))).toBe(true)
    expect(within(items[1]!).getByTestId('crop-rectangle')).toBeInTheDocument()
    expect(screen.getByTestId('order-totals')).toHaveTextContent('1 179,00 Kč')
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('Zásilkovna')
    expect(screen.queryByRole('button', { name: 'Zaplatit znovu' })).not.toBeInTheDocument()
  })

  it('says it in English too', async () => {
    renderResult('paid', { paid: true }, 'en')
    expect(await screen.findByRole('heading', { name: 'Paid, thank you' })).toBeInTheDocument()
    expect(screen.getByTestId('confirmation-email')).toHaveTextContent(
      'We have sent the order confirmation to jana@example.cz.',
    )
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Ordered pictures' })).toBeInTheDocument()
  })

  it('after a cancelled payment says so, offers to pay again and keeps the order in view', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z'), advanceTimers: true })
    renderResult('cancelled', {})
    expect(await screen.findByRole('heading', { name: 'Platba se nezdařila' })).toBeInTheDocument()
    expect(screen.getByTestId('payment-state')).toHaveAttribute('data-state', 'failed')
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent(
      'Když zaplatíte ještě dnes, doručíme do po 30. 11.',
    )
    const [production] = within(screen.getByTestId('next-steps')).getAllByRole('listitem')
    expect(plain(production!.textContent)).toBe(
      'Jakmile bude objednávka zaplacená, pustíme ji do výroby v našem ateliéru.',
    )
    expect(screen.getAllByTestId('order-item')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Zaplatit znovu' }))
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(GATEWAY))
  })

  it('while the payment is pending, checks it again or goes back to the same payment', async () => {
    const api = renderResult('pending', {})
    expect(await screen.findByRole('heading', { name: 'Čekáme na platbu' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Zjistit stav platby' }))
    await waitFor(() =>
      expect(api.order().filter((call) => call === 'GET /me/orders/42')).toHaveLength(2),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Vrátit se k\u00a0platbě' }))
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(GATEWAY))
  })

  it('when the gateway says paid before the shop knows, only checks again', async () => {
    renderResult('paid', {})
    expect(await screen.findByRole('heading', { name: 'Čekáme na platbu' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Zjistit stav platby' })).toBeEnabled()
    expect(
      screen.queryByRole('button', { name: 'Vrátit se k\u00a0platbě' }),
    ).not.toBeInTheDocument()
  })
})
