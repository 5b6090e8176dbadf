import * as React from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { globalHistory } from '@gatsbyjs/reach-router'
import { SessionProvider, useSession } from '../session-provider'
import { loginKey } from '../stored-keys'

const me = {
  data: {
    type: 'users',
    id: '7',
    attributes: { id: '7', name: 'Jana', email: 'jana@example.cz' },
    relationships: { avatar: { data: { type: 'avatars', id: '7' } } },
  },
  included: [{ type: 'avatars', id: '7', attributes: { initial: 'J', url: null } }],
}

function serveMe(status: () => number) {
  const fetchMock = jest.fn(async (url: string) => {
    if (!url.endsWith('/me')) throw new Error(`unexpected ${url}`)
    const code = status()
    return {
      status: code,
      ok: code === 200,
      text: async () => JSON.stringify(code === 200 ? me : { message: 'Unauthenticated.' }),
    }
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

function Probe() {
  const session = useSession()
  return (
    <p>
      {session.userStatus}:{session.user?.name ?? 'nobody'}:{session.user?.avatar?.initial ?? '-'}
    </p>
  )
}

const renderSession = () =>
  render(
    <SWRConfig value={{ ...testSwrConfig(), focusThrottleInterval: 0 }}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </SWRConfig>,
  )

beforeEach(() => localStorage.clear())

describe('SessionProvider', () => {
  it('asks for nobody without a stored key', async () => {
    const fetchMock = serveMe(() => 200)
    renderSession()
    await screen.findByText('idle:nobody:-')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the user of a stored key, and again on a route change and on focus', async () => {
    loginKey.save('7')
    const fetchMock = serveMe(() => 200)
    renderSession()
    await screen.findByText('loaded:Jana:J')
    const calls = fetchMock.mock.calls.length

    // Gatsby's router settles the navigation; here nobody does, so it is not awaited.
    act(() => void globalHistory.navigate('/kategorie'))
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls))
    const afterRoute = fetchMock.mock.calls.length

    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(afterRoute))
  })

  it('a failed current-user load clears the user and an ended session forgets the key', async () => {
    loginKey.save('7')
    let status = 200
    serveMe(() => status)
    renderSession()
    await screen.findByText('loaded:Jana:J')
    status = 401
    act(() => void globalHistory.navigate('/profil'))
    await screen.findByText('failed:nobody:-')
    expect(loginKey.read()).toBeNull()
  })

  it('a stored key whose session has ended ends in the failed state, not loading', async () => {
    loginKey.save('7')
    serveMe(() => 401)
    renderSession()
    await screen.findByText('failed:nobody:-')
    expect(loginKey.read()).toBeNull()
  })
})
