import type { OrderResource } from '@print-shop/shop-domain/responses/orders'
import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { fakeApi } from '../../../testing/fake-api'
import { enableDialogs, WithSession } from '../../../testing/session'
import { OrderDetail } from '../components/order-detail'
import { orderDocument } from '../testing/order-documents'

const withdrawCall = 'POST /me/orders/42/withdrawals'

beforeAll(enableDialogs)

/** The order's withdrawal state: two pieces of the original left until 20 March. */
const open = {
  last_day: '2026-03-20',
  open: true,
  items: [
    { order_item_id: '421', withdrawable: true, quantity: 2 },
    { order_item_id: '422', withdrawable: false, quantity: 0 },
  ],
  withdrawals: [],
}

const made: OrderResource['attributes']['withdrawal']['withdrawals'][number] = {
  id: '7',
  status: 'requested',
  items: [{ order_item_id: '421', quantity: 1 }],
  amount: 49000,
  requested_at: '2026-03-10T09:15:00.000Z',
  returned_at: null,
  refunded_at: null,
}

const paidOrder = (withdrawal: OrderResource['attributes']['withdrawal']) =>
  orderDocument({ id: '42', paid: true, status: 'delivered', withdrawal })

const render = (language: Language = 'cs') =>
  renderWithProviders(
    <WithSession>
      <OrderDetail id="42" />
      <Toaster />
    </WithSession>,
    { language },
  )

describe('Withdrawal from the contract', () => {
  it('picks the prints in a confirmation step, sends them, says so and shows the withdrawal', async () => {
    const api = fakeApi({
      'GET /me/orders/42': [
        { status: 200, body: paidOrder(open) },
        {
          status: 200,
          body: paidOrder({
            ...open,
            items: [
              { order_item_id: '421', withdrawable: true, quantity: 1 },
              { order_item_id: '422', withdrawable: false, quantity: 0 },
            ],
            withdrawals: [made],
          }),
        },
      ],
      [withdrawCall]: {
        status: 201,
        body: { data: { type: 'withdrawals', id: made.id, attributes: made } },
      },
    })
    render()
    const section = await screen.findByTestId('withdrawal')
    expect(section).toHaveTextContent('můžete bez udání důvodu odstoupit do 20. března 2026')
    const button = within(section).getByRole('button', { name: 'Odstoupit od smlouvy' })
    await userEvent.click(button)

    const dialog = await screen.findByRole('dialog', { name: 'Odstoupit od smlouvy' })
    // The crop was made to order: listed, not offered.
    expect(dialog).toHaveTextContent(
      'Staré Město – Plakát, 60 × 40 cm: Vyrobeno na míru – nelze vrátit',
    )
    const print = within(dialog).getByRole('checkbox', { name: /Horská louka/ })
    expect(print).toBeChecked()
    await userEvent.selectOptions(within(dialog).getByLabelText('Počet kusů'), '1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Potvrdit odstoupení' }))

    expect(
      await screen.findByText('Odstoupení jsme přijali. Potvrzení vám posíláme e-mailem.'),
    ).toBeInTheDocument()
    expect(api.bodiesOf('POST', '/me/orders/42/withdrawals')).toEqual([
      { items: [{ order_item_id: 421, quantity: 1 }] },
    ])
    await waitFor(() =>
      expect(screen.getByTestId('withdrawals')).toHaveTextContent('1× Horská louka'),
    )
    expect(screen.getByTestId('withdrawals')).toHaveTextContent(
      'přijato, čekáme na vrácení výtisků',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks for a print when none is chosen, shows the API’s refusal, and gives focus back on close', async () => {
    fakeApi({
      'GET /me/orders/42': { status: 200, body: paidOrder(open) },
      [withdrawCall]: {
        status: 422,
        body: {
          message: 'Údaje nejsou platné.',
          errors: { items: ['Lhůta pro odstoupení od smlouvy skončila 20. března 2026.'] },
        },
      },
    })
    render()
    const button = await screen.findByRole('button', { name: 'Odstoupit od smlouvy' })
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Horská louka/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Potvrdit odstoupení' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Vyberte aspoň jeden výtisk.')

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Horská louka/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Potvrdit odstoupení' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Lhůta pro odstoupení od smlouvy skončila 20. března 2026.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zpět' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('offers no button once the period is over, and says until when it ran', async () => {
    fakeApi({
      'GET /me/orders/42': {
        status: 200,
        body: paidOrder({
          ...open,
          open: false,
          items: open.items.map((item) => ({ ...item, quantity: 0 })),
        }),
      },
    })
    render('de')
    const section = await screen.findByTestId('withdrawal')
    expect(section).toHaveTextContent('Die Widerrufsfrist ist am 20. März 2026 abgelaufen.')
    expect(within(section).queryByRole('button')).not.toBeInTheDocument()
    expect(
      within(section).getByRole('link', { name: 'So funktioniert der Widerruf' }),
    ).toHaveAttribute('href', '/de/obchodni-podminky#terms-n-conditions-withdrawal')
  })

  it('shows nothing for an order not paid yet', async () => {
    fakeApi({ 'GET /me/orders/42': { status: 200, body: orderDocument({ id: '42' }) } })
    render()
    await screen.findByTestId('order-detail')
    expect(screen.queryByTestId('withdrawal')).not.toBeInTheDocument()
  })
})
