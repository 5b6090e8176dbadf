import * as React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { PlacedOrder } from '../components/placed-order'
import { orderDocument } from '../../orders/testing/order-documents'

const renderPage = (search: string) =>
  renderWithProviders(
    <WithSession>
      <PlacedOrder search={search} />
    </WithSession>,
  )

beforeEach(() => {
  localStorage.clear()
  loginKey.save('7')
})

describe('The placed order at its own address', () => {
  afterEach(() => jest.useRealTimers())

  it('shows the order from the API: number, how to pay, what was ordered and where it goes', async () => {
    // Wednesday 25 November 2026, 9:00 in Prague; 2 working days to make, 2 on the way.
    jest.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z'), advanceTimers: true })
    fakeApi({
      'GET /me/orders/42': {
        status: 200,
        body: orderDocument({ id: '42', status: 'awaiting_payment' }),
      },
    })
    renderPage('?order=42')
    expect(await screen.findByTestId('order-number')).toHaveTextContent('2026000042')
    expect(screen.getByTestId('payment-instructions')).toHaveTextContent('2801234578/2010')
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent(
      'Když zaplatíte ještě dnes, doručíme do po 30. 11.',
    )
    expect(screen.getAllByTestId('order-item')).toHaveLength(2)
    expect(screen.getByTestId('order-delivery')).toBeInTheDocument()
    // Where the confirmation went and what happens next, as after a card payment.
    expect(screen.getByTestId('confirmation-email')).toHaveTextContent('jana@example.cz')
    expect(within(screen.getByTestId('next-steps')).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Jakmile platba dorazí na náš účet/,
    )
    expect(screen.getByRole('link', { name: 'Moje objednávky' })).toHaveAttribute(
      'href',
      '/profil/moje-objednavky',
    )
  })

  it('offers to pay a card order whose payment could not be started', async () => {
    fakeApi({
      'GET /me/orders/43': {
        status: 200,
        body: orderDocument({ id: '43', status: 'new', paymentMethod: 'card' }),
      },
    })
    renderPage('?order=43')
    expect(await screen.findByTestId('payment-not-started')).toHaveTextContent(
      'Platbu se teď nepodařilo zahájit.',
    )
    expect(screen.getByRole('button', { name: 'Zaplatit nyní' })).toBeEnabled()
    expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument()
  })

  it("says so when the order is not the shopper's, or the address names none", async () => {
    fakeApi({ 'GET /me/orders/43': { status: 404, body: { message: 'Nenalezeno.' } } })
    const notTheirs = renderPage('?order=43')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tuto objednávku jsme mezi vašimi nenašli.',
    )
    notTheirs.unmount()
    renderPage('?order=abc')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tuto objednávku jsme mezi vašimi nenašli.',
    )
  })
})
