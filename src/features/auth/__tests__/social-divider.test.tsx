import * as React from 'react'
import { screen } from '@testing-library/react'
import { env } from '../../../config/env'
import { SignInDialog } from '../components/sign-in-dialog'
import { RegistrationDialog } from '../components/registration-dialog'
import { enableDialogs, renderDialog } from '../../../testing/session'
import { fakeApi } from '../../../testing/fake-api'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))
// The providers' scripts never load here: their buttons keep their places.
jest.mock('../providers/google-identity', () => ({
  loadGoogleIdentity: () => new Promise(() => {}),
}))
jest.mock('../providers/facebook-sdk', () => ({
  ...jest.requireActual('../providers/facebook-sdk'),
  loadFacebookSdk: () => new Promise(() => {}),
}))

const configured = { google: env.googleClientId, facebook: env.facebookAppId }

beforeAll(enableDialogs)
afterEach(() => {
  env.googleClientId = configured.google
  env.facebookAppId = configured.facebook
})

const dialogs = {
  'sign-in': SignInDialog,
  registration: RegistrationDialog,
} as const

describe.each(Object.entries(dialogs))('the %s dialog', (_name, Dialog) => {
  const show = () => {
    fakeApi({}, { otherCalls: 'empty' })
    renderDialog(<Dialog open={jest.fn()} close={jest.fn()} />, 'cs')
  }

  it('has no "or" and names no provider when the shop has none', () => {
    env.googleClientId = null
    env.facebookAppId = null
    show()
    expect(screen.queryByText('nebo')).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: /Google|Facebook/ })).not.toBeInTheDocument()
  })

  it('offers the one provider it has under an "or", naming only that one', () => {
    env.googleClientId = null
    env.facebookAppId = '1234'
    show()
    expect(screen.getByText('nebo')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Přihlášení přes Facebook' })).toBeInTheDocument()
  })

  it('names both when it has both', () => {
    env.googleClientId = 'shop.apps.googleusercontent.com'
    env.facebookAppId = '1234'
    show()
    expect(screen.getByText('nebo')).toBeInTheDocument()
    expect(
      screen.getByRole('group', { name: 'Přihlášení přes Google nebo Facebook' }),
    ).toBeInTheDocument()
  })
})
