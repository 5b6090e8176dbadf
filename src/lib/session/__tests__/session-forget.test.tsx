import * as React from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { reloadAt } from '../reload-at'
import { useSession } from '../session-provider'
import { flash, loginKey } from '../stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { me, WithSession } from '../../../testing/session'

jest.mock('../reload-at', () => ({ reloadAt: jest.fn() }))

function Probe() {
  const { user, forget, signOut } = useSession()
  return (
    <>
      <p>{user?.name ?? 'nobody'}</p>
      <button type="button" onClick={() => forget('de', 'common:alerts.success.account_deleted')}>
        forget
      </button>
      <button type="button" onClick={() => void signOut('cs')}>
        sign out
      </button>
    </>
  )
}

const renderProbe = () =>
  render(
    <WithSession>
      <Probe />
    </WithSession>,
  )

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  loginKey.save('7')
  jest.mocked(reloadAt).mockClear()
})

describe('Session: forget and sign out', () => {
  it('forget drops the user and the key without calling the API, and reloads home with the message', async () => {
    const api = fakeApi({ 'GET /me': { status: 200, body: me } })
    renderProbe()
    await screen.findByText('Jana Nováková')
    await userEvent.click(screen.getByRole('button', { name: 'forget' }))
    expect(screen.getByText('nobody')).toBeInTheDocument()
    expect(loginKey.read()).toBeNull()
    expect(flash.take()).toBe('common:alerts.success.account_deleted')
    expect(reloadAt).toHaveBeenCalledWith('/de')
    expect(api.order()).toEqual(['GET /me'])
  })

  it('sign out logs out first, then forgets with the logout message', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: me },
      'POST /auth/logout/normal': { status: 204 },
    })
    renderProbe()
    await screen.findByText('Jana Nováková')
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }))
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'))
    expect(api.order()).toEqual(['GET /me', 'POST /auth/logout/normal'])
    expect(loginKey.read()).toBeNull()
    expect(flash.take()).toBe('common:alerts.success.logout')
  })
})
