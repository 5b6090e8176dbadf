/** The part of a page Gatsby keeps in its state that `keepIfUnchanged` reads and touches. */
export interface KeptPage {
  path: string
  component: string
  context: Record<string, unknown>
  matchPath?: string
  updatedAt: number
}

/** The part of Gatsby's store it needs: the pages of the last build, by path. */
export interface PageStore {
  getState(): { pages: Map<string, KeptPage> }
}

/** Equal as JSON values: what Gatsby stores of a page's context (plain objects, arrays, scalars). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, index) => sameJson(item, b[index]))
  }
  if (Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * Keeps a page of the last build that would be created again as it was. Gatsby's `createPage` costs
 * about 75 µs a page even when nothing changed (its node store read, hashing and deep comparison of the
 * page, a sanitised copy, two actions through redux): 3-4 s of every rebuild at 40,000 pages. A page
 * whose template and context are the same is only marked as seen in this build (its `updatedAt`, which
 * is all Gatsby's clean-up of pages not created again looks at); its SitePage node is kept by
 * `page-nodes.ts`. Returns whether the page was kept; otherwise the caller creates it.
 *
 * Gatsby's store is private API (its docs: "do not use, unless you absolutely must"); this reads the
 * `pages` map, which Gatsby 5 keeps by path, and writes one field of a page in it.
 */
export function keepIfUnchanged(
  store: PageStore,
  page: Pick<KeptPage, 'path' | 'component' | 'context'>,
  now: number,
): boolean {
  const kept = store.getState().pages.get(page.path)
  if (
    !kept ||
    kept.component !== page.component ||
    kept.matchPath !== undefined ||
    !sameJson(kept.context, page.context)
  )
    return false
  kept.updatedAt = now
  return true
}

/**
 * `keepIfUnchanged` for one `createPages` run, over the store Gatsby hands it (typed by Gatsby as a
 * bare object): the site's catalogue pages call it and create the page only when it returns false.
 */
export function pageKeeper(
  store: unknown,
  now = Date.now(),
): (page: Pick<KeptPage, 'path' | 'component' | 'context'>) => boolean {
  return (page) => keepIfUnchanged(store as PageStore, page, now)
}
