import * as React from 'react'
import { TextEncoder } from 'node:util'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { createTestTranslator, renderWithProviders } from '../../../testing/test-utils'
import { TranslatorProvider } from '../../../lib/i18n/translation'
import { AccountButton } from '../components/account-button'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { me, screenIsLarge, WithSession } from '../../../testing/session'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const renderButton = (language: 'cs' | 'en' = 'cs') =>
  renderWithProviders(
    <WithSession>
      <AccountButton />
      <button type="button">elsewhere</button>
    </WithSession>,
    { language },
  )

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  jest.mocked(navigate).mockClear()
  screenIsLarge(true)
})

describe('AccountButton', () => {
  it('logged out opens the sign-in dialog', async () => {
    fakeApi({})
    renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    expect(navigate).toHaveBeenCalledWith('/?modal=sign-in')
  })

  it('renders the sign-in button first even with a stored key, as the server does', () => {
    loginKey.save('7')
    fakeApi({ 'GET /me': { status: 200, body: me } })
    // The server renderer needs TextEncoder, which jsdom leaves out; SWR, seeing a window, uses
    // layout effects, which the server renderer warns about.
    Object.assign(globalThis, { TextEncoder })
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { renderToString } =
      jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
    const html = renderToString(
      <TranslatorProvider translator={createTestTranslator('cs')}>
        <WithSession>
          <AccountButton />
        </WithSession>
      </TranslatorProvider>,
    )
    expect(html).toContain('data-testid="account-button"')
    quiet.mockRestore()
    expect(html).toContain('Přihlásit se')
    expect(html).not.toContain('aria-expanded')
  })

  it('logged in shows the initial and toggles the profile dropdown on large screens', async () => {
    loginKey.save('7')
    fakeApi({ 'GET /me': { status: 200, body: me } })
    renderButton()
    const account = await screen.findByRole('button', { name: 'Můj účet – Jana Nováková' })
    expect(account).toHaveTextContent('J')
    await waitFor(() => expect(account).toHaveAttribute('aria-expanded', 'false'))

    await userEvent.click(account)
    expect(account).toHaveAttribute('aria-expanded', 'true')
    const dropdown = screen.getByTestId('profile-dropdown')
    expect(dropdown).toHaveTextContent('Jana Nováková')
    expect(dropdown).toHaveTextContent('jana@example.cz')
    const profile = screen.getByRole('link', { name: 'Můj profil' })
    expect(profile).toHaveAttribute('href', '/profil')
    expect(screen.getByRole('link', { name: 'Moje objednávky' })).toHaveAttribute(
      'href',
      '/profil/moje-objednavky',
    )
    expect(screen.getByRole('link', { name: 'Nastavení' })).toHaveAttribute(
      'href',
      '/profil/nastaveni',
    )
    expect(profile).toHaveFocus()

    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Moje objednávky' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('button', { name: 'Odhlásit se' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByTestId('profile-dropdown')).not.toBeInTheDocument()
    expect(account).toHaveFocus()

    await userEvent.click(account)
    expect(screen.getByTestId('profile-dropdown')).toBeInTheDocument()
    fireEvent.mouseDown(screen.getByRole('button', { name: 'elsewhere' }))
    expect(screen.queryByTestId('profile-dropdown')).not.toBeInTheDocument()

    await userEvent.click(account)
    await userEvent.click(account)
    expect(screen.queryByTestId('profile-dropdown')).not.toBeInTheDocument()
  })

  it('has English labels and links with the language prefix', async () => {
    loginKey.save('7')
    fakeApi({ 'GET /me': { status: 200, body: me } })
    renderButton('en')
    await userEvent.click(await screen.findByRole('button', { name: 'My account – Jana Nováková' }))
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/en/profil/moje-objednavky',
    )
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
  })

  it('goes to the profile menu page on smaller screens', async () => {
    screenIsLarge(false)
    loginKey.save('7')
    fakeApi({ 'GET /me': { status: 200, body: me } })
    renderButton('en')
    const account = await screen.findByRole('button', { name: 'My account – Jana Nováková' })
    expect(account).not.toHaveAttribute('aria-expanded')
    await userEvent.click(account)
    expect(navigate).toHaveBeenCalledWith('/en/profil/menu')
    expect(screen.queryByTestId('profile-dropdown')).not.toBeInTheDocument()
  })

  it('logs out from the dropdown: the call, the key forgotten, the message kept for the reload', async () => {
    loginKey.save('7')
    const api = fakeApi({
      'GET /me': { status: 200, body: me },
      'POST /auth/logout/normal': { status: 204 },
    })
    // jsdom cannot load the home page: it reports that instead of navigating.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    renderButton()
    await userEvent.click(await screen.findByRole('button', { name: 'Můj účet – Jana Nováková' }))
    await userEvent.click(screen.getByRole('button', { name: 'Odhlásit se' }))
    await waitFor(() =>
      expect(sessionStorage.getItem('print-shop.flash')).toBe('common:alerts.success.logout'),
    )
    expect(api.order()).toContain('POST /auth/logout/normal')
    expect(loginKey.read()).toBeNull()
    quiet.mockRestore()
  })

  it('closes the dropdown on a route change', async () => {
    loginKey.save('7')
    fakeApi({ 'GET /me': { status: 200, body: me } })
    renderButton()
    await userEvent.click(await screen.findByRole('button', { name: 'Můj účet – Jana Nováková' }))
    const { globalHistory } = await import('@gatsbyjs/reach-router')
    act(() => void globalHistory.navigate('/kategorie'))
    await waitFor(() => expect(screen.queryByTestId('profile-dropdown')).not.toBeInTheDocument())
  })
})
