import * as React from 'react'

type Component<P> = React.ComponentType<P>

/**
 * A lazy part, how a page that will render it starts its code ahead (a failed load settles too),
 * and whether its code is there.
 */
export type LazyPart<P> = React.FunctionComponent<P> & {
  preload: () => Promise<void>
  isLoaded: () => boolean
}

/** The loaders of every lazy part whose code has not arrived yet. */
const notLoaded = new Set<() => Promise<void>>()

/** The placeholder of a part that shows nothing until its code is there. */
const Nothing = () => null

/** A promise-like that hands React.lazy a module it already has, so that it renders at once. */
function loadedModule<P>(component: Component<P>): Promise<{ default: Component<P> }> {
  const settled = {
    then: (resolve: (module: { default: Component<P> }) => void) => {
      resolve({ default: component })
      return settled
    },
  }
  return settled as unknown as Promise<{ default: Component<P> }>
}

/**
 * A component whose code stays out of a first visit's scripts as long as no part of the first page
 * renders it in the browser: a picture inside `<Prerendered>` keeps the server's HTML and needs no
 * code. Where it does render:
 * - on a page the browser renders itself, its code has been loaded with the page
 *   (`loadLazyPartsWithPages`), so it shows at once;
 * - in a part the first page hydrates, the server's HTML stays until the code arrives, then React
 *   hydrates it (a Suspense boundary);
 * - in a part rendered after the first paint (a search result, the next slide), `Placeholder` holds
 *   its space until then (by default there is none).
 * A chunk that fails to load leaves the placeholder. A page that will render the part in the
 * browser whatever happens (search results) starts its code with `preload`.
 */
export function lazyPart<P extends object>(
  load: () => Promise<Component<P>>,
  Placeholder: Component<P> = Nothing,
): LazyPart<P> {
  let Loaded: Component<P> | null = null
  let loading: Promise<void> | null = null
  const start = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component
        notLoaded.delete(start)
      },
      () => {
        loading = null
      },
    ))
  notLoaded.add(start)
  const Lazy = React.lazy(() =>
    Loaded ? loadedModule(Loaded) : start().then(() => ({ default: Loaded ?? Placeholder })),
  ) as unknown as Component<P>

  // Always the same component inside the boundary: a part that showed its placeholder first is not
  // re-created (its picture loaded again) when its parent renders it anew.
  function LazyPart(props: P) {
    return (
      <React.Suspense fallback={<Placeholder {...props} />}>
        <Lazy {...props} />
      </React.Suspense>
    )
  }
  LazyPart.preload = start
  LazyPart.isLoaded = () => Loaded !== null
  return LazyPart
}

/** Loads the code of every lazy part declared so far. */
export function loadLazyParts(): Promise<void> {
  return Promise.all([...notLoaded].map((start) => start())).then(() => undefined)
}

/** The part of Gatsby's page loader (`window.___loader`) a client-side move waits for. */
export interface PageLoader {
  loadPage: (path: string) => Promise<unknown>
}

/**
 * Makes every client-side move (a link, back and forward) wait for the lazy parts' code along with
 * the next page's own, so that the browser renders the next page whole at once. The first page's
 * own load, before and during its hydration, waits for nothing more.
 */
export function loadLazyPartsWithPages(loader: PageLoader): void {
  const loadPage = loader.loadPage
  loader.loadPage = (path) => {
    const page = loadPage(path)
    if (document.documentElement.dataset.hydrated !== 'true') return page
    // The parts declared so far load beside the page; those its own code declares, after it.
    const declared = loadLazyParts()
    return page.then((resources) => Promise.all([declared, loadLazyParts()]).then(() => resources))
  }
}
