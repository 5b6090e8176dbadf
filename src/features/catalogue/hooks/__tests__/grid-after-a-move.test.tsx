import * as React from 'react'
import { waitFor } from '@testing-library/react'
import { renderWithProviders } from '../../../../testing/test-utils'
import { fakeApi } from '../../../../testing/fake-api'
import { catalogueImage } from '../../testing/fixtures'
import { useImageList } from '../use-image-list'
import { useUrlFilters } from '../use-url-filters'

// Exported by the package, though its type declarations leave them out.
const { LocationProvider, createHistory, createMemorySource } = jest.requireActual<{
  LocationProvider: React.ComponentType<{ history: unknown; children: React.ReactNode }>
  createHistory: (source: unknown) => unknown
  createMemorySource: (path: string) => unknown
}>('@gatsbyjs/reach-router')

const source = { kind: 'category', slug: 'priroda' } as const
const prerendered = { images: [catalogueImage({ name: 'Nefiltrovaný' })], total: 24, lastPage: 1 }
const landscapes = {
  data: [
    {
      type: 'images',
      id: '40',
      attributes: {
        name: 'Na šířku',
        from_price: 1200,
        media_url: 'http://api.test/v1/media/40',
        width: 1200,
        height: 800,
      },
    },
  ],
  meta: { total: 1, last_page: 1 },
}

/** Every render of the grid: its orientation filter and the products it draws. */
function renderGrid(address: string, renders: string[]) {
  function Grid() {
    const [filters] = useUrlFilters()
    const list = useImageList(source, filters, prerendered)
    renders.push(`${filters.orientation ?? 'any'}: ${list.page.images[0]?.name}`)
    return null
  }
  return renderWithProviders(
    <LocationProvider history={createHistory(createMemorySource(address))}>
      <Grid />
    </LocationProvider>,
  )
}

afterEach(() => delete document.documentElement.dataset.hydrated)

describe('a filtered grid reached by a client-side move', () => {
  it('hydrates unfiltered, as the pre-rendered HTML, then applies the address', async () => {
    fakeApi({ 'GET /images': { body: landscapes } })
    const renders: string[] = []
    renderGrid('/kategorie/priroda?orientace=horizontal', renders)
    await waitFor(() => expect(renders.at(-1)).toBe('horizontal: Na šířku'))
    expect(renders[0]).toBe('any: Nefiltrovaný')
  })

  it('is drawn filtered from its first render once the shop runs, and at once when seen before', async () => {
    document.documentElement.dataset.hydrated = 'true'
    fakeApi({ 'GET /images': { body: landscapes } })
    const first: string[] = []
    const view = renderGrid('/kategorie/priroda?orientace=horizontal', first)
    expect(first[0]).toMatch(/^horizontal: /)
    await waitFor(() => expect(first.at(-1)).toBe('horizontal: Na šířku'))
    view.unmount()

    // Going back to it: the grid the shopper left, not the unfiltered one, from the first render.
    const again: string[] = []
    renderGrid('/kategorie/priroda?orientace=horizontal', again)
    expect(again[0]).toBe('horizontal: Na šířku')
  })
})
