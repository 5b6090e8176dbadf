import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { renderWithProviders } from '../../../testing/test-utils'
import { goToGateway } from '../../analytics'
import { pendingEvents, withdrawConsent } from '../../analytics/testing/data-layer'
import { basketKey, loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { CheckoutCompletion } from '../components/checkout-completion'
import { BASKET_UUID, checkoutBasket, orderDocument } from '../testing/checkout-documents'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))
jest.mock('../../analytics/payment-gateway', () => ({ goToGateway: jest.fn() }))

const NEW_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
const basketCall = `GET /baskets/${BASKET_UUID}`
const checkoutCall = `POST /baskets/${BASKET_UUID}/checkout`
const ready = checkoutBasket({ delivery: true, payment: 'bank_transfer', billing: true })
const newBasket = { status: 201, body: { data: { type: 'baskets', id: NEW_UUID } } }

const renderPage = (search = '') =>
  renderWithProviders(
    <WithSession>
      <CheckoutCompletion search={search} />
      <Toaster />
    </WithSession>,
  )
const placeButton = () => screen.getByRole('button', { name: 'Objednat s\u00a0povinností platby' })
const terms = () => screen.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' })

beforeEach(() => {
  localStorage.clear()
  basketKey.save(BASKET_UUID)
  loginKey.save('7')
  withdrawConsent()
  jest.mocked(goToGateway).mockClear()
})

describe('Checkout step 3: review and place the order', () => {
  it('shows the order to be placed: items, delivery, payment, addresses and total', async () => {
    fakeApi({ [basketCall]: { status: 200, body: ready } })
    renderPage()
    expect(await screen.findByText('Horská louka')).toBeInTheDocument()
    expect(screen.getByText('Bankovní převod')).toBeInTheDocument()
    expect(screen.getAllByText(/Kurýr PPL/).length).toBeGreaterThan(0)
    expect(screen.getByText('Stejná jako fakturační')).toBeInTheDocument()
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('1 079,00 Kč')
    expect(screen.getByRole('link', { name: 'obchodními podmínkami' })).toHaveAttribute(
      'href',
      '/obchodni-podminky',
    )
  })

  it('needs the terms accepted before anything is sent', async () => {
    const api = fakeApi({ [basketCall]: { status: 200, body: ready } })
    renderPage()
    await screen.findByText('Horská louka')
    await userEvent.click(placeButton())
    expect(
      screen.getByText('Pro odeslání objednávky je potřeba souhlasit s obchodními podmínkami.'),
    ).toBeInTheDocument()
    expect(terms()).toHaveAttribute('aria-invalid', 'true')
    expect(api.order()).not.toContain(checkoutCall)
  })

  it('places a bank-transfer order once on a double click: number, payment details, QR, new basket, purchase', async () => {
    const api = fakeApi({
      [basketCall]: { status: 200, body: ready },
      [checkoutCall]: { status: 201, body: orderDocument('bank_transfer') },
      'POST /baskets': newBasket,
      [`GET /baskets/${NEW_UUID}`]: { status: 200, body: checkoutBasket({ items: 0 }) },
    })
    renderPage()
    await screen.findByText('Horská louka')
    await userEvent.click(terms())
    await userEvent.dblClick(placeButton())
    expect(await screen.findByTestId('order-number')).toHaveTextContent('2026000042')
    expect(api.order().filter((call) => call === checkoutCall)).toHaveLength(1)
    expect(api.calls.find(({ call }) => call === checkoutCall)?.body).toEqual({
      terms_accepted: true,
      expected_total: 107900,
    })
    const instructions = screen.getByTestId('payment-instructions')
    expect(instructions).toHaveTextContent('2801234578/2010')
    expect(instructions).toHaveTextContent('1 079,00 Kč')
    expect(instructions).toHaveTextContent('Variabilní symbol2026000042')
    const qr = await screen.findByRole('img', { name: 'QR platba pro mobilní bankovnictví' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(qr).toHaveAttribute('data-qr-format', 'spd')
    expect(qr).toHaveAttribute('data-qr-payload', expect.stringContaining('X-VS:2026000042'))
    await waitFor(() => expect(basketKey.read()).toBe(NEW_UUID))
    expect(pendingEvents().at(-1)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '2026000042',
        currency: 'CZK',
        value: 1079,
        tax: 187.26,
        shipping: 99,
        payment_type: 'bank_transfer',
        items: [
          {
            item_id: '31',
            item_name: 'Horská louka',
            item_category: 'Fotoobraz na plátně',
            item_variant: 'Matný papír, 40×30 cm',
            price: 490,
            quantity: 2,
          },
        ],
      },
    })
    expect(goToGateway).not.toHaveBeenCalled()
  })

  it('sends a card order to the gateway', async () => {
    const url = 'http://localhost:4000/v1/payments/sandbox/abc'
    fakeApi({
      [basketCall]: {
        status: 200,
        body: checkoutBasket({ delivery: true, payment: 'card', billing: true }),
      },
      [checkoutCall]: { status: 201, body: orderDocument('card', { paymentUrl: url }) },
      'POST /baskets': newBasket,
      [`GET /baskets/${NEW_UUID}`]: { status: 200, body: checkoutBasket({ items: 0 }) },
    })
    renderPage()
    await screen.findByText('Horská louka')
    await userEvent.click(terms())
    await userEvent.click(placeButton())
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(url))
    expect(screen.getByText('Přesměrováváme vás na platební bránu…')).toBeInTheDocument()
  })

  it('reports a card order as purchased only once the API says it is paid, and only once', async () => {
    const url = 'http://localhost:4000/v1/payments/sandbox/abc'
    let paidNow = false
    fakeApi({
      [basketCall]: {
        status: 200,
        body: checkoutBasket({ delivery: true, payment: 'card', billing: true }),
      },
      [checkoutCall]: { status: 201, body: orderDocument('card', { paymentUrl: url }) },
      'POST /baskets': newBasket,
      [`GET /baskets/${NEW_UUID}`]: { status: 200, body: checkoutBasket({ items: 0 }) },
      'GET /me/orders/42': () => ({ body: orderDocument('card', { paid: paidNow }) }),
    })
    const placing = renderPage()
    await screen.findByText('Horská louka')
    await userEvent.click(terms())
    await userEvent.click(placeButton())
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(url))
    const purchases = () => pendingEvents().filter((event) => event.event === 'purchase')
    expect(purchases()).toEqual([])
    placing.unmount()

    // Back from the gateway, which says "paid": the order decides, and it is not paid yet.
    const pending = renderPage('?order=42&payment=paid')
    expect(await screen.findByTestId('payment-state')).toHaveAttribute('data-state', 'pending')
    expect(purchases()).toEqual([])
    pending.unmount()

    paidNow = true
    const paid = renderPage('?order=42&payment=paid')
    expect(await screen.findByTestId('payment-state')).toHaveAttribute('data-state', 'paid')
    await waitFor(() => expect(purchases()).toHaveLength(1))
    // The basket's lines, kept from the placing: the picture's id, layout, paper and size.
    expect(purchases()[0]).toMatchObject({
      ecommerce: {
        transaction_id: '2026000042',
        value: 1079,
        payment_type: 'card',
        items: [{ item_id: '31', item_variant: 'Matný papír, 40×30 cm', quantity: 2 }],
      },
    })
    paid.unmount()

    renderPage('?order=42&payment=paid')
    expect(await screen.findByTestId('payment-state')).toHaveAttribute('data-state', 'paid')
    expect(purchases()).toHaveLength(1)
  })

  it("shows the server's 422 and keeps the basket when the total has changed", async () => {
    fakeApi({
      [basketCall]: { status: 200, body: ready },
      [checkoutCall]: {
        status: 422,
        body: { errors: { expected_total: ['Celková cena se změnila na 1 100,00 Kč.'] } },
      },
    })
    renderPage()
    await screen.findByText('Horská louka')
    await userEvent.click(terms())
    await userEvent.click(placeButton())
    expect(await screen.findByText('Celková cena se změnila na 1 100,00 Kč.')).toBeInTheDocument()
    expect(placeButton()).toBeEnabled()
    expect(basketKey.read()).toBe(BASKET_UUID)
  })

  it('says beside the delivery, not in a passing toast, when it does not go to the address', async () => {
    fakeApi({
      [basketCall]: { status: 200, body: ready },
      [checkoutCall]: {
        status: 422,
        body: { errors: { delivery_method_id: ['Zvolená doprava do této země nedoručuje.'] } },
      },
    })
    renderPage()
    await screen.findByText('Horská louka')
    await userEvent.click(terms())
    await userEvent.click(placeButton())
    const delivery = screen.getByRole('region', { name: 'Doprava a\u00a0platba' })
    expect(await within(delivery).findByRole('alert')).toHaveTextContent(
      'Zvolená doprava do této země nedoručuje.',
    )
    expect(within(delivery).getByRole('link', { name: 'Změnit' })).toHaveAttribute(
      'href',
      '/kosik/doprava-a-platba',
    )
    expect(screen.getAllByText('Zvolená doprava do této země nedoručuje.')).toHaveLength(1)
    expect(placeButton()).toBeEnabled()
  })

  it('shows the payment state on the way back from the gateway', async () => {
    fakeApi({
      'GET /me/orders/42': { status: 200, body: orderDocument('card', { paid: true }) },
    })
    renderPage('?order=42&payment=paid')
    expect(await screen.findByRole('heading', { name: 'Zaplaceno, děkujeme' })).toBeInTheDocument()
    // The page thanks for the order, as the bank transfer's confirmation does, not "summary".
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Děkujeme, objednávku jsme přijali',
    )
    // And so does the browser's tab, not the review step's "Souhrn objednávky".
    expect(document.title).toMatch(/^Děkujeme, objednávku jsme přijali/)
    expect(screen.getByTestId('order-number')).toHaveTextContent('2026000042')
  })

  it('offers to pay again after a cancelled payment', async () => {
    const url = 'http://localhost:4000/v1/payments/sandbox/def'
    fakeApi({
      'GET /me/orders/42': { status: 200, body: orderDocument('card') },
      'POST /me/orders/42/payment': {
        status: 201,
        body: { data: { type: 'payments', id: '8', attributes: { payment_url: url } } },
      },
    })
    renderPage('?order=42&payment=cancelled')
    expect(await screen.findByRole('heading', { name: 'Platba se nezdařila' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Zaplatit znovu' }))
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(url))
  })
})
