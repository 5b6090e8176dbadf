import * as React from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { renderWithProviders } from '../../../testing/test-utils'
import { fakeApi } from '../../../testing/fake-api'
import { ImageGrid } from '../components/image-grid'
import { catalogueImage } from '../testing/fixtures'
import { pricesDocument } from '../testing/image-document'
import { typeset } from '@print-shop/shop-domain/typography'

/** The cards that rendered, by picture: the real card, counted. */
const mockCardRenders: string[] = []
jest.mock('../components/image-card', () => {
  const actual = jest.requireActual<typeof import('../components/image-card')>(
    '../components/image-card',
  )
  return {
    ...actual,
    ImageCard: (props: import('../components/image-card').ImageCardProps) => {
      mockCardRenders.push(props.image.apiId)
      return actual.ImageCard(props)
    },
  }
})

beforeEach(() => {
  mockCardRenders.length = 0
})

const built = [
  catalogueImage(),
  catalogueImage({ apiId: '32', name: 'Mlha v údolí', fromPrice: 50000 }),
  catalogueImage({ apiId: '33', name: 'Staženo z prodeje', fromPrice: 70000 }),
]

function renderGrid(livePrices: boolean) {
  return renderWithProviders(
    <SWRConfig value={testSwrConfig()}>
      <ImageGrid images={built} label="Hory" livePrices={livePrices} />
    </SWRConfig>,
  )
}

/** The card of a picture named as the page shows it: typeset ("Mlha v údolí" keeps "v" with "údolí"). */
const priceOf = (name: string) =>
  screen
    .getByRole('link', { name: typeset('cs', name) })
    .closest('article')!
    .querySelector('p')!

describe('a grid built ahead', () => {
  it('shows the prices the API gives now, in the same elements, after one request', async () => {
    // 31 costs more now, 32 is unchanged, 33 has been withdrawn (the API leaves it out).
    const api = fakeApi({ 'GET /images': { body: pricesDocument({ 31: 130000, 32: 50000 }) } })
    renderGrid(true)
    const changed = priceOf('Západ slunce nad hřebeny')
    expect(changed).toHaveTextContent('Od 1 200,00 Kč')
    // Not while the page hydrates: the check waits for a task of its own.
    expect(api.fetchMock).not.toHaveBeenCalled()

    await waitFor(() => expect(changed).toHaveTextContent('Od 1 300,00 Kč'))
    expect(priceOf('Západ slunce nad hřebeny')).toBe(changed)
    expect(priceOf('Mlha v údolí')).toHaveTextContent('Od 500,00 Kč')
    expect(priceOf('Staženo z prodeje')).toHaveTextContent('Od 700,00 Kč')
    expect(api.order()).toEqual(['GET /images'])
    // Only the card whose price moved rendered again.
    expect(mockCardRenders).toEqual(['31', '32', '33', '31'])
    const url = new URL(api.fetchMock.mock.calls[0]![0] as string)
    expect(url.searchParams.get('filter[id]')).toBe('31,32,33')
    expect(url.searchParams.get('per_page')).toBe('3')
  })

  it('asks in the page language, whose currency the API answers in', async () => {
    const api = fakeApi({ 'GET /images': { body: pricesDocument({ 31: 5490 }, 'EUR') } })
    renderWithProviders(
      <SWRConfig value={testSwrConfig()}>
        <ImageGrid
          images={[catalogueImage({ fromPrice: 4990, currency: 'EUR' })]}
          label="Mountains"
          livePrices
        />
      </SWRConfig>,
      { language: 'en' },
    )
    await waitFor(() =>
      expect(priceOf('Západ slunce nad hřebeny')).toHaveTextContent('From 54,90 €'),
    )
    const init = api.fetchMock.mock.calls[0]![1] as RequestInit
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en')
  })

  it('of products from the live API asks nothing more', async () => {
    const api = fakeApi({})
    renderGrid(false)
    // The task in which a check would start has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(api.fetchMock).not.toHaveBeenCalled()
  })
})
