import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { Toaster } from 'react-hot-toast'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { basketKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { useBasket } from '../../basket'
import { basketDocument } from '../../basket/testing/basket-document'
import { OrderDetail } from '../components/order-detail'
import { OrderHistory } from '../components/order-history'
import {
  BASKET_UUID,
  orderDocument,
  ordersPage,
  repeatedDocument,
} from '../testing/order-documents'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const OLD_UUID = '0c0c0c0c-1111-4222-8333-444455556666'
const repeatCall = 'POST /me/orders/42/repeat'
const basketCall = `GET /baskets/${BASKET_UUID}`

/** What the top bar's badge reads: the basket's piece count. */
function BasketBadge() {
  const { basket } = useBasket()
  return <span data-testid="basket-count">{basket?.itemsCount ?? 0}</span>
}

const render = (ui: React.ReactElement, language: Language = 'cs') =>
  renderWithProviders(
    <WithSession>
      <BasketBadge />
      {ui}
      <Toaster />
    </WithSession>,
    { language },
  )

beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockReset()
})

describe('Order again', () => {
  it('puts the prints in the basket, refreshes the badge, says so and opens the basket, once on a double click', async () => {
    // The customer's open basket, empty until the prints go in.
    basketKey.save(BASKET_UUID)
    const api = fakeApi({
      'GET /me/orders/42': { status: 200, body: orderDocument({ id: '42' }) },
      [repeatCall]: { status: 200, body: repeatedDocument() },
      [basketCall]: [
        { status: 200, body: basketDocument([]) },
        { status: 200, body: repeatedDocument() },
      ],
    })
    render(<OrderDetail id="42" />)
    await waitFor(() => expect(api.order()).toContain(basketCall))
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0')
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Objednat znovu' }))
    expect(
      await screen.findByText('Obrazy z objednávky jsme vložili do košíku.'),
    ).toBeInTheDocument()
    expect(api.order().filter((call) => call === repeatCall)).toHaveLength(1)
    expect(basketKey.read()).toBe(BASKET_UUID)
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('2'))
    expect(navigate).toHaveBeenCalledWith('/kosik')
  })

  it('replaces a basket the customer had and names the prints it had to leave out', async () => {
    basketKey.save(OLD_UUID)
    fakeApi({
      'GET /me/orders/42': { status: 200, body: orderDocument({ id: '42' }) },
      [`GET /baskets/${OLD_UUID}`]: { status: 200, body: repeatedDocument() },
      [repeatCall]: { status: 200, body: repeatedDocument(['422']) },
      [basketCall]: { status: 200, body: repeatedDocument() },
    })
    render(<OrderDetail id="42" />, 'en')
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }))
    expect(
      await screen.findByText(
        'The pictures are now in your basket. Left out because they can no longer be ordered: Staré Město.',
      ),
    ).toBeInTheDocument()
    expect(basketKey.read()).toBe(BASKET_UUID)
    expect(navigate).toHaveBeenCalledWith('/en/kosik')
  })

  it('says when nothing of the order can be ordered again (422) and stays', async () => {
    basketKey.save(OLD_UUID)
    fakeApi({
      'GET /me/orders/42': { status: 200, body: orderDocument({ id: '42' }) },
      [`GET /baskets/${OLD_UUID}`]: { status: 200, body: repeatedDocument() },
      [repeatCall]: {
        status: 422,
        body: { message: 'Žádnou položku této objednávky už nelze znovu objednat.' },
      },
    })
    render(<OrderDetail id="42" />)
    const button = await screen.findByRole('button', { name: 'Objednat znovu' })
    await userEvent.click(button)
    expect(
      await screen.findByText('Žádný obraz z této objednávky už nelze znovu objednat.'),
    ).toBeInTheDocument()
    expect(basketKey.read()).toBe(OLD_UUID)
    expect(navigate).not.toHaveBeenCalled()
    expect(button).toBeEnabled()
  })

  it('is on every row of the order list, named after its order', async () => {
    fakeApi({
      'GET /me/orders': { status: 200, body: ordersPage(['42'], { total: 1, lastPage: 1 }) },
      [repeatCall]: { status: 200, body: repeatedDocument() },
      [basketCall]: { status: 200, body: repeatedDocument() },
    })
    render(<OrderHistory search="" />)
    const [row] = await screen.findAllByTestId('order-row')
    await userEvent.click(
      within(row!).getByRole('button', { name: 'Objednat znovu objednávku 2026000042' }),
    )
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/kosik'))
    expect(basketKey.read()).toBe(BASKET_UUID)
  })
})
