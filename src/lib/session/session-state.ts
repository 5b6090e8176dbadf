import type { User } from './user'

/**
 * The shop's global state (spec section 4): the user (or none), the basket uuid (or none), whether a
 * session is worth asking for, and the revalidate flags that other parts raise to refetch.
 */
export interface SessionState {
  user: User | null
  /** idle: nothing to load (no key); loading; loaded; failed: the current-user call failed. */
  userStatus: 'idle' | 'loading' | 'loaded' | 'failed'
  /** The stored login key, read after the first render (there is no storage while pre-rendering). */
  loginKey: string | null
  basketUuid: string | null
  /** Raised (counted up) to refetch the user or the basket. */
  userRevalidations: number
  basketRevalidations: number
}

export type SessionAction =
  | { type: 'restored'; loginKey: string | null; basketUuid: string | null }
  | { type: 'userLoaded'; user: User }
  | { type: 'userFailed' }
  | { type: 'signedIn'; user: User }
  | { type: 'signedOut' }
  | { type: 'revalidateUser' }
  | { type: 'revalidateBasket' }
  | { type: 'basketChanged'; basketUuid: string | null }

export const initialSession: SessionState = {
  user: null,
  userStatus: 'idle',
  loginKey: null,
  basketUuid: null,
  userRevalidations: 0,
  basketRevalidations: 0,
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'restored': {
      const userStatus = action.loginKey ? 'loading' : 'idle'
      // A first-time visitor has nothing stored: the page, hydrated, does not render again.
      if (
        state.loginKey === action.loginKey &&
        state.basketUuid === action.basketUuid &&
        state.userStatus === userStatus
      )
        return state
      return { ...state, loginKey: action.loginKey, basketUuid: action.basketUuid, userStatus }
    }
    case 'userLoaded':
      return { ...state, user: action.user, userStatus: 'loaded', loginKey: action.user.id }
    case 'userFailed':
      return { ...state, user: null, userStatus: 'failed' }
    case 'signedIn':
      return {
        ...state,
        user: action.user,
        userStatus: 'loaded',
        loginKey: action.user.id,
        basketRevalidations: state.basketRevalidations + 1,
      }
    case 'signedOut':
      return {
        ...state,
        user: null,
        userStatus: 'idle',
        loginKey: null,
        basketRevalidations: state.basketRevalidations + 1,
      }
    case 'revalidateUser':
      return { ...state, userRevalidations: state.userRevalidations + 1 }
    case 'revalidateBasket':
      return { ...state, basketRevalidations: state.basketRevalidations + 1 }
    case 'basketChanged':
      return { ...state, basketUuid: action.basketUuid }
  }
}

/** Logged in when a user is loaded. */
export const isLoggedIn = (state: SessionState) => state.user !== null

/** On a route change the user is revalidated when logged in or a key exists. */
export const shouldLoadUser = (state: SessionState) => isLoggedIn(state) || state.loginKey !== null
