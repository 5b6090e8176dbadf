import * as React from 'react'
import { TextEncoder } from 'node:util'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { navigate } from 'gatsby'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { withProviders } from '../../../testing/test-utils'
import { fakeApi } from '../../../testing/fake-api'
import { loadLazyParts } from '../../../components/prerendered/lazy-part'
import { SearchBoxSlot } from '../components/search-box-slot'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const slot = () => (
  <SWRConfig value={testSwrConfig()}>
    <SearchBoxSlot />
  </SWRConfig>
)

/** The page's HTML as the build renders it (the search box's code is there when it does). */
async function builtHtml(): Promise<string> {
  await loadLazyParts()
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  return renderToString(withProviders(slot()))
}

/** A first visit: the built HTML, hydrated; `before` is what the shopper did before the scripts ran. */
async function firstVisit(before: (form: HTMLFormElement) => void = () => undefined) {
  const container = document.createElement('div')
  container.innerHTML = await builtHtml()
  document.body.append(container)
  const builtForm = container.querySelector('form')!
  before(builtForm)
  document.documentElement.dataset.hydrating = 'true'
  act(() => {
    hydrateRoot(container, withProviders(slot()))
  })
  delete document.documentElement.dataset.hydrating
  return { container, builtForm, field: builtForm.querySelector('input')! }
}

const live = (container: HTMLElement, built: HTMLFormElement) =>
  waitFor(() => expect(container.querySelector('form')).not.toBe(built))

beforeEach(() => {
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
  jest.mocked(navigate).mockClear()
  fakeApi({ 'GET /images': { body: { data: [], meta: { total: 0, last_page: 1 } } } })
})

it('renders the search form into the build, a plain form that searches without its code', async () => {
  const page = document.createElement('div')
  page.innerHTML = await builtHtml()
  const form = page.querySelector('form')!
  expect(form).toHaveAttribute('action', '/vyhledavani')
  expect(form).toHaveAttribute('method', 'get')
  expect(form.querySelector('input')).toHaveAttribute('name', 'search')
})

it('keeps the built form while the shopper only looks', async () => {
  const { container, builtForm } = await firstVisit()
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(container.querySelector('form')).toBe(builtForm)
})

it('hands over at the first focus, with the words typed and the caret where it was', async () => {
  const { container, builtForm, field } = await firstVisit()
  field.focus()
  field.value = 'horské'
  field.setSelectionRange(3, 3)
  fireEvent.input(field)
  await live(container, builtForm)
  const input = screen.getByRole('combobox', { name: 'Hledat v\u00a0katalogu' })
  expect(input).toHaveValue('horské')
  expect(input).toHaveFocus()
  expect([input as HTMLInputElement].map((i) => [i.selectionStart, i.selectionEnd])).toEqual([
    [3, 3],
  ])
  // Focused with words to search for: the suggestions open.
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'))
})

it('takes up words typed before the scripts ran, without waiting for another sign', async () => {
  const { container, builtForm } = await firstVisit((form) => {
    form.querySelector('input')!.value = 'moře'
  })
  await live(container, builtForm)
  expect(screen.getByRole('combobox')).toHaveValue('moře')
})

it('sends a search made on the built form once the live box is there, client-side', async () => {
  const { builtForm, field } = await firstVisit()
  field.value = 'hory'
  const submit = new Event('submit', { bubbles: true, cancelable: true })
  fireEvent(builtForm, submit)
  // The browser does not leave the page for it.
  expect(submit.defaultPrevented).toBe(true)
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/vyhledavani?search=hory', undefined))
})

it('is live at once on the search page, where the field shows the words searched for', async () => {
  window.history.replaceState(null, '', '/vyhledavani?search=les')
  const { container, builtForm } = await firstVisit()
  await live(container, builtForm)
  await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('les'))
})
