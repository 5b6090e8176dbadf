import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { navigate } from 'gatsby'
import { renderWithProviders } from '../../../testing/test-utils'
import { basketKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { screenIsLarge, WithSession } from '../../../testing/session'
import { BasketButton } from '../components/basket-button'
import { BASKET_UUID, basketDocument } from '../testing/basket-document'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const basketPath = `GET /baskets/${BASKET_UUID}`
const twoItems = basketDocument([
  { id: '11', quantity: 2, width: 454, height: 296 },
  {
    id: '12',
    imageId: '32',
    formatType: 'crop',
    width: 600,
    height: 400,
    x: 0,
    y: 1000,
    unitPrice: 89000,
  },
])

const renderButton = (language: 'cs' | 'en' = 'cs') =>
  renderWithProviders(
    <WithSession>
      <BasketButton />
      <button type="button">elsewhere</button>
      <Toaster />
    </WithSession>,
    { language },
  )

beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockClear()
  screenIsLarge(true)
})

describe('BasketButton', () => {
  it('is a link to /kosik before the basket is known, then shows the number of pieces', async () => {
    basketKey.save(BASKET_UUID)
    fakeApi({ [basketPath]: { status: 200, body: twoItems } })
    renderButton()
    const link = screen.getByRole('link', { name: 'Košík, počet kusů: 0' })
    expect(link).toHaveAttribute('href', '/kosik')
    expect(await screen.findByRole('link', { name: 'Košík, počet kusů: 3' })).toBe(link)
    expect(screen.getByTestId('badge')).toHaveTextContent('3')
  })

  it('goes to the basket page on smaller screens', async () => {
    screenIsLarge(false)
    fakeApi({})
    renderButton('en')
    await userEvent.click(screen.getByRole('link', { name: 'Basket, items: 0' }))
    expect(navigate).toHaveBeenCalledWith('/en/kosik')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens the dropdown on large screens with each item, its size in cm and the crop', async () => {
    basketKey.save(BASKET_UUID)
    fakeApi({ [basketPath]: { status: 200, body: twoItems } })
    renderButton()
    const link = await screen.findByRole('link', { name: 'Košík, počet kusů: 3' })
    await userEvent.click(link)
    expect(navigate).not.toHaveBeenCalled()
    const dropdown = await screen.findByRole('dialog', { name: 'Košík' })
    expect(link).toHaveAttribute('aria-expanded', 'true')
    expect(dropdown).toHaveFocus()

    const [original, crop] = within(dropdown).getAllByTestId('basket-item')
    const first = within(original!)
    expect(first.getByRole('link', { name: 'Horská louka' })).toHaveAttribute('href', '/produkt/31')
    expect(first.getByText('Celý obrázek')).toBeInTheDocument()
    expect(first.getByText('Fotoobraz na plátně, 45 × 30 cm')).toBeInTheDocument()
    expect(first.getByText(/Matný papír/)).toHaveTextContent(
      'Matný papír – Jemná struktura bez odlesků',
    )
    expect(first.getByText('980,00 Kč')).toBeInTheDocument()
    expect(first.queryByTestId('crop-rectangle')).not.toBeInTheDocument()

    const second = within(crop!)
    expect(second.getByText('Vlastní výřez')).toBeInTheDocument()
    expect(second.getByRole('link', { name: 'Staré Město' })).toBeInTheDocument()
    expect(second.getByText('Fotoobraz na plátně, 60 × 40 cm')).toBeInTheDocument()
    // 3000 × 4000 px, a 3:2 print: 3000 × 2000 px from y = 1000.
    expect(second.getByTestId('crop-rectangle')).toHaveStyle({
      left: '0%',
      top: '25%',
      width: '100%',
      height: '50%',
    })
    expect(within(dropdown).getByText('1 870,00 Kč')).toBeInTheDocument()
    expect(within(dropdown).getByRole('link', { name: 'Přejít do košíku' })).toHaveAttribute(
      'href',
      '/kosik',
    )
  })

  it('deletes an item with a success toast', async () => {
    basketKey.save(BASKET_UUID)
    const api = fakeApi({
      [basketPath]: { status: 200, body: twoItems },
      [`DELETE /baskets/${BASKET_UUID}/basket_items/11`]: {
        status: 200,
        body: basketDocument([{ id: '12', imageId: '32', formatType: 'crop', x: 0, y: 0 }]),
      },
    })
    renderButton()
    await userEvent.click(await screen.findByRole('link', { name: 'Košík, počet kusů: 3' }))
    const dropdown = await screen.findByRole('dialog', { name: 'Košík' })
    await userEvent.click(
      within(dropdown).getByRole('button', { name: 'Odebrat z\u00a0košíku: Horská louka' }),
    )
    expect(await screen.findByText('Položka byla odebrána z košíku.')).toBeInTheDocument()
    await waitFor(() => expect(within(dropdown).getAllByTestId('basket-item')).toHaveLength(1))
    expect(screen.getByRole('link', { name: 'Košík, počet kusů: 1' })).toBeInTheDocument()
    expect(api.order()).toContain(`DELETE /baskets/${BASKET_UUID}/basket_items/11`)
  })

  it('shows the empty message without a basket, and closes on Escape with focus back', async () => {
    fakeApi({})
    renderButton()
    const link = screen.getByRole('link', { name: 'Košík, počet kusů: 0' })
    await userEvent.click(link)
    const dropdown = await screen.findByRole('dialog', { name: 'Košík' })
    expect(within(dropdown).getByText('Váš košík je zatím prázdný.')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(link).toHaveFocus()
  })

  it('closes on a click outside', async () => {
    basketKey.save(BASKET_UUID)
    fakeApi({ [basketPath]: { status: 200, body: basketDocument([]) } })
    renderButton('en')
    await userEvent.click(screen.getByRole('link', { name: 'Basket, items: 0' }))
    const dropdown = await screen.findByRole('dialog', { name: 'Basket' })
    expect(await within(dropdown).findByText('Your basket is empty.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('forgets a basket the API does not know', async () => {
    basketKey.save(BASKET_UUID)
    fakeApi({ [basketPath]: { status: 404, body: { message: 'Not found' } } })
    renderButton()
    await waitFor(() => expect(basketKey.read()).toBeNull())
  })
})
