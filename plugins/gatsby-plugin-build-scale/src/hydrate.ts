import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

/**
 * Gatsby's renderer with hydration as a transition. React 18 hydrates a root at default priority in one
 * task: on a category page 0.9 s of main thread at Lighthouse's throttling, during which the page answers
 * no input. As a transition React hydrates in slices of a few milliseconds and lets the browser in
 * between them (Remix's browser entry does the same); a click or key press on a part not hydrated yet
 * makes React finish hydrating at once and then handle it. Pages rendered only in the browser (an
 * empty `gatsby-focus-wrapper`, the client routes of /profil) are rendered, as Gatsby does.
 */
export function hydrateInSlices(element: ReactElement, container: Element | null): void {
  if (!container) return
  const prerendered = !!document.getElementById('gatsby-focus-wrapper')?.children.length
  if (!prerendered) {
    createRoot(container).render(element)
    return
  }
  // Read by the site (src/lib/hydrate.ts) until onInitialClientRender: parts that keep the server's
  // HTML know they are being hydrated, not rendered.
  document.documentElement.dataset.hydrating = 'true'
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
