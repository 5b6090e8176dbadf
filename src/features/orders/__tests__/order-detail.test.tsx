import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { goToGateway } from '../../analytics'
import { OrderDetail } from '../components/order-detail'
import { orderDocument } from '../testing/order-documents'

jest.mock('../../analytics/payment-gateway', () => ({ goToGateway: jest.fn() }))

const renderDetail = (id: string, language: Language = 'cs') =>
  renderWithProviders(
    <WithSession>
      <OrderDetail id={id} />
      <Toaster />
    </WithSession>,
    { language },
  )

beforeEach(() => {
  localStorage.clear()
  jest.mocked(goToGateway).mockClear()
})

describe('Order detail', () => {
  it('shows number, date, status and its history, the items with their print configuration and the totals', async () => {
    fakeApi({
      'GET /me/orders/42': {
        status: 200,
        body: orderDocument({ id: '42', paid: true, paymentMethod: 'card' }),
      },
    })
    renderDetail('42')
    expect(screen.getByTestId('order-loading')).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByTestId('order-number')).toHaveTextContent('2026000042')
    expect(
      screen.getByRole('heading', { level: 2, name: 'Objednávka 2026000042' }),
    ).toBeInTheDocument()
    expect(screen.getAllByText('5. března 2026').length).toBeGreaterThan(0)
    const history = within(screen.getByTestId('status-history')).getAllByRole('listitem')
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Nová 5\. března 2026/),
      expect.stringMatching(/^Zaplacená 5\. března 2026/),
    ])

    const [original, cropped] = screen.getAllByTestId('order-item')
    const first = within(original!)
    expect(first.getByRole('heading', { level: 3, name: 'Horská louka' })).toBeInTheDocument()
    expect(first.getByText('Celý obrázek')).toBeInTheDocument()
    expect(first.getByText('Fotoobraz na plátně, 40 × 30 cm')).toBeInTheDocument()
    expect(first.getByText('Matný papír')).toBeInTheDocument()
    expect(first.getByText('Počet kusů:').nextSibling).toHaveTextContent('2')
    expect(first.getByText('Cena za kus:').nextSibling).toHaveTextContent('490,00 Kč')
    expect(first.getByTestId('order-item-price')).toHaveTextContent('980,00 Kč')
    expect(first.queryByTestId('crop-rectangle')).not.toBeInTheDocument()

    const second = within(cropped!)
    expect(second.getByText('Vlastní výřez')).toBeInTheDocument()
    expect(second.getByText('Plakát, 60 × 40 cm')).toBeInTheDocument()
    // A 3:2 crop of a 3000 × 4000 px picture, from y = 1000: the whole width, the middle half.
    expect(second.getByTestId('crop-rectangle')).toHaveStyle({
      left: '0%',
      top: '25%',
      width: '100%',
      height: '50%',
    })

    const totals = within(screen.getByTestId('order-totals'))
    expect(totals.getByText('Zboží').nextSibling).toHaveTextContent('1 180,00 Kč')
    expect(totals.getByText('Sleva (kód JARO10)').nextSibling).toHaveTextContent('−100,00 Kč')
    expect(totals.getByText('Doprava (Zásilkovna)').nextSibling).toHaveTextContent('99,00 Kč')
    expect(screen.getByTestId('order-total')).toHaveTextContent('1 179,00 Kč')
    expect(totals.getByText('DPH 21 %').nextSibling).toHaveTextContent('204,62 Kč')

    const delivery = screen.getByTestId('order-delivery')
    expect(delivery).toHaveTextContent('Trafika U Nádraží')
    expect(delivery).toHaveTextContent('Dlouhá 12')
    // The billing e-mail is on the order; the confirmations went to the account's address.
    expect(delivery).toHaveTextContent('fakturace@novakova.cz')
    expect(delivery).toHaveTextContent('E-mail pro potvrzeníjana@example.cz')
    expect(delivery).toHaveTextContent('Česko')
    expect(within(delivery).getByText('Stejná jako fakturační')).toBeInTheDocument()
    expect(delivery).toHaveTextContent('Prosím zabalit jako dárek.')

    expect(screen.getByText('Platba kartou')).toBeInTheDocument()
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Zaplaceno 5. března 2026')
    expect(screen.queryByRole('button', { name: 'Zaplatit nyní' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument()
  })

  it('gives the bank details and the QR code of an unpaid bank transfer', async () => {
    fakeApi({ 'GET /me/orders/42': { status: 200, body: orderDocument({ id: '42' }) } })
    renderDetail('42')
    const instructions = await screen.findByTestId('payment-instructions')
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Čeká na zaplacení')
    expect(screen.getByText('Bankovní převod')).toBeInTheDocument()
    expect(instructions).toHaveTextContent('2801234578/2010')
    expect(instructions).toHaveTextContent('1 179,00 Kč')
    expect(instructions).toHaveTextContent('Variabilní symbol2026000042')
    expect(instructions).toHaveTextContent('Splatnost19. března 2026')
    const qr = await screen.findByRole('img', { name: 'QR platba pro mobilní bankovnictví' })
    expect(qr).toHaveAttribute('data-qr-format', 'spd')
    expect(qr).toHaveAttribute('data-qr-payload', expect.stringContaining('X-VS:2026000042'))
  })

  it('sends an unpaid card order to the gateway with "pay now"', async () => {
    const url = 'http://localhost:4000/v1/payments/sandbox/abc'
    const api = fakeApi({
      'GET /me/orders/42': {
        status: 200,
        body: orderDocument({ id: '42', paymentMethod: 'gopay' }),
      },
      'POST /me/orders/42/payment': {
        status: 201,
        body: { data: { type: 'payments', id: '8', attributes: { payment_url: url } } },
      },
    })
    renderDetail('42', 'en')
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }))
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(url))
    expect(api.order()).toContain('POST /me/orders/42/payment')
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Awaiting payment')
    expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument()
  })

  it('says the order was not found for an unknown id, with the way back to the list', async () => {
    fakeApi({ 'GET /me/orders/999': { status: 404, body: { message: 'Nenalezeno' } } })
    renderDetail('999')
    expect(
      await screen.findByRole('heading', { name: 'Objednávku jsme nenašli' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zpět na moje objednávky' })).toHaveAttribute(
      'href',
      '/profil/moje-objednavky',
    )
  })

  it('does not ask for an id that cannot be an order', async () => {
    const api = fakeApi({})
    renderDetail('abc', 'en')
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/en/profil/moje-objednavky',
    )
    expect(api.order()).toEqual([])
  })

  it('offers a retry when the order cannot be loaded', async () => {
    fakeApi({
      'GET /me/orders/42': [{ status: 500 }, { status: 200, body: orderDocument({ id: '42' }) }],
    })
    renderDetail('42')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Objednávku se nepodařilo načíst.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }))
    expect(await screen.findByTestId('order-number')).toHaveTextContent('2026000042')
  })
})
