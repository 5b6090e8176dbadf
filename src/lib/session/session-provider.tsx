import * as React from 'react'
import useSWR from 'swr'
import { globalHistory } from '@gatsbyjs/reach-router'
import { languageFromPath } from '../../config/language-from-path'
import { localizePath, paths } from '../../config/paths'
import type { Language } from '../../config/languages'
import { ApiError } from '../api-client'
import { getMe } from './api/get-me'
import { logout } from './api/logout'
import type { User } from './user'
import {
  initialSession,
  isLoggedIn,
  sessionReducer,
  shouldLoadUser,
  type SessionState,
} from './session-state'
import { reloadAt } from './reload-at'
import { basketKey, flash, loginKey } from './stored-keys'

/** The spec's periodic refresh: at start and every hour. */
export const HOURLY_REFRESH_MS = 3_600_000

export interface Session extends SessionState {
  isLoggedIn: boolean
  /** After a successful sign-in, registration or password reset: keeps the key and the user. */
  signedIn: (user: User) => void
  /** Logs out, forgets the key, and reloads the home page, where a success toast is shown. */
  signOut: (language: Language) => Promise<void>
  /**
   * Forgets the user and the key in this browser only, for when the server has already ended the
   * session (the account was deleted), and reloads the home page showing `message` (a key).
   */
  forget: (language: Language, message: string) => void
  revalidateUser: () => void
  revalidateBasket: () => void
  setBasketUuid: (uuid: string | null) => void
}

const SessionContext = React.createContext<Session | null>(null)

const currentLanguage = () => languageFromPath(window.location.pathname).language

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(sessionReducer, initialSession)

  React.useEffect(() => {
    dispatch({ type: 'restored', loginKey: loginKey.read(), basketUuid: basketKey.read() })
  }, [])

  const { mutate } = useSWR<User>(
    shouldLoadUser(state) ? 'me' : null,
    () => getMe(currentLanguage()),
    {
      onSuccess: (user) => {
        loginKey.save(user.id)
        dispatch({ type: 'userLoaded', user })
      },
      onError: (error) => {
        // A session that has ended makes the stored key useless; other failures may pass.
        if (error instanceof ApiError && error.status === 401) loginKey.remove()
        dispatch({ type: 'userFailed' })
      },
    },
  )
  const hasKey = shouldLoadUser(state)

  // On each route change a known user is asked for again (the window's focus is SWR's own).
  React.useEffect(() => {
    if (!hasKey) return
    return globalHistory.listen(() => void mutate())
  }, [hasKey, mutate])

  // ... and when another part raises the flag.
  const raised = React.useRef(state.userRevalidations)
  React.useEffect(() => {
    if (raised.current === state.userRevalidations) return
    raised.current = state.userRevalidations
    if (hasKey) void mutate()
  }, [hasKey, mutate, state.userRevalidations])

  React.useEffect(() => {
    const timer = window.setInterval(() => {
      dispatch({ type: 'revalidateUser' })
      dispatch({ type: 'revalidateBasket' })
    }, HOURLY_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])

  const session = React.useMemo<Session>(() => {
    const forget = (language: Language, message: string) => {
      dispatch({ type: 'signedOut' })
      loginKey.remove()
      void mutate(undefined, { revalidate: false })
      flash.save(message)
      // No cache of the former account's data may outlive it.
      reloadAt(localizePath(paths.home, language))
    }
    return {
      ...state,
      isLoggedIn: isLoggedIn(state),
      signedIn: (user) => {
        loginKey.save(user.id)
        dispatch({ type: 'signedIn', user })
        void mutate(user, { revalidate: false })
      },
      signOut: async (language) => {
        await logout(language)
        forget(language, 'common:alerts.success.logout')
      },
      forget,
      revalidateUser: () => dispatch({ type: 'revalidateUser' }),
      revalidateBasket: () => dispatch({ type: 'revalidateBasket' }),
      setBasketUuid: (uuid) => {
        if (uuid) basketKey.save(uuid)
        else basketKey.remove()
        dispatch({ type: 'basketChanged', basketUuid: uuid })
      },
    }
  }, [state, mutate])

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = React.useContext(SessionContext)
  if (!session)
    throw new Error('useSession needs the SessionProvider (gatsby-browser wrapRootElement)')
  return session
}
