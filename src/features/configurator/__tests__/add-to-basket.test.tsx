import * as React from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { enableDialogs } from '../../../testing/session'
import { fakeApi } from '../../../testing/fake-api'
import { pendingEvents, withdrawConsent } from '../../analytics/testing/data-layer'
import { renderConfigurator, typeCustomSize } from '../testing/render-configurator'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

const UUID = '0b5c3f7e-6c1a-4d2b-9f3e-1a2b3c4d5e6f'
const NEW_UUID = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f'
const basket = (uuid: string) => ({ status: 201, body: { data: { type: 'baskets', id: uuid } } })

beforeEach(() => {
  jest.clearAllMocks()
  window.localStorage.clear()
  withdrawConsent()
})

const addButton = () => screen.getByRole('button', { name: 'Přidat do košíku' })

/** The success toast says the print is in the basket and links to it, for long enough to click. */
async function expectAddedToast(text: string) {
  await waitFor(() => expect(toast.success).toHaveBeenCalled())
  const [message, options] = jest.mocked(toast.success).mock.calls.at(-1)!
  const { container } = render(message as React.ReactElement)
  expect(container).toHaveTextContent(`${text} Přejít do košíku`)
  expect(within(container).getByRole('link', { name: 'Přejít do košíku' })).toHaveAttribute(
    'href',
    '/kosik',
  )
  expect(options).toEqual({ duration: 5000 })
}

describe('Add to basket', () => {
  it('creates a basket when there is none and sends exactly the configured print', async () => {
    const api = fakeApi({
      'POST /baskets': basket(UUID),
      [`POST /baskets/${UUID}/basket_items`]: basket(UUID),
    })
    const user = userEvent.setup()
    renderConfigurator()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rozměr' }), '300x200')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Papír' }), 'Fine art')
    await user.click(screen.getByRole('radio', { name: 'Na výšku' }))
    await user.click(screen.getByRole('radio', { name: 'Výřez' }))
    screen.getByRole('application', { name: 'Výřez obrázku' }).focus()
    await user.keyboard('{ArrowLeft}')
    const quantity = screen.getByRole('spinbutton', { name: 'Počet kusů' })
    await user.clear(quantity)
    await user.type(quantity, '2')
    await user.click(addButton())

    await expectAddedToast('Hory je v košíku.')
    expect(api.bodiesOf('POST', `/baskets/${UUID}/basket_items`)).toEqual([
      {
        image_id: 7,
        layout_id: 1,
        paper_id: 4,
        custom_width: 200,
        custom_height: 300,
        format_type: 'crop',
        coordinate_x: 804,
        coordinate_y: 0,
        quantity: 2,
      },
    ])
    expect(window.localStorage.getItem('print-shop.basket')).toBe(UUID)
    // Without consent the event waits in memory.
    expect(pendingEvents()).toContainEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'CZK',
        value: 214,
        items: [
          {
            item_id: '7',
            item_name: 'Hory',
            item_category: 'Fotografie',
            item_variant: 'Fine art, 20×30 cm',
            price: 107,
            quantity: 2,
          },
        ],
      },
    })
  })

  it('sends no corner for the whole picture and uses the stored basket', async () => {
    window.localStorage.setItem('print-shop.basket', UUID)
    const api = fakeApi({ [`POST /baskets/${UUID}/basket_items`]: basket(UUID) })
    const user = userEvent.setup()
    renderConfigurator()
    await user.click(addButton())
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(api.bodiesOf('POST', '/baskets')).toEqual([])
    expect(api.bodiesOf('POST', `/baskets/${UUID}/basket_items`)).toEqual([
      {
        image_id: 7,
        layout_id: 1,
        paper_id: 3,
        custom_width: 150,
        custom_height: 100,
        format_type: 'original',
        coordinate_x: null,
        coordinate_y: null,
        quantity: 1,
      },
    ])
  })

  it('replaces a basket the API no longer knows and sends the print once more', async () => {
    window.localStorage.setItem('print-shop.basket', UUID)
    const api = fakeApi({
      [`POST /baskets/${UUID}/basket_items`]: { status: 404, body: { errors: [] } },
      'POST /baskets': basket(NEW_UUID),
      [`POST /baskets/${NEW_UUID}/basket_items`]: basket(NEW_UUID),
    })
    const user = userEvent.setup()
    renderConfigurator()
    await user.click(addButton())
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(api.bodiesOf('POST', `/baskets/${NEW_UUID}/basket_items`)).toHaveLength(1)
    expect(window.localStorage.getItem('print-shop.basket')).toBe(NEW_UUID)
  })

  it('shows the server’s messages next to the fields it refused', async () => {
    window.localStorage.setItem('print-shop.basket', UUID)
    fakeApi({
      [`POST /baskets/${UUID}/basket_items`]: {
        status: 422,
        body: { errors: { paper_id: ['Tento papír pro produkt nenabízíme.'] } },
      },
    })
    const user = userEvent.setup()
    renderConfigurator()
    await user.click(addButton())
    const paper = screen.getByRole('combobox', { name: 'Papír' })
    await waitFor(() =>
      expect(paper).toHaveAccessibleDescription('Tento papír pro produkt nenabízíme.'),
    )
    expect(toast.error).toHaveBeenCalledWith(
      'Tisk nejde takto objednat, opravte prosím označená pole.',
    )
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('sends one request however often the button is pressed meanwhile', async () => {
    window.localStorage.setItem('print-shop.basket', UUID)
    let answer: (value: unknown) => void = () => undefined
    const api = fakeApi({ [`POST /baskets/${UUID}/basket_items`]: basket(UUID) })
    const fetchOnce = global.fetch as jest.Mock
    const original = fetchOnce.getMockImplementation()!
    fetchOnce.mockImplementation(async (url: string, init: RequestInit) => {
      await new Promise((resolve) => (answer = resolve))
      return original(url, init)
    })
    const user = userEvent.setup()
    renderConfigurator()
    await user.click(addButton())
    const sending = screen.getByRole('button', { name: 'Přidáváme do košíku…' })
    expect(sending).toBeDisabled()
    await user.dblClick(sending)
    answer(undefined)
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1))
    expect(api.bodiesOf('POST', `/baskets/${UUID}/basket_items`)).toHaveLength(1)
    expect(addButton()).toBeEnabled()
  })
})

describe('A print rated too low', () => {
  beforeAll(enableDialogs)

  /** 3000 × 2000 px over 75 × 75 cm as a square crop: 67 DPI. */
  async function configureBlurryPrint(user: ReturnType<typeof userEvent.setup>) {
    await typeCustomSize(user, '75', '75')
    await user.click(screen.getByRole('radio', { name: 'Výřez' }))
    expect(screen.getByText(/^Příliš nízké rozlišení: 67 DPI\./)).toBeInTheDocument()
  }

  it('asks first, and a smaller size sends nothing and goes back to the size', async () => {
    const api = fakeApi({})
    const user = userEvent.setup()
    renderConfigurator()
    await configureBlurryPrint(user)
    await user.click(addButton())
    const dialog = screen.getByRole('dialog', { name: 'Tisk bude neostrý' })
    expect(dialog).toHaveTextContent(
      // The good resolution is recommended, the minimum named as the limit.
      'Obrázek má v tomto rozměru jen 67 DPI. Pro ostrý tisk doporučujeme alespoň 200 DPI; ' +
        'pod 120 DPI už jsou vidět jednotlivé body',
    )
    await user.click(screen.getByRole('button', { name: 'Zvolit menší rozměr' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Rozměr' })).toHaveFocus())
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('goes into the basket once the shopper says so', async () => {
    const api = fakeApi({
      'POST /baskets': basket(UUID),
      [`POST /baskets/${UUID}/basket_items`]: basket(UUID),
    })
    const user = userEvent.setup()
    renderConfigurator()
    await configureBlurryPrint(user)
    await user.click(addButton())
    await user.click(screen.getByRole('button', { name: 'Přesto vložit do košíku' }))
    await expectAddedToast('Hory je v košíku.')
    expect(api.bodiesOf('POST', `/baskets/${UUID}/basket_items`)).toHaveLength(1)
  })
})
