import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { navigate } from 'gatsby'
import { renderWithProviders } from '../../../testing/test-utils'
import { basketKey } from '../../../lib/session/stored-keys'
import { pendingEvents, withdrawConsent } from '../../analytics/testing/data-layer'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { BasketContents } from '../components/basket-contents'
import { BASKET_UUID, basketDocument } from '../testing/basket-document'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const basketPath = `GET /baskets/${BASKET_UUID}`
const itemPath = `/baskets/${BASKET_UUID}/basket_items/11`
const oneItem = (quantity: number) => basketDocument([{ id: '11', quantity }])

const renderPage = () =>
  renderWithProviders(
    <WithSession>
      <BasketContents />
      <Toaster />
    </WithSession>,
  )

const total = () => screen.getByTestId('basket-total')

beforeEach(() => {
  localStorage.clear()
  basketKey.save(BASKET_UUID)
  withdrawConsent()
})

/** The analytics events this page sent: name, quantity of the first item, value. */
const basketEvents = () =>
  pendingEvents().map((event) => {
    const { items, value } = (
      event as { ecommerce: { items: { quantity: number }[]; value: number } }
    ).ecommerce
    return [event.event, items[0]?.quantity, value]
  })

describe('BasketContents (/kosik)', () => {
  it('shows the skeleton first, then the items and totals', async () => {
    fakeApi({ [basketPath]: { status: 200, body: oneItem(2) } })
    renderPage()
    expect(screen.getByTestId('basket-skeleton')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Horská louka' })).toBeInTheDocument()
    expect(total()).toHaveTextContent('980,00 Kč')
    expect(screen.getByTestId('price-notice')).toHaveTextContent('včetně DPH, bez dopravy')
    expect(screen.getByRole('link', { name: 'dopravy' })).toHaveAttribute('href', '/doprava')
    expect(screen.getByText('Způsob dopravy a platby vyberete v dalším kroku.')).toBeInTheDocument()
    expect(screen.getByTestId('free-delivery')).toHaveTextContent(
      'Do dopravy zdarma vám chybí už jen 520,00 Kč.',
    )
    expect(
      screen.getByRole('link', { name: 'Pokračovat k\u00a0dopravě a\u00a0platbě' }),
    ).toHaveAttribute('href', '/kosik/doprava-a-platba')
  })

  it('asks an anonymous shopper to sign in before checkout instead of sending them away', async () => {
    fakeApi({ [basketPath]: { status: 200, body: oneItem(1) } })
    renderPage()
    const next = await screen.findByRole('link', {
      name: 'Pokračovat k\u00a0dopravě a\u00a0platbě',
    })
    expect(
      screen.getByText('Před objednávkou se přihlásíte nebo si založíte účet; košík vám zůstane.'),
    ).toBeInTheDocument()
    await userEvent.click(next)
    expect(navigate).toHaveBeenCalledWith('/?modal=sign-in')
  })

  it('moves a basket begun in another language to the page language, and its currency with it', async () => {
    const inEuros = oneItem(1)
    inEuros.data.attributes.currency = 'EUR'
    inEuros.data.attributes.total = 2000
    const { calls } = fakeApi({
      [basketPath]: { status: 200, body: oneItem(1) },
      [`PATCH /baskets/${BASKET_UUID}`]: { status: 200, body: inEuros },
    })
    renderWithProviders(
      <WithSession>
        <BasketContents />
      </WithSession>,
      { language: 'en', originalPath: '/kosik' },
    )
    await waitFor(() => expect(total()).toHaveTextContent('20,00 €'))
    expect(
      calls.filter(({ call }) => call.startsWith('PATCH')).map(({ call, body }) => [call, body]),
    ).toEqual([[`PATCH /baskets/${BASKET_UUID}`, { locale: 'en' }]])
  })

  it('shows the empty message without a basket', async () => {
    basketKey.remove()
    fakeApi({})
    renderPage()
    expect(await screen.findByText('Váš košík je zatím prázdný.')).toBeInTheDocument()
  })

  it('changes the quantity with the buttons and by typing, and shows the new total', async () => {
    const api = fakeApi({
      [basketPath]: { status: 200, body: oneItem(2) },
      [`PATCH ${itemPath}`]: [
        { status: 200, body: oneItem(3) },
        { status: 200, body: oneItem(5) },
      ],
    })
    renderPage()
    const input = await screen.findByRole('spinbutton', { name: 'Počet kusů – Horská louka' })
    expect(input).toHaveValue(2)
    await userEvent.click(screen.getByRole('button', { name: 'Přidat jeden kus: Horská louka' }))
    await waitFor(() => expect(total()).toHaveTextContent('1 470,00 Kč'))
    expect(input).toHaveValue(3)

    await userEvent.clear(input)
    await userEvent.type(input, '5{Enter}')
    await waitFor(() => expect(total()).toHaveTextContent('2 450,00 Kč'))
    expect(api.calls.filter(({ call }) => call === `PATCH ${itemPath}`).map((c) => c.body)).toEqual(
      [{ quantity: 3 }, { quantity: 5 }],
    )
    // The basket once viewed, then each change by the pieces it added (490 Kč a piece).
    expect(basketEvents()).toEqual([
      ['view_cart', 2, 980],
      ['add_to_cart', 1, 490],
      ['add_to_cart', 2, 980],
    ])
  })

  it('removes an item with a toast, leaving the empty basket', async () => {
    fakeApi({
      [basketPath]: { status: 200, body: oneItem(1) },
      [`DELETE ${itemPath}`]: { status: 200, body: basketDocument([]) },
    })
    renderPage()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Odebrat z\u00a0košíku: Horská louka' }),
    )
    expect(await screen.findByText('Položka byla odebrána z košíku.')).toBeInTheDocument()
    expect(screen.getByText('Váš košík je zatím prázdný.')).toBeInTheDocument()
    expect(basketEvents()).toEqual([
      ['view_cart', 1, 490],
      ['remove_from_cart', 1, 490],
    ])
  })

  it("shows the server's 422 message on the coupon field", async () => {
    const message = 'Slevový kód NEEXISTUJE neznáme.'
    const api = fakeApi({
      [basketPath]: { status: 200, body: oneItem(1) },
      [`POST /baskets/${BASKET_UUID}/use_coupon`]: {
        status: 422,
        body: { message: 'Invalid', errors: { coupon_code: [message] } },
      },
    })
    renderPage()
    const field = await screen.findByRole('textbox', { name: 'Slevový kód' })
    await userEvent.type(field, 'NEEXISTUJE')
    await userEvent.click(screen.getByRole('button', { name: 'Uplatnit' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription(message))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(api.calls.at(-1)?.body).toEqual({ coupon_code: 'NEEXISTUJE' })
  })

  it('shows the discount of an applied coupon', async () => {
    fakeApi({
      [basketPath]: { status: 200, body: oneItem(2) },
      [`POST /baskets/${BASKET_UUID}/use_coupon`]: {
        status: 200,
        body: basketDocument([{ id: '11', quantity: 2 }], {
          discount: 9800,
          coupon: { code: 'JARO10', applied: true },
        }),
      },
    })
    renderPage()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Slevový kód' }), 'jaro10')
    await userEvent.click(screen.getByRole('button', { name: 'Uplatnit' }))
    expect(
      await screen.findByText('Slevový kód JARO10 je uplatněn, sleva 98,00 Kč.'),
    ).toBeInTheDocument()
    const totals = within(screen.getByTestId('basket-totals'))
    expect(totals.getByText('Sleva').nextSibling).toHaveTextContent('−98,00 Kč')
    expect(total()).toHaveTextContent('882,00 Kč')
  })

  it('offers a retry when the API cannot be reached', async () => {
    fakeApi({
      [basketPath]: [
        { status: 503, body: { message: 'Down' } },
        { status: 200, body: oneItem(1) },
      ],
    })
    renderPage()
    expect(await screen.findByText('Košík se nepodařilo načíst.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }))
    expect(await screen.findByRole('link', { name: 'Horská louka' })).toBeInTheDocument()
  })
})
