import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { ACCOUNT_TOAST, notify } from '../../../components/toaster/notify'
import { useSession } from '../../../lib/session/session-provider'
import { useFavouritesList } from '../api/get-favourites'
import { FavouritesContext, type FavouritesState, type ToggleResult } from '../favourites-context'

/** The calls a heart makes: only a signed-in shopper's do, so a visitor never loads them. */
const favouriteChanges = () => import('../api/favourite-changes')

/** How long a heart clicked while signed out waits for the sign-in it asked for. */
const WAITING_MS = 15 * 60_000

/** One favourites list for the whole page: the top-bar badge, every heart and the favourites page. */
export function FavouritesProvider({ children }: { children: React.ReactNode }) {
  const { t, language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const { user, userStatus } = useSession()
  const { data, error, mutate } = useFavouritesList(user?.id ?? null, lang)
  // Hearts whose call is still on its way: a second click waits for the first to settle.
  const inFlight = React.useRef(new Set<string>())

  const favourites = React.useMemo(() => data ?? [], [data])
  const status: FavouritesState['status'] = !user
    ? userStatus === 'loading'
      ? 'loading'
      : 'anonymous'
    : error && !data
      ? 'error'
      : data
        ? 'ready'
        : 'loading'

  // Someone is signed in: the hearts' calls load now, before the first click.
  React.useEffect(() => {
    if (user) void favouriteChanges()
  }, [user])

  // A heart a visitor clicked: saved as soon as they sign in (or register) from the dialog it opened.
  const waiting = React.useRef<{ imageId: string; until: number } | null>(null)

  const toggle = React.useCallback(
    async (imageId: string): Promise<ToggleResult> => {
      if (!user && userStatus === 'loading') return 'busy'
      if (!user) {
        waiting.current = { imageId, until: Date.now() + WAITING_MS }
        return 'anonymous'
      }
      if (inFlight.current.has(imageId)) return 'busy'
      inFlight.current.add(imageId)
      try {
        return await (await favouriteChanges()).toggleFavourite(imageId, favourites, mutate, lang)
      } finally {
        inFlight.current.delete(imageId)
      }
    },
    [favourites, lang, mutate, user, userStatus],
  )

  // Signed in, with the list loaded: the waiting heart is added (unless it is a favourite already).
  React.useEffect(() => {
    const heart = waiting.current
    if (!user || !data || !heart) return
    waiting.current = null
    if (Date.now() > heart.until) return
    // One toast: it takes the place of "signed in" (ACCOUNT_TOAST).
    const saved = () =>
      notify.success(t('common:favourites.savedAfterSignIn'), { id: ACCOUNT_TOAST })
    if (data.some((favourite) => favourite.imageId === heart.imageId)) return saved()
    toggle(heart.imageId).then(
      (result) => result === 'added' && saved(),
      () => notify.error(t('common:favourites.failed'), { id: ACCOUNT_TOAST }),
    )
  }, [data, t, toggle, user])

  const value = React.useMemo<FavouritesState>(
    () => ({
      favourites,
      status,
      retry: () => void mutate(),
      isFavourite: (imageId) => favourites.some((item) => item.imageId === imageId),
      toggle,
    }),
    [favourites, mutate, status, toggle],
  )
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>
}
