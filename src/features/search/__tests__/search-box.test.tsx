import * as React from 'react'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { renderWithProviders } from '../../../testing/test-utils'
import { fakeApi } from '../../../testing/fake-api'
import { SearchBox } from '../components/search-box'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

function images(count: number, name = 'Hory') {
  return {
    data: Array.from({ length: count }, (_, index) => ({
      type: 'images',
      id: String(index + 1),
      attributes: {
        name: `${name} ${index + 1}`,
        from_price: 9900,
        media_url: `http://api.test/v1/media/${index + 1}`,
        width: 1200,
        height: 800,
      },
    })),
    meta: { total: count, last_page: 1 },
  }
}

function renderSearch(language: 'cs' | 'en' = 'cs') {
  return renderWithProviders(
    <SWRConfig value={testSwrConfig()}>
      <p>Jinde na stránce</p>
      <SearchBox />
    </SWRConfig>,
    { language },
  )
}

const searchUrls = () =>
  (global.fetch as jest.Mock).mock.calls
    .map(([url]) => new URL(url as string))
    .filter((url) => url.pathname.endsWith('/images'))

beforeEach(() => {
  jest.mocked(navigate).mockClear()
  // Gatsby's Link navigates through the runtime's own function.
  Object.assign(window, { ___navigate: jest.fn() })
})

describe('SearchBox', () => {
  it('is a labelled combobox with the spec placeholder, closed at first', () => {
    renderSearch()
    const input = screen.getByRole('combobox', { name: 'Hledat v\u00a0katalogu' })
    expect(input).toHaveAttribute('placeholder', 'Zadejte hledaný název')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-controls')
  })

  it('opens after two characters, shows a loading line, then at most 10 results', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    fakeApi({ 'GET /images': { body: images(12) } })
    const answer = jest.mocked(global.fetch).getMockImplementation()!
    jest.mocked(global.fetch).mockImplementation(async (...args) => {
      await held
      return answer(...args)
    })
    const user = userEvent.setup()
    renderSearch()
    const input = screen.getByRole('combobox')
    await user.type(input, 'h')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.type(input, 'o')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByText('Hledáme…')).toBeInTheDocument()
    release()
    const listbox = await screen.findByRole('listbox', { name: 'Výsledky hledání' })
    const options = within(listbox).getAllByRole('option')
    expect(options).toHaveLength(10)
    expect(options[0]).toHaveAccessibleName('Hory 1')
    expect(options[0]).toHaveAttribute('href', '/produkt/1')
    expect(options[0]!.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/v1/media/1/96.webp',
    )
    expect(input).toHaveAttribute('aria-controls', listbox.id)
    // One call for the settled text, with the spec's parameters.
    const urls = searchUrls()
    expect(urls).toHaveLength(1)
    expect(urls[0]!.searchParams.get('per_page')).toBe('10')
    expect(urls[0]!.searchParams.get('filter[search]')).toBe('ho')
    // It says how many of how many it shows, and offers the rest.
    expect(screen.getByTestId('search-status')).toHaveTextContent('Zobrazeno 10 z 12 výsledků')
    expect(screen.getByRole('link', { name: 'Všechny výsledky (12)' })).toHaveAttribute(
      'href',
      '/vyhledavani?search=ho',
    )
  })

  it('says "Nenalezeno" when nothing matches, in the page language too', async () => {
    fakeApi({ 'GET /images': { body: images(0) } })
    const user = userEvent.setup()
    renderSearch()
    await user.type(screen.getByRole('combobox'), 'xyz')
    expect(await screen.findByText('Nenalezeno')).toBeInTheDocument()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('says "Not found" in English', async () => {
    fakeApi({ 'GET /images': { body: images(0) } })
    const user = userEvent.setup()
    renderSearch('en')
    await user.type(screen.getByRole('combobox', { name: 'Search the catalogue' }), 'xyz')
    expect(await screen.findByText('Not found')).toBeInTheDocument()
  })

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    fakeApi({ 'GET /images': { body: images(3) } })
    const user = userEvent.setup()
    renderSearch('en')
    const input = screen.getByRole('combobox')
    await user.type(input, 'hory')
    const options = await screen.findAllByRole('option')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id)
    await user.keyboard('{Enter}')
    expect(navigate).toHaveBeenCalledWith('/en/produkt/3', undefined)
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('closes on Escape and opens again on focus with the text kept', async () => {
    fakeApi({ 'GET /images': { body: images(2) } })
    const user = userEvent.setup()
    renderSearch()
    const input = screen.getByRole('combobox')
    await user.type(input, 'hory')
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('hory')
    await user.click(screen.getByText('Jinde na stránce'))
    await user.click(input)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
  })

  it('closes on a click outside and on choosing a result', async () => {
    fakeApi({ 'GET /images': { body: images(2) } })
    const user = userEvent.setup()
    renderSearch()
    const input = screen.getByRole('combobox')
    await user.type(input, 'hory')
    await screen.findByRole('listbox')
    await user.click(screen.getByText('Jinde na stránce'))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()

    await user.click(input)
    const option = (await screen.findAllByRole('option'))[1]!
    fireEvent.click(option)
    expect((window as unknown as { ___navigate: jest.Mock }).___navigate).toHaveBeenCalledWith(
      '/produkt/2',
      expect.anything(),
    )
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('submits to the search page and closes', async () => {
    fakeApi({ 'GET /images': { body: images(2) } })
    const user = userEvent.setup()
    renderSearch()
    const input = screen.getByRole('combobox')
    await user.type(input, 'západ slunce')
    await screen.findByRole('listbox')
    await user.click(screen.getByRole('button', { name: 'Hledat' }))
    expect(navigate).toHaveBeenCalledWith('/vyhledavani?search=z%C3%A1pad+slunce', undefined)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('never shows an answer to older words for newer ones', async () => {
    let answer: (value: unknown) => void = () => undefined
    fakeApi({})
    const fetchMock = global.fetch as jest.Mock
    const respond = (body: unknown) => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify(body),
    })
    fetchMock.mockImplementation((url: string) => {
      const words = new URL(url).searchParams.get('filter[search]')
      // The first words' answer is held back until the newer words have been answered.
      if (words === 'hor') return new Promise((resolve) => (answer = resolve))
      return Promise.resolve(respond(images(1, 'Moře')))
    })
    const user = userEvent.setup()
    renderSearch()
    const input = screen.getByRole('combobox')
    await user.type(input, 'hor')
    await waitFor(() => expect(searchUrls()).toHaveLength(1))
    await user.clear(input)
    await user.type(input, 'moře')
    expect(await screen.findByRole('option', { name: 'Moře 1' })).toBeInTheDocument()
    await act(async () => answer(respond(images(1, 'Hory'))))
    expect(screen.queryByRole('option', { name: 'Hory 1' })).not.toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Moře 1' })).toBeInTheDocument()
  })
})

describe('SearchBox on the search page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('shows the words searched for, without opening the dropdown', () => {
    fakeApi({})
    window.history.replaceState(null, '', '/en/vyhledavani?search=mountains&strana=2')
    renderSearch('en')
    const field = screen.getByRole('combobox')
    expect(field).toHaveValue('mountains')
    expect(field).toHaveAttribute('aria-expanded', 'false')
  })

  it('leaves the field empty elsewhere', () => {
    fakeApi({})
    window.history.replaceState(null, '', '/kategorie?search=mountains')
    renderSearch('cs')
    expect(screen.getByRole('combobox')).toHaveValue('')
  })
})
