import * as React from 'react'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import AuthDialogs from '../components/auth-dialogs'
import { EmailVerification } from '../components/email-verification'
import { loginKey } from '../../../lib/session/stored-keys'
import { enableDialogs, renderDialog, userDocument } from '../../../testing/session'
import { loginScreenDocument } from '../testing/login-screen-document'
import { fakeApi } from '../../../testing/fake-api'
import { meDocument } from '../../../testing/me-document'
import type { ModalName } from '../modals'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))
jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

beforeAll(enableDialogs)
beforeEach(() => {
  localStorage.clear()
  jest.mocked(navigate).mockReset()
})

const LINK = '/overeni-emailu?token=token-123&email=jana%40example.cz'

/**
 * The page with the dialog host's job done by hand: a navigation to `?modal=…` (the host's only
 * input) moves the address and opens that dialog over the page, and its `close` shuts it.
 */
function PageWithDialogs(props: React.ComponentProps<typeof EmailVerification>) {
  const [modal, setModal] = React.useState<ModalName | null>(null)
  React.useLayoutEffect(() => {
    jest.mocked(navigate).mockImplementation(async (to) => {
      window.history.pushState({}, '', String(to))
      const name = new URLSearchParams(window.location.search).get('modal')
      act(() => setModal(name as ModalName | null))
    })
  }, [])
  return (
    <>
      <EmailVerification {...props} />
      {modal && <AuthDialogs modal={modal} open={jest.fn()} close={() => setModal(null)} />}
    </>
  )
}

/** 401 (or 403) until someone signs in, then the link works. */
function verifyAfterSignIn(refusal: { status: number }) {
  let signedIn = false
  return {
    'GET /homepage/login_screens': { body: loginScreenDocument },
    'POST /auth/login': () => {
      signedIn = true
      return { body: userDocument }
    },
    'POST /auth/email/verify': () =>
      signedIn
        ? { body: { message: 'ok', outcome: 'verified', email: 'jana@example.cz' } }
        : { ...refusal, body: { message: 'Sign in first' } },
  }
}

const spent = {
  status: 422,
  body: { message: 'Invalid', errors: { token: ['Odkaz je neplatný.'] } },
}

describe('the e-mail verification page', () => {
  it('follows the link once and says the address is verified', async () => {
    const api = fakeApi(
      {
        'POST /auth/email/verify': {
          body: { message: 'ok', outcome: 'verified', email: 'jana@example.cz' },
        },
      },
      { otherCalls: 'empty' },
    )
    renderDialog(<EmailVerification token="token-123" />)
    expect(screen.getByRole('status')).toHaveTextContent('Ověřujeme váš e-mail…')
    expect(
      await screen.findByText('Hotovo, e-mail jana@example.cz je ověřený. Děkujeme!'),
    ).toBeInTheDocument()
    expect(api.bodiesOf('POST', '/auth/email/verify')).toEqual([{ token: 'token-123' }])
    expect(screen.getByRole('link', { name: 'Pokračovat do obchodu' })).toHaveAttribute('href', '/')
  })

  it('says when a pending new address has replaced the old one, in English', async () => {
    fakeApi(
      {
        'POST /auth/email/verify': {
          body: { message: 'ok', outcome: 'changed', email: 'nova@example.cz' },
        },
      },
      { otherCalls: 'empty' },
    )
    renderDialog(<EmailVerification token="token-123" />, 'en')
    expect(
      await screen.findByText('Done: your account’s email address is now nova@example.cz.'),
    ).toBeInTheDocument()
  })

  it('offers a new link after a spent one; signed out, it asks for the e-mail', async () => {
    const api = fakeApi(
      { 'POST /auth/email/verify': spent, 'POST /auth/email/resend': {} },
      { otherCalls: 'empty' },
    )
    renderDialog(<EmailVerification token="used" />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tento odkaz pro ověření e-mailu je neplatný, už byl použitý, nebo vypršel.',
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz')
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz znovu' }))
    await waitFor(() =>
      expect(api.bodiesOf('POST', '/auth/email/resend')).toEqual([{ email: 'jana@example.cz' }]),
    )
    expect(
      await screen.findByText(
        'Pokud u nás máte neověřený účet s tímto e-mailem, poslali jsme na něj nový odkaz.',
      ),
    ).toBeInTheDocument()
  })

  it('signed in, sends the new link with one button, to the pending address', async () => {
    loginKey.save('7')
    const api = fakeApi(
      {
        'GET /me': { body: meDocument({ email_verified: true, pending_email: 'nova@example.cz' }) },
        'POST /auth/email/verify': spent,
        'POST /auth/email/resend': {},
      },
      { otherCalls: 'empty' },
    )
    renderDialog(<EmailVerification token="expired" />)
    const user = userEvent.setup()
    await screen.findByRole('alert')
    await waitFor(() => expect(api.calls.some((request) => request.path === '/me')).toBe(true))
    await waitFor(() => expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz znovu' }))
    expect(
      await screen.findByText('Nový odkaz jsme poslali na nova@example.cz.'),
    ).toBeInTheDocument()
    expect(api.bodiesOf('POST', '/auth/email/resend')).toEqual([{}])
  })

  it('signed out, opens the sign-in with the address filled in and completes right after it', async () => {
    window.history.pushState({}, '', LINK)
    const api = fakeApi(verifyAfterSignIn({ status: 401 }), { otherCalls: 'empty' })
    renderDialog(<PageWithDialogs token="token-123" email="jana@example.cz" />)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Odkaz ověří e-mail, jakmile se přihlásíte k účtu jana@example.cz. Po přihlášení ověření dokončíme sami.',
    )
    expect(screen.getByText(/Účet jste si u nás nezakládali\?/)).toHaveTextContent(
      'nastavte si v přihlášení přes „Zapomněli jste heslo?“ nové heslo',
    )
    expect(navigate).toHaveBeenCalledWith(`${LINK}&modal=sign-in`)
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByLabelText('E-mail')).toHaveValue('jana@example.cz')

    const user = userEvent.setup()
    await user.type(dialog.getByLabelText('Heslo'), 'tajne-heslo')
    await user.click(dialog.getByRole('button', { name: 'Přihlásit se' }))

    // No second click: the page follows the link again once Jana is signed in.
    expect(
      await screen.findByText('Hotovo, e-mail jana@example.cz je ověřený. Děkujeme!'),
    ).toBeInTheDocument()
    expect(api.bodiesOf('POST', '/auth/login')).toEqual([
      { username: 'jana@example.cz', password: 'tajne-heslo', remember: true },
    ])
    expect(api.bodiesOf('POST', '/auth/email/verify')).toEqual([
      { token: 'token-123' },
      { token: 'token-123' },
    ])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('signed in to another account, says so and asks for the right one', async () => {
    window.history.pushState({}, '', LINK)
    loginKey.save('8')
    const petr = meDocument({ name: 'Petr Malý', email: 'petr@example.cz' })
    petr.data.id = '8'
    const api = fakeApi(
      { ...verifyAfterSignIn({ status: 403 }), 'GET /me': { body: petr } },
      { otherCalls: 'empty' },
    )
    renderDialog(<PageWithDialogs token="token-123" email="jana@example.cz" />)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Teď jste přihlášeni k jinému účtu. Odkaz ověří e-mail, jakmile se přihlásíte k účtu jana@example.cz.',
    )
    await waitFor(() => expect(api.calls.some((request) => request.path === '/me')).toBe(true))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText('Heslo'), 'tajne-heslo')
    await userEvent.click(dialog.getByRole('button', { name: 'Přihlásit se' }))
    expect(
      await screen.findByText('Hotovo, e-mail jana@example.cz je ověřený. Děkujeme!'),
    ).toBeInTheDocument()
  })

  it('a link without the address asks for the sign-in all the same, and the button reopens it', async () => {
    window.history.pushState({}, '', '/en/overeni-emailu?token=token-123')
    fakeApi(verifyAfterSignIn({ status: 401 }), { otherCalls: 'empty' })
    renderDialog(<PageWithDialogs token="token-123" />, 'en')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link verifies the email address once you are signed in to the account it was sent for.',
    )
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByLabelText('Email')).toHaveValue('')
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })

  it('without a token, calls nothing and offers a new link', async () => {
    const api = fakeApi({}, { otherCalls: 'empty' })
    renderDialog(<EmailVerification token={null} />, 'en')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page verifies your email address through the link we sent you.',
    )
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument()
    expect(api.calls.filter((request) => request.method === 'POST')).toEqual([])
  })
})
