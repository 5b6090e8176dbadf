import * as React from 'react'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import toast from 'react-hot-toast'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { renderWithProviders } from '../../../testing/test-utils'
import { type Answer, fakeApi } from '../../../testing/fake-api'
import { userDocument } from '../../../testing/session'
import { SessionProvider, useSession } from '../../../lib/session/session-provider'
import type { User } from '../../../lib/session/user'
import { ImageCard } from '../../catalogue'
import { catalogueImage } from '../../catalogue/testing/fixtures'
import { FavouritesProvider } from '../components/favourites-provider'
import { FavouritesLink } from '../components/favourites-link'
import { FavouritesList } from '../components/favourites-list'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))
jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}))

const image = (id: string, name: string) => ({
  type: 'images',
  id,
  attributes: {
    name,
    from_price: 120000,
    media_url: `http://api.test/v1/media/${id}`,
    width: 1200,
    height: 800,
  },
})

const favourite = (id: string, imageId: string) => ({
  type: 'favorites',
  id,
  attributes: { created_at: '2026-01-01T10:00:00.000Z' },
  relationships: { image: { data: { type: 'images', id: imageId } } },
})

const favouritesDocument = {
  data: [favourite('5', '31')],
  included: [image('31', 'Západ slunce nad hřebeny')],
  meta: { total: 1, last_page: 1 },
}

const signedIn = (extra: Record<string, Answer | (() => Answer)> = {}) => {
  localStorage.setItem('print-shop.login-key', '7')
  return fakeApi({
    'GET /me': { body: userDocument },
    'GET /favorites': { body: favouritesDocument },
    ...extra,
  })
}

/** Holds the answers to one call until the test lets them through. */
function hold(method: string, path: string) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const answer = jest.mocked(global.fetch).getMockImplementation()!
  jest.mocked(global.fetch).mockImplementation(async (url, init = {}) => {
    if ((init.method ?? 'GET') === method && new URL(String(url)).pathname === `/v1${path}`)
      await held
    return answer(url, init)
  })
  return () => act(async () => release())
}

function renderShop(ui: React.ReactNode) {
  return renderWithProviders(
    <SWRConfig value={testSwrConfig()}>
      <SessionProvider>
        <FavouritesProvider>
          <FavouritesLink />
          {ui}
        </FavouritesProvider>
      </SessionProvider>
    </SWRConfig>,
  )
}

const cards = (
  <>
    <ImageCard image={catalogueImage()} />
    <ImageCard image={catalogueImage({ apiId: '32', name: 'Mlha v údolí' })} />
  </>
)
const heart = (name: string, added = false) =>
  screen.getByRole('button', {
    name: `${added ? 'Odebrat z\u00a0oblíbených' : 'Přidat do oblíbených'}: ${name}`,
  })
const badge = () => screen.getByRole('link', { name: /^Oblíbené obrázky, počet/ })

beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockClear()
  jest.mocked(toast.success).mockClear()
  jest.mocked(toast.error).mockClear()
})

describe('favourites', () => {
  it('shows the hearts and the badge from the signed-in shopper’s list', async () => {
    signedIn()
    renderShop(cards)
    // Before the list is known every heart is empty (the pre-rendered page says the same).
    expect(heart('Západ slunce nad hřebeny')).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() =>
      expect(heart('Západ slunce nad hřebeny', true)).toHaveAttribute('aria-pressed', 'true'),
    )
    expect(heart('Mlha v údolí')).toHaveAttribute('aria-pressed', 'false')
    expect(badge()).toHaveAccessibleName('Oblíbené obrázky, počet: 1')
    expect(within(badge()).getByTestId('badge')).toHaveTextContent('1')
  })

  it('adds at once, then sends the image id and says so', async () => {
    const api = signedIn({
      'POST /favorites': {
        status: 201,
        body: { data: favourite('6', '32'), included: [image('32', 'Mlha v údolí')] },
      },
    })
    const user = userEvent.setup()
    renderShop(cards)
    await waitFor(() => expect(badge()).toHaveAccessibleName('Oblíbené obrázky, počet: 1'))
    const release = hold('POST', '/favorites')
    await user.click(heart('Mlha v údolí'))
    // Optimistic: pressed before the API has answered.
    expect(heart('Mlha v údolí', true)).toHaveAttribute('aria-pressed', 'true')
    expect(badge()).toHaveAccessibleName('Oblíbené obrázky, počet: 2')
    expect(toast.success).not.toHaveBeenCalled()
    await release()
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Přidáno do oblíbených.'))
    expect(api.bodiesOf('POST', '/favorites')).toEqual([{ image_id: 32 }])
    expect(heart('Mlha v údolí', true)).toHaveAttribute('aria-pressed', 'true')
  })

  it('removes at once with DELETE /favorites/{favourite id}', async () => {
    const api = signedIn({ 'DELETE /favorites/5': { status: 204 } })
    const user = userEvent.setup()
    renderShop(cards)
    await waitFor(() => expect(heart('Západ slunce nad hřebeny', true)).toBeInTheDocument())
    const release = hold('DELETE', '/favorites/5')
    await user.click(heart('Západ slunce nad hřebeny', true))
    expect(heart('Západ slunce nad hřebeny')).toHaveAttribute('aria-pressed', 'false')
    expect(badge()).toHaveAccessibleName('Oblíbené obrázky, počet: 0')
    await release()
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Odebráno z\u00a0oblíbených.'))
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
  })

  it('puts the heart back and shows an error toast when the API fails', async () => {
    signedIn({ 'POST /favorites': { status: 500 }, 'DELETE /favorites/5': { status: 500 } })
    const user = userEvent.setup()
    renderShop(cards)
    await waitFor(() => expect(heart('Západ slunce nad hřebeny', true)).toBeInTheDocument())

    const releasePost = hold('POST', '/favorites')
    await user.click(heart('Mlha v údolí'))
    expect(heart('Mlha v údolí', true)).toHaveAttribute('aria-pressed', 'true')
    await releasePost()
    await waitFor(() => expect(heart('Mlha v údolí')).toHaveAttribute('aria-pressed', 'false'))
    expect(toast.error).toHaveBeenCalledWith(
      'Oblíbené obrázky se nepodařilo upravit. Zkuste to prosím znovu.',
    )

    await user.click(heart('Západ slunce nad hřebeny', true))
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2))
    expect(heart('Západ slunce nad hřebeny', true)).toHaveAttribute('aria-pressed', 'true')
    expect(badge()).toHaveAccessibleName('Oblíbené obrázky, počet: 1')
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('asks a visitor to sign in, without an error, and opens the sign-in dialog', async () => {
    const api = fakeApi({})
    const user = userEvent.setup()
    renderShop(cards)
    await user.click(heart('Mlha v údolí'))
    expect(toast).toHaveBeenCalledWith('Přihlaste se a\u00a0obraz vám uložíme do oblíbených.', {
      id: 'account',
    })
    expect(toast.error).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/?modal=sign-in')
    expect(heart('Mlha v údolí')).toHaveAttribute('aria-pressed', 'false')
    expect(api.calls.filter((call) => call.path.startsWith('/favorites'))).toEqual([])
  })

  it('saves the heart a visitor clicked once they sign in, with one toast', async () => {
    const api = fakeApi({
      'GET /favorites': { body: favouritesDocument },
      'POST /favorites': {
        status: 201,
        body: { data: favourite('6', '32'), included: [image('32', 'Mlha v údolí')] },
      },
    })
    const user = userEvent.setup()
    let signIn: (user: User) => void = () => undefined
    function SignInFromDialog() {
      signIn = useSession().signedIn
      return null
    }
    renderShop(
      <>
        <SignInFromDialog />
        {cards}
      </>,
    )
    await user.click(heart('Mlha v údolí'))
    // The dialog signs the visitor in (SignInDialog calls the session's signedIn).
    act(() => signIn({ id: '7', name: 'Jana Nováková', email: 'jana@example.cz' } as User))
    await waitFor(() => expect(heart('Mlha v údolí', true)).toHaveAttribute('aria-pressed', 'true'))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Jste přihlášeni a\u00a0obraz máte v\u00a0oblíbených.',
        {
          id: 'account',
        },
      ),
    )
    expect(api.bodiesOf('POST', '/favorites')).toEqual([{ image_id: 32 }])
    expect(toast.error).not.toHaveBeenCalled()
  })
})

describe('FavouritesList', () => {
  it('lists the favourites as product cards', async () => {
    signedIn()
    renderShop(<FavouritesList />)
    const grid = await screen.findByRole('list', { name: 'Oblíbené obrázky' })
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1))
    expect(within(grid).getByRole('link', { name: 'Západ slunce nad hřebeny' })).toHaveAttribute(
      'href',
      '/produkt/31',
    )
  })

  it('shows the empty state with a way to the categories', async () => {
    signedIn({ 'GET /favorites': { body: { data: [], meta: { total: 0, last_page: 1 } } } })
    renderShop(<FavouritesList />)
    expect(await screen.findByText(/Zatím nemáte žádné oblíbené obrázky/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Prohlédnout kategorie' })).toHaveAttribute(
      'href',
      '/kategorie',
    )
  })

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true
    signedIn({
      'GET /favorites': () => (fail ? { status: 500 } : { body: favouritesDocument }),
    })
    const user = userEvent.setup()
    renderWithProviders(
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <SessionProvider>
          <FavouritesProvider>
            <FavouritesList />
          </FavouritesProvider>
        </SessionProvider>
      </SWRConfig>,
    )
    expect(await screen.findByText('Oblíbené obrázky se nepodařilo načíst.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }))
    expect(
      await screen.findByRole('link', { name: 'Západ slunce nad hřebeny' }),
    ).toBeInTheDocument()
  })
})
