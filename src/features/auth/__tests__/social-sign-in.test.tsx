import * as React from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { env } from '../../../config/env'
import { renderWithProviders } from '../../../testing/test-utils'
import { SocialSignIn } from '../components/social-sign-in'
import { resetFacebookSdk, type FacebookSdk } from '../providers/facebook-sdk'
import type { GoogleIdentity } from '../providers/google-identity'
import { fakeApi } from '../../../testing/fake-api'
import { me } from '../../../testing/session'

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { error: jest.fn() } }))

const configured = { google: env.googleClientId, facebook: env.facebookAppId }
let googleCallback: (response: { credential: string }) => void = () => undefined

/** Google Identity Services as the page sees it: initialize keeps the callback, a button drawn. */
function stubGoogle() {
  const google: GoogleIdentity = {
    accounts: {
      id: {
        initialize: jest.fn((options) => {
          googleCallback = options.callback
        }),
        renderButton: jest.fn((parent: HTMLElement) => {
          parent.innerHTML = '<button type="button">Google</button>'
        }),
      },
    },
  }
  window.google = google
  return google
}

/** An unsigned token with the claims Facebook puts in it (the API checks signatures, not us). */
const facebookIdToken = (name: string) =>
  ['e30', Buffer.from(JSON.stringify({ name })).toString('base64url'), 'sig'].join('.')

function stubFacebook(token: string | null) {
  const sdk: FacebookSdk = {
    init: jest.fn(),
    login: jest.fn((callback) =>
      callback(
        token
          ? { status: 'connected', authResponse: { authenticationToken: token } }
          : { status: 'unknown', authResponse: null },
      ),
    ),
  }
  window.FB = sdk
  return sdk
}

const registered = { status: 201, body: me }
const signedIn = { status: 200, body: me }
const unknown = { status: 422, body: { errors: { token: ['Not registered'] } } }
const taken = { status: 422, body: { errors: { token: ['Already registered'] } } }

function renderSocial(mode: 'login' | 'register', language: 'cs' | 'en' = 'cs') {
  const onSignedIn = jest.fn()
  renderWithProviders(<SocialSignIn mode={mode} onSignedIn={onSignedIn} />, { language })
  return onSignedIn
}

beforeEach(() => {
  env.googleClientId = 'shop.apps.googleusercontent.com'
  env.facebookAppId = '1234'
  resetFacebookSdk()
  jest.mocked(toast.error).mockClear()
})

afterEach(() => {
  env.googleClientId = configured.google
  env.facebookAppId = configured.facebook
  delete window.google
  delete window.FB
})

describe('SocialSignIn', () => {
  it('renders nothing without a Google client id or Facebook app id', () => {
    env.googleClientId = null
    env.facebookAppId = null
    const { container } = renderWithProviders(<SocialSignIn mode="login" onSignedIn={jest.fn()} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('draws the Google button with the client id, in the page language', async () => {
    const google = stubGoogle()
    stubFacebook(null)
    renderSocial('register', 'en')
    await screen.findByRole('button', { name: 'Google' })
    expect(google.accounts.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'shop.apps.googleusercontent.com' }),
    )
    expect(google.accounts.id.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ text: 'signup_with', locale: 'en' }),
    )
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument()
  })

  it('login with Google: 422 registers with the name "-", then logs in', async () => {
    stubGoogle()
    const api = fakeApi({
      'POST /auth/logout/normal': { status: 204 },
      'POST /auth/login': [unknown, signedIn],
      'POST /auth/register': registered,
    })
    const onSignedIn = renderSocial('login')
    await screen.findByRole('button', { name: 'Google' })
    act(() => googleCallback({ credential: 'google-id-token' }))

    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: '7' })),
    )
    expect(api.order()).toEqual([
      'POST /auth/logout/normal',
      'POST /auth/login',
      'POST /auth/register',
      'POST /auth/login',
    ])
    expect(api.calls[1]!.body).toEqual({ token: 'google-id-token', driver: 'google' })
    expect(api.calls[2]!.body).toMatchObject({
      token: 'google-id-token',
      driver: 'google',
      name: '-',
      terms_accepted: true,
      remember: true,
    })
  })

  it('login with a known Google account needs no registration', async () => {
    stubGoogle()
    const api = fakeApi({
      'POST /auth/logout/normal': { status: 204 },
      'POST /auth/login': signedIn,
    })
    const onSignedIn = renderSocial('login')
    await screen.findByRole('button', { name: 'Google' })
    act(() => googleCallback({ credential: 'google-id-token' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(api.order()).toEqual(['POST /auth/logout/normal', 'POST /auth/login'])
  })

  it('registration with Facebook: registers first with the given name, on 422 logs in', async () => {
    const sdk = stubFacebook(facebookIdToken('Žofie Malá'))
    const api = fakeApi({
      'POST /auth/logout/normal': { status: 204 },
      'POST /auth/register': taken,
      'POST /auth/login': signedIn,
    })
    const onSignedIn = renderSocial('register')
    const button = screen.getByRole('button', { name: 'Pokračovat přes Facebook' })
    await waitFor(() => expect(button).toBeEnabled())
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: '1234' }))
    await userEvent.click(button)

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(api.order()).toEqual([
      'POST /auth/logout/normal',
      'POST /auth/register',
      'POST /auth/login',
    ])
    expect(api.calls[1]!.body).toMatchObject({ driver: 'facebook', name: 'Žofie Malá' })
    expect(api.calls[2]!.body).toEqual({ token: facebookIdToken('Žofie Malá'), driver: 'facebook' })
  })

  it('registration with Facebook of a new person registers once', async () => {
    stubFacebook(facebookIdToken('Žofie Malá'))
    const api = fakeApi({
      'POST /auth/logout/normal': { status: 204 },
      'POST /auth/register': registered,
    })
    const onSignedIn = renderSocial('register')
    const button = screen.getByRole('button', { name: 'Pokračovat přes Facebook' })
    await waitFor(() => expect(button).toBeEnabled())
    await userEvent.click(button)
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(api.order()).toEqual(['POST /auth/logout/normal', 'POST /auth/register'])
  })

  it('a closed Facebook pop-up calls nothing', async () => {
    stubFacebook(null)
    const api = fakeApi({})
    const onSignedIn = renderSocial('login')
    const button = screen.getByRole('button', { name: 'Pokračovat přes Facebook' })
    await waitFor(() => expect(button).toBeEnabled())
    await userEvent.click(button)
    expect(api.order()).toEqual([])
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('other failures show an error message', async () => {
    stubGoogle()
    fakeApi({
      'POST /auth/logout/normal': { status: 204 },
      'POST /auth/login': { status: 500, body: { message: 'Server Error' } },
    })
    const onSignedIn = renderSocial('login')
    await screen.findByRole('button', { name: 'Google' })
    act(() => googleCallback({ credential: 'google-id-token' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Něco se pokazilo. Zkuste to prosím znovu.'),
    )
    expect(onSignedIn).not.toHaveBeenCalled()
  })
})
