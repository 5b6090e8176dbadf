import * as React from 'react'
import { isHydratingFirstPage } from './hydrate'
import { RUNS_UNTIL_ATTRIBUTE, SHOWN_FROM_ATTRIBUTE } from './promotion-attributes'

/**
 * A pre-built page shows a promotion that ran when it was built; the visitor's clock says whether it
 * still runs. Before the page's scripts (first paint), PROMOTION_END_SCRIPT hides what advertises an
 * ended promotion and shows what says it has ended; after them, `useRunning` does the same and
 * keeps doing it when the end passes while the page is open.
 */

export { RUNS_UNTIL_ATTRIBUTE, SHOWN_FROM_ATTRIBUTE }

declare global {
  interface InlineScripts {
    /** promotion-end.inline.ts */
    readonly promotionEnd: string
  }
}

/**
 * The inline script after such elements: the same text on every page (its hash is in the site's
 * script policy), run by the parser before the first paint. It hides with `display: none`, which no
 * stylesheet overrides (a carousel's slide sets its own `display`). Its code: promotion-end.inline.ts.
 */
export const PROMOTION_END_SCRIPT = INLINE_SCRIPTS.promotionEnd

/** setTimeout's longest wait (about 24.8 days); a later end is checked on the next visit. */
const LONGEST_WAIT = 2 ** 31 - 1

const endedAt = (endsAt: string, now: number) => now >= Date.parse(endsAt)

/**
 * The items (slides, calls to action) whose promotion still runs by the visitor's clock (`endsAt`
 * ISO; null or undefined: no end), updated the moment one ends while the page is open. While the
 * first page hydrates it answers as the build did, so the page matches its HTML (which the script
 * has already corrected for the eye), and checks the clock right after.
 */
export function useStillRunning<T extends { endsAt?: string | null }>(items: readonly T[]): T[] {
  const [now, setNow] = React.useState(() => (isHydratingFirstPage() ? null : Date.now()))
  const ends = items.map((item) => item.endsAt ?? '').join(' ')
  React.useEffect(() => {
    // The first check after hydration; later ones when the next end comes.
    if (now === null) return setNow(Date.now())
    const current = Date.now()
    const next = Math.min(
      ...ends
        .split(' ')
        .filter(Boolean)
        .map((end) => Date.parse(end) - current)
        .filter((left) => left > 0),
    )
    if (!Number.isFinite(next) || next > LONGEST_WAIT) return
    const timer = setTimeout(() => setNow(Date.now()), next)
    return () => clearTimeout(timer)
  }, [ends, now])
  return React.useMemo(
    () =>
      now === null
        ? [...items]
        : items.filter((item) => !item.endsAt || !endedAt(item.endsAt, now)),
    [items, now],
  )
}

/** Whether a promotion ending at `endsAt` still runs by the visitor's clock (see useStillRunning). */
export function useRunning(endsAt: string | null | undefined): boolean {
  const items = React.useMemo(() => [{ endsAt }], [endsAt])
  return useStillRunning(items).length > 0
}
