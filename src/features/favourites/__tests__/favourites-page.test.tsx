import * as React from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { renderWithProviders } from '../../../testing/test-utils'
import { fakeApi } from '../../../testing/fake-api'
import { userDocument } from '../../../testing/session'
import { SessionProvider } from '../../../lib/session/session-provider'
import { FavouritesProvider } from '../components/favourites-provider'
import { FavouritesPage } from '../components/favourites-page'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const renderPage = () =>
  renderWithProviders(
    <SWRConfig value={testSwrConfig()}>
      <SessionProvider>
        <FavouritesProvider>
          <FavouritesPage />
        </FavouritesProvider>
      </SessionProvider>
    </SWRConfig>,
  )

beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockClear()
})

describe('the favourites page', () => {
  it('explains to a visitor where favourites live and opens the sign-in dialog', async () => {
    fakeApi({})
    renderPage()
    expect(
      await screen.findByText(/Oblíbené obrázky se ukládají k vašemu účtu/),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    expect(navigate).toHaveBeenCalledWith('/?modal=sign-in')
  })

  it("lists a signed-in shopper's favourites, never the visitor's explanation", async () => {
    localStorage.setItem('print-shop.login-key', '7')
    fakeApi({
      'GET /me': { body: userDocument },
      'GET /favorites': { body: { data: [], meta: { total: 0, last_page: 1 } } },
    })
    renderPage()
    expect(await screen.findByText(/Zatím nemáte žádné oblíbené obrázky/)).toBeInTheDocument()
    expect(screen.queryByTestId('favourites-signed-out')).not.toBeInTheDocument()
  })
})
