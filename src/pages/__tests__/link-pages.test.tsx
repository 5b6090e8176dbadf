import * as React from 'react'
import type { PageProps } from 'gatsby'
import { navigate } from 'gatsby'
import { screen } from '@testing-library/react'
import { fakeApi } from '../../testing/fake-api'
import { renderDialog } from '../../testing/session'
import { LINK_SECRETS_KEY } from '../../lib/link-secrets'
import PasswordResetPage from '../obnova-hesla'
import EmailVerificationPage from '../overeni-emailu'

jest.mock('gatsby', () => ({
  ...jest.requireActual('gatsby'),
  graphql: jest.fn(),
  navigate: jest.fn(),
}))
// The page's own content is what is tested here, not the shop's frame around it.
jest.mock('../../app/layout/layout', () => ({
  Layout: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}))

const pageProps = () => ({ location: window.location }) as unknown as PageProps

beforeEach(() => {
  sessionStorage.clear()
  jest.mocked(navigate).mockReset()
})

describe('pages a mailed link lands on keep its token out of the address', () => {
  it('the reset page: the address has no token or e-mail once mounted, and the dialog still gets them', () => {
    window.history.pushState({}, '', '/obnova-hesla?email=jana%40example.cz&token=secret-reset')
    renderDialog(<PasswordResetPage {...pageProps()} />)

    expect(window.location.href).not.toMatch(/secret-reset|token=|jana/)
    expect(window.location.pathname).toBe('/obnova-hesla')
    expect(screen.getByRole('button', { name: 'Nastavit nové heslo' })).toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith('/obnova-hesla?modal=password-reset', { replace: true })
    expect(JSON.parse(sessionStorage.getItem(LINK_SECRETS_KEY)!)).toEqual({
      token: 'secret-reset',
      email: 'jana@example.cz',
    })
  })

  it('the verification page: follows the link with its token, from an address without it', async () => {
    const api = fakeApi(
      {
        'POST /auth/email/verify': {
          body: { message: 'ok', outcome: 'verified', email: 'jana@example.cz' },
        },
      },
      { otherCalls: 'empty' },
    )
    window.history.pushState({}, '', '/overeni-emailu?token=secret-verify&email=jana%40example.cz')
    renderDialog(<EmailVerificationPage {...pageProps()} />)

    expect(window.location.href).not.toMatch(/secret-verify|token=|jana/)
    expect(
      await screen.findByText('Hotovo, e-mail jana@example.cz je ověřený. Děkujeme!'),
    ).toBeInTheDocument()
    expect(api.bodiesOf('POST', '/auth/email/verify')).toEqual([{ token: 'secret-verify' }])
    expect(sessionStorage.getItem(LINK_SECRETS_KEY)).toBeNull()
  })
})
