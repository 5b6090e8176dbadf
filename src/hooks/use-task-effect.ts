import * as React from 'react'

/**
 * `useEffect` whose body runs in a browser task of its own, right after the one React is in.
 * React runs all the effects of a commit in one task; after the first visit's hydration that task
 * held a dozen effects that each start I/O for the first time (the first `fetch`, the first cookie or
 * `localStorage` read, a chunk request) at a few ms each: together a task of 40–75 ms without
 * throttling, four times that on Lighthouse's phone. In tasks of their own they never block the page
 * for long. The cleanup runs as with `useEffect`, or cancels the body if it has not run yet.
 */
export function useTaskEffect(effect: React.EffectCallback, deps: React.DependencyList): void {
  React.useEffect(() => {
    let cleanup: ReturnType<React.EffectCallback>
    const timer = setTimeout(() => {
      cleanup = effect()
    }, 0)
    return () => {
      clearTimeout(timer)
      cleanup?.()
    }
    // The caller's dependencies (checked by react-hooks/exhaustive-deps, see eslint.config.mjs).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
}
