import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import { navigate } from 'gatsby'
import { renderWithProviders } from '../../../testing/test-utils'
import { PrivateRoute } from '../components/private-route'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { me, WithSession } from '../../../testing/session'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const renderPrivate = (language: 'cs' | 'en' = 'cs') =>
  renderWithProviders(
    <WithSession>
      <PrivateRoute>
        <p>Moje objednávky</p>
      </PrivateRoute>
    </WithSession>,
    { language },
  )

beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockClear()
})

describe('PrivateRoute', () => {
  it('sends a visitor without a stored key home, in their language', async () => {
    fakeApi({})
    renderPrivate('en')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en', { replace: true }))
    expect(screen.queryByText('Moje objednávky')).not.toBeInTheDocument()
  })

  it('sends a visitor whose current-user load fails home', async () => {
    loginKey.save('7')
    fakeApi({ 'GET /me': { status: 401, body: { message: 'Unauthenticated.' } } })
    renderPrivate()
    expect(screen.getByTestId('private-route-loading')).toHaveTextContent('Načítáme váš účet…')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }))
    expect(screen.queryByText('Moje objednávky')).not.toBeInTheDocument()
  })

  it('shows the page to a signed-in shopper once the user has loaded', async () => {
    loginKey.save('7')
    fakeApi({ 'GET /me': { status: 200, body: me } })
    renderPrivate()
    expect(screen.getByTestId('private-route-loading')).toBeInTheDocument()
    await screen.findByText('Moje objednávky')
    expect(screen.queryByTestId('private-route-loading')).not.toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })
})
