import {
  initialSession,
  isLoggedIn,
  sessionReducer,
  shouldLoadUser,
  type SessionState,
} from '../session-state'
import type { User } from '../user'

const jana: User = {
  id: '7',
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phoneNumber: null,
  locale: 'cs',
  marketingConsent: false,
  hasPassword: true,
  avatar: { id: '7', initial: 'J', url: null },
}

const reduce = (state: SessionState, ...actions: Parameters<typeof sessionReducer>[1][]) =>
  actions.reduce(sessionReducer, state)

describe('session state', () => {
  it('starts logged out with nothing to load', () => {
    expect(isLoggedIn(initialSession)).toBe(false)
    expect(shouldLoadUser(initialSession)).toBe(false)
  })

  it('loads the user when a stored key exists, and is logged in once the user is loaded', () => {
    const restored = reduce(initialSession, {
      type: 'restored',
      loginKey: '7',
      basketUuid: 'b-1',
    })
    expect(shouldLoadUser(restored)).toBe(true)
    expect(restored.basketUuid).toBe('b-1')
    expect(restored.userStatus).toBe('loading')
    const loaded = reduce(restored, { type: 'userLoaded', user: jana })
    expect(isLoggedIn(loaded)).toBe(true)
    expect(loaded.userStatus).toBe('loaded')
  })

  it('a failed current-user fetch clears the user', () => {
    const state = reduce(initialSession, { type: 'signedIn', user: jana }, { type: 'userFailed' })
    expect(state.user).toBeNull()
    expect(state.userStatus).toBe('failed')
    expect(isLoggedIn(state)).toBe(false)
  })

  it('signing in keeps the key and asks for the basket again; signing out forgets both', () => {
    const signedIn = reduce(initialSession, { type: 'signedIn', user: jana })
    expect(signedIn.loginKey).toBe('7')
    expect(signedIn.basketRevalidations).toBe(1)
    const signedOut = reduce(signedIn, { type: 'signedOut' })
    expect(signedOut.user).toBeNull()
    expect(signedOut.loginKey).toBeNull()
    expect(shouldLoadUser(signedOut)).toBe(false)
    expect(signedOut.basketRevalidations).toBe(2)
  })

  it('without a stored key there is nothing to wait for', () => {
    const restored = reduce(initialSession, { type: 'restored', loginKey: null, basketUuid: null })
    expect(restored.userStatus).toBe('idle')
    // The same state, not an equal one: React renders nothing again for a first-time visitor.
    expect(restored).toBe(initialSession)
  })

  it('raises the revalidate flags', () => {
    const state = reduce(
      initialSession,
      { type: 'revalidateUser' },
      { type: 'revalidateBasket' },
      { type: 'revalidateBasket' },
    )
    expect(state.userRevalidations).toBe(1)
    expect(state.basketRevalidations).toBe(2)
  })
})
