import * as React from 'react'
import { TextEncoder } from 'node:util'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { navigate } from 'gatsby'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { renderWithProviders, withProviders } from '../../../testing/test-utils'
import { SessionProvider } from '../../../lib/session/session-provider'
import { fakeApi } from '../../../testing/fake-api'
import { pendingEvents, withdrawConsent } from '../../analytics/testing/data-layer'
import { loadLazyParts } from '../../../components/prerendered/lazy-part'
import { ConfiguratorSlot } from '../components/configurator-slot'
import type { ConfiguratorLayout } from '../types'
import { builtLayouts, layouts, image } from '../testing/fixtures'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))
jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

const UUID = '0b5c3f7e-6c1a-4d2b-9f3e-1a2b3c4d5e6f'

const slot = (slotLayouts: readonly ConfiguratorLayout[] = builtLayouts) => (
  <SWRConfig value={testSwrConfig()}>
    <SessionProvider>
      <ConfiguratorSlot image={image} layouts={slotLayouts}>
        <p>Na co obrázek vytiskneme</p>
      </ConfiguratorSlot>
    </SessionProvider>
  </SWRConfig>
)

/** The page's HTML as the build renders it (the configurator's code is there when it does). */
async function builtHtml(): Promise<string> {
  await loadLazyParts()
  // The server renderer needs TextEncoder, which jsdom leaves out; SWR, seeing a window, uses
  // layout effects, which the server renderer warns about.
  Object.assign(globalThis, { TextEncoder })
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const html = renderToString(withProviders(slot()))
  quiet.mockRestore()
  return html
}

/** A first visit: the built HTML, hydrated. */
async function firstVisit(slotLayouts: readonly ConfiguratorLayout[] = builtLayouts) {
  const container = document.createElement('div')
  container.innerHTML = await builtHtml()
  document.body.append(container)
  document.documentElement.dataset.hydrating = 'true'
  const builtForm = container.querySelector('form')!
  let root: ReturnType<typeof hydrateRoot>
  act(() => {
    root = hydrateRoot(container, withProviders(slot(slotLayouts)))
  })
  delete document.documentElement.dataset.hydrating
  return {
    container,
    builtForm,
    rerender: (next: readonly ConfiguratorLayout[]) =>
      act(() => root.render(withProviders(slot(next)))),
  }
}

const liveForm = () => screen.getByRole('form', { name: 'Sestavte si tisk' })
/** The dispatch line, shown (not the built page's hidden one). */
function dispatchText(form: HTMLElement) {
  const line = within(form).getByTestId('dispatch-by')
  expect(line).not.toHaveAttribute('aria-hidden')
  return line.textContent
}

beforeEach(() => {
  withdrawConsent()
  window.localStorage.clear()
  document.body.innerHTML = ''
  fakeApi({})
})

it("renders the configurator into the build's HTML, with the build's date hidden", async () => {
  const html = await builtHtml()
  const page = document.createElement('div')
  page.innerHTML = html
  document.body.append(page)
  const form = within(page).getByRole('form', { name: 'Sestavte si tisk' })
  expect(within(form).getByRole('button', { name: 'Přidat do košíku' })).toBeEnabled()
  expect(within(form).getByRole('combobox', { name: 'Papír' })).toHaveValue('3')
  expect(within(form).getByTestId('unit-price')).toHaveTextContent('12,00 Kč')
  // The one price the build knows; the other sizes' prices come with the live layouts.
  const size = within(form).getByRole('combobox', { name: 'Rozměr' })
  expect(
    within(size).getByRole('option', { name: /^15\s×\s10\scm\s–\s12,00\sKč,/ }),
  ).toBeInTheDocument()
  expect(within(size).getByRole('option', { name: /^30\s×\s20\scm, / })).toBeInTheDocument()
  expect(html).not.toContain('79,00')
  // The line holds its space; the shopper's date is the browser's to write.
  expect(within(form).getByTestId('dispatch-by')).toHaveAttribute('aria-hidden', 'true')
  expect(html).not.toContain('Na co obrázek vytiskneme')
})

describe('a first visit', () => {
  it('keeps the built form as it is while the shopper only looks', async () => {
    const { container, builtForm } = await firstVisit()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(container.querySelector('form')).toBe(builtForm)
    expect(within(builtForm).getByTestId('dispatch-by')).toHaveAttribute('aria-hidden', 'true')
  })

  it('hands over to the live configurator at the first sign, with what was chosen meanwhile', async () => {
    const { container, builtForm, rerender } = await firstVisit()
    // A paper and the quantity chosen in the built form before its code has come.
    const paper = within(builtForm).getByRole('combobox', { name: 'Papír' })
    fireEvent.change(paper, { target: { value: '4' } })
    const quantity = within(builtForm).getByRole('spinbutton', { name: 'Počet kusů' })
    quantity.focus()
    fireEvent.input(quantity, { target: { value: '2' } })

    await waitFor(() => expect(container.querySelector('form')).not.toBe(builtForm))
    // The live layouts come, with every price.
    rerender(layouts)
    const form = liveForm()
    expect(within(form).getByRole('combobox', { name: 'Papír' })).toHaveValue('4')
    // 12,00 Kč with the fine art paper's 35 % (in whole crowns), twice.
    expect(within(form).getByTestId('unit-price')).toHaveTextContent('16,00 Kč')
    expect(within(form).getByTestId('total-price')).toHaveTextContent('32,00 Kč')
    expect(dispatchText(form)).toMatch(/odešleme do .*\d+\./)
    // The focus stays on the field the shopper is in.
    expect(within(form).getByRole('spinbutton', { name: 'Počet kusů' })).toHaveFocus()
  })

  it('wakes on a scroll anywhere on the page', async () => {
    const { container, builtForm } = await firstVisit()
    fireEvent.scroll(window)
    await waitFor(() => expect(container.querySelector('form')).not.toBe(builtForm))
    expect(dispatchText(liveForm())).toMatch(/odešleme do .*\d+\./)
  })

  it('sends a submission made on the built form, once the live one is there', async () => {
    const api = fakeApi({
      'POST /baskets': { status: 201, body: { data: { type: 'baskets', id: UUID } } },
      [`POST /baskets/${UUID}/basket_items`]: {
        status: 201,
        body: { data: { type: 'baskets', id: UUID } },
      },
    })
    const { builtForm } = await firstVisit()
    fireEvent.click(within(builtForm).getByRole('button', { name: 'Přidat do košíku' }))
    await waitFor(() =>
      expect(api.bodiesOf('POST', `/baskets/${UUID}/basket_items`)).toHaveLength(1),
    )
    expect(api.bodiesOf('POST', `/baskets/${UUID}/basket_items`)[0]).toMatchObject({
      layout_id: 1,
      paper_id: 3,
      quantity: 1,
    })
  })

  it("follows a link in the built form client-side, as the page's other links", async () => {
    const { builtForm } = await firstVisit()
    fireEvent.click(within(builtForm).getByRole('link', { name: 'dopravy' }))
    expect(navigate).toHaveBeenCalledWith('/doprava')
  })

  it('keeps the built form when the live layouts price only what it does not show', async () => {
    // The build's layout nodes say their language too.
    const { container, builtForm, rerender } = await firstVisit(
      builtLayouts.map((layout) => ({ ...layout, language: 'cs' })),
    )
    // Every price, as the live product brings them: the starting one unchanged.
    rerender(JSON.parse(JSON.stringify(layouts)) as ConfiguratorLayout[])
    // Another size dearer: the built form does not show its price.
    rerender(layouts.map((layout) => dearer(layout, 1)))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(container.querySelector('form')).toBe(builtForm)
  })

  it('shows the live prices at once when the price it starts with changed', async () => {
    const { container, builtForm, rerender } = await firstVisit()
    rerender(layouts.map((layout, index) => (index === 0 ? dearer(layout, 0) : layout)))
    await waitFor(() => expect(container.querySelector('form')).not.toBe(builtForm))
    expect(within(liveForm()).getByTestId('unit-price')).toHaveTextContent('13,00 Kč')
  })
})

/** The layout with one of its sizes 1 Kč dearer. */
const dearer = (layout: ConfiguratorLayout, position: number): ConfiguratorLayout => ({
  ...layout,
  sizes: layout.sizes.map((size, index) =>
    index === position ? { ...size, price: size.price! + 100 } : size,
  ),
})

it('renders the live configurator at once on a page the browser renders itself', async () => {
  await loadLazyParts()
  renderWithProviders(slot())
  expect(await screen.findByRole('button', { name: 'Přidat do košíku' })).toBeEnabled()
  expect(dispatchText(liveForm())).toMatch(/odešleme do .*\d+\./)
  expect(screen.queryByText('Na co obrázek vytiskneme')).not.toBeInTheDocument()
})

it('reports the product view to the data layer', async () => {
  renderWithProviders(slot())
  await screen.findByRole('button', { name: 'Přidat do košíku' })
  expect(pendingEvents()).toContainEqual({
    event: 'view_item',
    ecommerce: {
      currency: 'CZK',
      value: 12,
      items: [{ item_id: '7', item_name: 'Hory', price: 12, quantity: 1 }],
    },
  })
})
