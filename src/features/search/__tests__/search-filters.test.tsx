import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { renderWithProviders } from '../../../testing/test-utils'
import { fakeApi } from '../../../testing/fake-api'
import { SearchResults } from '../components/search-results'
import { readSearchAddress, searchPageAddress } from '../search-address'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

// Exported by the package, though its type declarations leave them out.
const { LocationProvider, createHistory, createMemorySource } = jest.requireActual<{
  LocationProvider: React.ComponentType<{ history: unknown; children: React.ReactNode }>
  createHistory: (source: unknown) => unknown
  createMemorySource: (path: string) => unknown
}>('@gatsbyjs/reach-router')

const found = {
  data: [
    {
      type: 'images',
      id: '40',
      attributes: {
        name: 'Hory na výšku',
        from_price: 1200,
        media_url: 'http://api.test/v1/media/40',
        width: 800,
        height: 1200,
      },
    },
  ],
  meta: { total: 1, last_page: 1, facets: { colors: { '000000': 1, ffffff: 1 } } },
}

const renderPage = (address: string) =>
  renderWithProviders(
    <LocationProvider history={createHistory(createMemorySource(address))}>
      <SearchResults />
    </LocationProvider>,
  )

const asked = (api: ReturnType<typeof fakeApi>) =>
  api.fetchMock.mock.calls.map(([url]) => decodeURIComponent(new URL(url).search))

beforeEach(() => jest.mocked(navigate).mockClear())

describe('search results filtered like a category', () => {
  it('keeps the filters in the address, beside the words and the page', () => {
    const address = searchPageAddress('hory', 2, { orientation: 'portrait', colours: ['000000'] })
    expect(address).toBe('/vyhledavani?search=hory&orientace=portrait&barvy=000000&strana=2')
    expect(readSearchAddress(address.slice(address.indexOf('?')))).toEqual({
      text: 'hory',
      page: 2,
      filters: { orientation: 'portrait', colours: ['000000'] },
    })
    expect(searchPageAddress('hory')).toBe('/vyhledavani?search=hory')
  })

  it("asks for the address's filters and offers the category's filters to change them", async () => {
    const api = fakeApi({ 'GET /images': { body: found } })
    renderPage('/vyhledavani?search=hory&orientace=portrait')
    expect(await screen.findByRole('link', { name: /Hory na výšku/ })).toBeInTheDocument()
    expect(asked(api)).toContain(
      '?per_page=24&page=1&filter[search]=hory&filter[orientation]=portrait',
    )
    const filters = screen.getByRole('form', { name: 'Filtrovat obrázky' })
    expect(screen.getByRole('radio', { name: 'Na výšku' })).toBeChecked()

    await userEvent.click(screen.getByRole('radio', { name: 'Na šířku' }))
    expect(navigate).toHaveBeenLastCalledWith(
      '/vyhledavani?search=hory&orientace=horizontal',
      expect.anything(),
    )

    // The colours are counted within the search, and only those found are offered.
    await userEvent.click(screen.getByText('Barvy'))
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(2))
    expect(asked(api)).toContain(
      '?per_page=1&facets=colors&filter[search]=hory&filter[orientation]=portrait',
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /^Černá/ }))
    expect(navigate).toHaveBeenLastCalledWith(
      '/vyhledavani?search=hory&orientace=portrait&barvy=000000',
      expect.anything(),
    )
    expect(filters).toBeInTheDocument()
  })
})
