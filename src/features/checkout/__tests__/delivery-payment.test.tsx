import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { pendingEvents, withdrawConsent } from '../../analytics/testing/data-layer'
import { basketKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import {
  BASKET_UUID,
  checkoutBasket,
  deliveryMethodsDocument,
  pickupPointsDocument,
} from '../testing/checkout-documents'
import { renderStep } from '../testing/render-step'

/** The studio's method as the page shows it: typeset, "v" kept with "ateliéru". */
const STUDIO = 'Osobní odběr v\u00a0ateliéru'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const basketCall = `GET /baskets/${BASKET_UUID}`
const patchCall = `PATCH /baskets/${BASKET_UUID}`
const patches = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter(({ call }) => call === patchCall).map(({ body }) => body)

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  basketKey.save(BASKET_UUID)
  withdrawConsent()
  jest.mocked(navigate).mockClear()
})

describe('Checkout step 1: delivery and payment', () => {
  it('saves the chosen methods on the basket and goes on to the details', async () => {
    const api = fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
      [patchCall]: {
        status: 200,
        body: checkoutBasket({ delivery: true, payment: 'bank_transfer' }),
      },
    })
    renderStep('delivery')
    const courier = await screen.findByRole('radio', { name: 'Kurýr PPL' })
    expect(courier).toHaveAccessibleDescription(/99,00\sKč/)
    expect(screen.getByRole('radio', { name: 'Zásilkovna' })).toHaveAccessibleDescription(
      /79,00\sKč/,
    )
    await userEvent.click(courier)
    await userEvent.click(screen.getByRole('radio', { name: 'Bankovní převod' }))
    expect(screen.getByRole('radio', { name: 'Platba kartou' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'GoPay' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat k\u00a0dodacím údajům' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/kosik/dodaci-udaje'))
    // The method is priced as soon as it is chosen, then everything is saved by the button.
    expect(patches(api)).toEqual([
      { delivery_method_id: 1 },
      { delivery_method_id: 1, payment_method: 'bank_transfer' },
    ])
    // What was saved goes to analytics: the delivery method's name and the payment method.
    expect(pendingEvents().slice(-2)).toMatchObject([
      { event: 'add_shipping_info', ecommerce: { currency: 'CZK', shipping_tier: 'Kurýr PPL' } },
      { event: 'add_payment_info', ecommerce: { currency: 'CZK', payment_type: 'bank_transfer' } },
    ])
  })

  it('offers card and GoPay only when the shop takes them (a gateway is configured)', async () => {
    fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket({ offered: ['bank_transfer', 'card'] }) },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
    })
    renderStep('delivery')
    expect(await screen.findByRole('radio', { name: 'Bankovní převod' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Platba kartou' })).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'GoPay' })).not.toBeInTheDocument()
  })

  it('prices the basket with a method as soon as it is chosen, in the summary beside the step', async () => {
    fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
      [patchCall]: { status: 200, body: checkoutBasket({ delivery: true }) },
    })
    renderStep('delivery')
    const summary = await screen.findByRole('complementary', { name: 'Souhrn objednávky' })
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('980,00 Kč')
    expect(within(summary).getByText('Horská louka')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('radio', { name: 'Kurýr PPL' }))
    await waitFor(() =>
      expect(within(summary).getByTestId('summary-total')).toHaveTextContent('1 079,00 Kč'),
    )
    expect(within(summary).getByText('Doprava (Kurýr PPL)')).toBeInTheDocument()
    expect(within(summary).getByTestId('summary-vat')).toHaveTextContent('Včetně DPH 187,26 Kč')
  })

  it('reports begin_checkout once with the items and the value', async () => {
    fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
    })
    renderStep('delivery')
    await screen.findByRole('radio', { name: 'Kurýr PPL' })
    expect(pendingEvents()).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'CZK',
          value: 980,
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
      },
    ])
  })

  it('asks for the methods before saving anything', async () => {
    const api = fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
    })
    renderStep('delivery')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pokračovat k\u00a0dodacím údajům' }),
    )
    expect(screen.getByText('Vyberte způsob dopravy.')).toBeInTheDocument()
    expect(screen.getByText('Vyberte způsob platby.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Zásilkovna' }))
    await userEvent.click(screen.getByRole('radio', { name: 'GoPay' }))
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat k\u00a0dodacím údajům' }))
    expect(screen.getByText('Vyberte výdejní místo.')).toBeInTheDocument()
    // Only the choice of a method was sent (to price it), nothing the button would save.
    expect(patches(api)).toEqual([{ delivery_method_id: 2 }])
    expect(navigate).not.toHaveBeenCalled()
  })

  it('finds a pickup point over the API and saves it by id', async () => {
    const api = fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
      'GET /pickup_points': { status: 200, body: pickupPointsDocument },
      [patchCall]: { status: 200, body: checkoutBasket({ delivery: true, payment: 'card' }) },
    })
    renderStep('delivery')
    await userEvent.click(await screen.findByRole('radio', { name: 'Zásilkovna' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hledat výdejní místo' }), 'Praha')
    await userEvent.click(screen.getByRole('button', { name: 'Hledat' }))
    await userEvent.click(
      await screen.findByRole('button', { name: 'Vybrat výdejní místo Trafika U Nádraží' }),
    )
    expect(screen.getByTestId('chosen-pickup-point')).toHaveTextContent('Trafika U Nádraží')
    await userEvent.click(screen.getByRole('radio', { name: 'Platba kartou' }))
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat k\u00a0dodacím údajům' }))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(patches(api)).toEqual([
      { delivery_method_id: 2 },
      { delivery_method_id: 2, payment_method: 'card', pickup_point: { id: 'PKT-1001' } },
    ])
  })

  it("shows the server's 422 on the payment methods", async () => {
    fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
      [patchCall]: {
        status: 422,
        body: { errors: { payment_method: ['Platbu kartou teď nelze přijmout.'] } },
      },
    })
    renderStep('delivery')
    await userEvent.click(await screen.findByRole('radio', { name: 'Kurýr PPL' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Platba kartou' }))
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat k\u00a0dodacím údajům' }))
    const group = screen.getByRole('group', { name: 'Způsob platby' })
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('Platbu kartou teď nelze přijmout.'),
    )
    expect(navigate).not.toHaveBeenCalled()
  })

  it('sends a shopper with an empty basket back to the basket page', async () => {
    fakeApi({ [basketCall]: { status: 200, body: checkoutBasket({ items: 0 }) } })
    renderStep('delivery')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/kosik', { replace: true }))
    expect(
      await screen.findByText('Košík je prázdný. Nejdříve do něj vložte nějaký obraz.'),
    ).toBeInTheDocument()
  })

  it('offers only the methods that deliver to the chosen country, from the language at first', async () => {
    // The API answers CZ with both methods, DE with Zásilkovna only.
    const toGermany = { ...deliveryMethodsDocument, data: deliveryMethodsDocument.data.slice(1) }
    const api = fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': [
        { status: 200, body: deliveryMethodsDocument },
        { status: 200, body: toGermany },
      ],
      [patchCall]: [
        { status: 200, body: checkoutBasket({ delivery: true }) },
        { status: 200, body: checkoutBasket() },
      ],
    })
    renderStep('delivery')
    const country = await screen.findByRole('combobox', { name: 'Země doručení' })
    expect(country).toHaveValue('CZ')
    expect(country).toHaveAccessibleDescription(
      'Nabízíme jen dopravu, která do vybrané země doručuje.',
    )
    await userEvent.click(await screen.findByRole('radio', { name: 'Kurýr PPL' }))

    await userEvent.selectOptions(country, 'DE')
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'Kurýr PPL' })).not.toBeInTheDocument(),
    )
    const asked = api.fetchMock.mock.calls
      .map(([url]) => new URL(url))
      .filter((url) => url.pathname.endsWith('/delivery_methods'))
      .map((url) => url.searchParams.get('filter[country]'))
    expect(asked).toEqual(['CZ', 'DE'])
    // The courier chosen for Czechia is not taken to Germany: the one method that goes there is
    // chosen instead, and priced.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Zásilkovna' })).toBeChecked())
    expect(patches(api)).toEqual([{ delivery_method_id: 1 }, { delivery_method_id: 2 }])
  })

  it('chooses the method when only one brings the goods to the country, and leaves a choice alone', async () => {
    // Germany: a courier, and collection at the studio in Prague, which serves every country.
    const collection = {
      type: 'delivery_methods',
      id: '3',
      attributes: {
        ...deliveryMethodsDocument.data[0]!.attributes,
        slug: 'osobni-odber',
        kind: 'personal_collection',
        carrier: null,
        name: 'Osobní odběr v ateliéru',
        price: 0,
        transit_days: 0,
      },
    }
    const toGermany = { data: [deliveryMethodsDocument.data[0]!, collection], meta: { total: 2 } }
    const api = fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': [
        { status: 200, body: deliveryMethodsDocument },
        { status: 200, body: toGermany },
      ],
      [patchCall]: { status: 200, body: checkoutBasket({ delivery: true }) },
    })
    renderStep('delivery')
    // Czechia has two carriers: the shopper chooses.
    expect(await screen.findByRole('radio', { name: 'Kurýr PPL' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Zásilkovna' })).not.toBeChecked()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Země doručení' }), 'DE')
    await screen.findByRole('radio', { name: STUDIO })
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Kurýr PPL' })).toBeChecked())
    expect(patches(api)).toEqual([{ delivery_method_id: 1 }])
    // The shopper may still collect in Prague.
    await userEvent.click(screen.getByRole('radio', { name: STUDIO }))
    expect(screen.getByRole('radio', { name: STUDIO })).toBeChecked()
    expect(patches(api)).toEqual([{ delivery_method_id: 1 }, { delivery_method_id: 3 }])
  })

  it('starts from the country of the address the basket already goes to', async () => {
    const basket = checkoutBasket({ billing: true, shipping: true })
    const shipping = (
      basket.included as unknown as { type: string; attributes: { country: string } }[]
    ).find((resource) => resource.type === 'shipping_details')!
    shipping.attributes.country = 'AT'
    fakeApi({
      [basketCall]: { status: 200, body: basket },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
    })
    renderStep('delivery', 'de')
    expect(await screen.findByRole('combobox', { name: 'Lieferland' })).toHaveValue('AT')
  })

  it('promises each method’s delivery date from the slowest print and the carrier’s days', async () => {
    // Wednesday 25 November 2026, 9:00 in Prague; the basket's canvas takes 4 working days.
    jest.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z'), advanceTimers: true })
    try {
      fakeApi({
        [basketCall]: { status: 200, body: checkoutBasket() },
        'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
      })
      renderStep('delivery')
      // Made Wednesday to Monday; PPL takes 1 working day, Zásilkovna 2.
      expect(await screen.findByRole('radio', { name: 'Kurýr PPL' })).toHaveAccessibleDescription(
        /Doručíme do út 1\. 12\./,
      )
      expect(screen.getByRole('radio', { name: 'Zásilkovna' })).toHaveAccessibleDescription(
        /Doručíme do st 2\. 12\./,
      )
    } finally {
      jest.useRealTimers()
    }
  })

  it('speaks English with euro prices in /en', async () => {
    fakeApi({
      [basketCall]: { status: 200, body: checkoutBasket() },
      'GET /delivery_methods': { status: 200, body: deliveryMethodsDocument },
    })
    renderStep('delivery', 'en')
    expect(await screen.findByRole('radio', { name: 'Bank transfer' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue to your details' })).toBeInTheDocument()
  })
})
