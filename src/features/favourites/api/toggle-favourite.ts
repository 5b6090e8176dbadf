import type { KeyedMutator } from 'swr'
import type { Language } from '../../../config/languages'
import { track, imageEvent } from '../../analytics'
import type { Favourite } from '../types'
import { addFavourite } from './add-favourite'
import { removeFavourite } from './remove-favourite'

/**
 * A signed-in shopper's heart: the list changes at once (optimistic), then the API is told; a
 * failure puts the list back and rejects with the error. With the calls, so that only a page where
 * someone is signed in loads it (favourites-provider.tsx).
 */
export async function toggleFavourite(
  imageId: string,
  favourites: readonly Favourite[],
  mutate: KeyedMutator<Favourite[]>,
  language: Language,
): Promise<'added' | 'removed'> {
  const local = { revalidate: false } as const
  const existing = favourites.find((favourite) => favourite.imageId === imageId)
  if (existing) {
    await mutate((list) => list?.filter((item) => item.imageId !== imageId), local)
    try {
      if (existing.id) await removeFavourite(existing.id, language)
    } catch (failure) {
      await mutate(
        (list = []) => (list.some((item) => item.imageId === imageId) ? list : [existing, ...list]),
        local,
      )
      throw failure
    }
    return 'removed'
  }
  const pending: Favourite = { id: null, imageId, image: null }
  await mutate((list = []) => [pending, ...list], local)
  try {
    const created = await addFavourite(imageId, language)
    if (created.image) track(imageEvent('add_to_wishlist', created.image))
    await mutate(
      (list = []) => list.map((item) => (item.imageId === imageId ? created : item)),
      local,
    )
  } catch (failure) {
    await mutate((list) => list?.filter((item) => item.imageId !== imageId), local)
    throw failure
  }
  return 'added'
}
