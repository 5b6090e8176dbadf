import { useEffect, useState } from 'react'

/** The spec's large screens: from 1024 px. */
export const LARGE_SCREEN = '(min-width: 1024px)'

export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false
}

/**
 * Whether a media query matches, read after mounting: the first render is false on the server and
 * in the browser alike, so hydration sees the same markup.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}
