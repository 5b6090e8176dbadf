import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { basketKey, loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { me } from '../../../testing/session'
import {
  addressesDocument,
  BASKET_UUID,
  billingAttributes,
  checkoutBasket,
  deliveryMethodsDocument,
} from '../testing/checkout-documents'
import { rememberDestination } from '../destination'
import { renderStep } from '../testing/render-step'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const basketCall = `GET /baskets/${BASKET_UUID}`
const billingPath = `/baskets/${BASKET_UUID}/billing_details`
const shippingPath = `/baskets/${BASKET_UUID}/shipping_details`
const ready = checkoutBasket({ delivery: true, payment: 'bank_transfer' })
const withBilling = checkoutBasket({ delivery: true, payment: 'bank_transfer', billing: true })
const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Pokračovat ke shrnutí objednávky' }))
const field = (name: string) => screen.getByRole('textbox', { name })

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  basketKey.save(BASKET_UUID)
  loginKey.save('7')
  jest.mocked(navigate).mockClear()
})

describe('Checkout step 2: details', () => {
  it('starts from the saved address and the profile, POSTs the billing details, goes to the review', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: me },
      [basketCall]: { status: 200, body: ready },
      'GET /me/addresses': { status: 200, body: addressesDocument },
      [`POST ${billingPath}`]: { status: 201, body: withBilling },
    })
    renderStep('details')
    await waitFor(() => expect(field('Ulice a\u00a0číslo popisné')).toHaveValue('Vinohradská 30'))
    // The selector names the address the form was filled from, not "choose".
    expect(screen.getByRole('combobox', { name: 'Uložená adresa' })).toHaveValue('21')
    expect(field('E-mail')).toHaveValue('jana@example.cz')
    expect(field('Jméno')).toHaveValue('Jana')
    await submit()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/kosik/dokonceni-objednavky'))
    expect(
      api.calls.filter(({ call }) => call === `POST ${billingPath}`).map((c) => c.body),
    ).toEqual([
      {
        first_name: 'Jana',
        last_name: 'Nováková',
        company: null,
        company_id: null,
        vat_id: null,
        street: 'Vinohradská 30',
        city: 'Praha',
        zip: '120 00',
        country: 'CZ',
        email: 'jana@example.cz',
        phone_number: null,
      },
    ])
  })

  it('takes the country chosen on step 1, and says beside it when the delivery does not go there', async () => {
    rememberDestination(BASKET_UUID, 'SK')
    // Both methods deliver to Slovakia; Germany gets Zásilkovna only, not the chosen courier.
    const toGermany = { ...deliveryMethodsDocument, data: deliveryMethodsDocument.data.slice(1) }
    const api = fakeApi({
      'GET /me': { status: 200, body: me },
      [basketCall]: { status: 200, body: ready },
      'GET /me/addresses': { status: 200, body: { data: [] } },
      'GET /delivery_methods': [
        { status: 200, body: deliveryMethodsDocument },
        { status: 200, body: toGermany },
        { status: 200, body: deliveryMethodsDocument },
      ],
      [`POST ${billingPath}`]: { status: 201, body: withBilling },
    })
    renderStep('details')
    const country = await screen.findByRole('combobox', { name: 'Země' })
    await waitFor(() => expect(country).toHaveValue('SK'))
    expect(screen.queryByTestId('delivery-refused')).not.toBeInTheDocument()

    await userEvent.selectOptions(country, 'DE')
    const refused = await screen.findByTestId('delivery-refused')
    expect(refused).toHaveTextContent(
      'Kurýr PPL do této země nedoručuje. Změňte zemi, nebo zvolte jinou dopravu.',
    )
    expect(country).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('link', { name: 'zvolte jinou dopravu' })).toHaveAttribute(
      'href',
      '/kosik/doprava-a-platba',
    )
    await userEvent.type(field('Ulice a\u00a0číslo popisné'), 'Hauptstraße 1')
    await userEvent.type(field('Město'), 'Berlin')
    await userEvent.type(field('PSČ'), '10115')
    await submit()
    expect(api.order().filter((call) => call.startsWith('POST'))).toEqual([])
    expect(navigate).not.toHaveBeenCalled()

    // Back to a country the courier serves: the same form goes through.
    await userEvent.selectOptions(country, 'SK')
    await waitFor(() => expect(screen.queryByTestId('delivery-refused')).not.toBeInTheDocument())
    await submit()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/kosik/dokonceni-objednavky'))
    expect(api.order().filter((call) => call.startsWith('POST'))).toEqual([`POST ${billingPath}`])
  })

  it('shows the required fields and a malformed postcode, and sends nothing', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: me },
      [basketCall]: { status: 200, body: ready },
      'GET /me/addresses': { status: 200, body: { data: [] } },
    })
    renderStep('details')
    await userEvent.clear(await screen.findByRole('textbox', { name: 'E-mail' }))
    await userEvent.type(field('E-mail'), 'jana@')
    await userEvent.type(field('PSČ'), '1234')
    await submit()
    expect(await screen.findByText('Zadejte PSČ ve tvaru 123 45.')).toBeInTheDocument()
    expect(field('Ulice a\u00a0číslo popisné')).toHaveAccessibleDescription('Toto pole je povinné.')
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(api.calls.some(({ call }) => call.startsWith('POST'))).toBe(false)
  })

  it('refuses a name with a hidden control character, as the API would, and sends nothing', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: me },
      [basketCall]: { status: 200, body: ready },
      'GET /me/addresses': { status: 200, body: addressesDocument },
      [`POST ${billingPath}`]: { status: 201, body: withBilling },
    })
    renderStep('details')
    await waitFor(() => expect(field('Jméno')).toHaveValue('Jana'))
    await userEvent.clear(field('Jméno'))
    // A right-to-left override: the name would read differently from what it is.
    await userEvent.paste('Jana\u202eanaJ')
    await submit()
    await waitFor(() =>
      expect(field('Jméno')).toHaveAccessibleDescription(
        'Zadejte text na jeden řádek, bez zalomení řádků a\u00a0skrytých řídicích znaků.',
      ),
    )
    expect(api.calls.some(({ call }) => call.startsWith('POST'))).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("puts the server's 422 on its field", async () => {
    fakeApi({
      'GET /me': { status: 200, body: me },
      [basketCall]: { status: 200, body: withBilling },
      'GET /me/addresses': { status: 200, body: { data: [] } },
      [`PATCH ${billingPath}`]: {
        status: 422,
        body: { errors: { vat_id: ['DIČ nemá platný tvar.'] } },
      },
    })
    renderStep('details')
    await userEvent.type(await screen.findByRole('textbox', { name: 'DIČ (nepovinné)' }), 'XX1')
    await submit()
    await waitFor(() =>
      expect(field('DIČ (nepovinné)')).toHaveAccessibleDescription('DIČ nemá platný tvar.'),
    )
    expect(navigate).not.toHaveBeenCalled()
  })

  it('PATCHes details the basket has and POSTs a different shipping address', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: me },
      [basketCall]: { status: 200, body: withBilling },
      'GET /me/addresses': { status: 200, body: addressesDocument },
      [`PATCH ${billingPath}`]: { status: 200, body: withBilling },
      [`POST ${shippingPath}`]: { status: 201, body: withBilling },
    })
    renderStep('details')
    // The basket's own details win over the saved address.
    await waitFor(() => expect(field('Ulice a\u00a0číslo popisné')).toHaveValue('Dlouhá 12'))
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Zboží chci doručit na jinou adresu' }),
    )
    await submit()
    expect(await screen.findAllByText('Toto pole je povinné.')).not.toHaveLength(0)
    const shipping = screen.getByRole('group', { name: 'Doručovací adresa' })
    const inShipping = (name: string) =>
      Array.from(shipping.querySelectorAll('input')).find(
        (input) => input.labels?.[0]?.textContent === name,
      )!
    await userEvent.type(inShipping('Jméno'), 'Petr')
    await userEvent.type(inShipping('Příjmení'), 'Novák')
    await userEvent.type(inShipping('Ulice a\u00a0číslo popisné'), 'Krátká 3')
    await userEvent.type(inShipping('Město'), 'Brno')
    await userEvent.type(inShipping('PSČ'), '602 00')
    await submit()
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(api.order()).toEqual(
      expect.arrayContaining([`PATCH ${billingPath}`, `POST ${shippingPath}`]),
    )
    const patched = api.calls.find(({ call }) => call === `PATCH ${billingPath}`)?.body
    expect(patched).toMatchObject({ street: billingAttributes.street, email: 'jana@example.cz' })
    expect(api.calls.find(({ call }) => call === `POST ${shippingPath}`)?.body).toMatchObject({
      first_name: 'Petr',
      street: 'Krátká 3',
      zip: '602 00',
    })
  })
})
