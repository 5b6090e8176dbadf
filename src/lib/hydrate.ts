import { HYDRATED_EVENT } from '../../plugins/gatsby-plugin-build-scale/page'

/**
 * The first page's hydration (plugins/gatsby-plugin-build-scale, `replaceHydrateFunction`): the
 * document carries `data-hydrating` while React hydrates the pre-rendered page in slices, and
 * `data-hydrated="true"` once it has (journeys wait for it). Parts of the page that never react to
 * the shopper keep the server's HTML meanwhile and after (`<Prerendered>`).
 */
export function markHydrated(): void {
  delete document.documentElement.dataset.hydrating
  document.documentElement.dataset.hydrated = 'true'
  window.dispatchEvent(new Event(HYDRATED_EVENT))
}

/** Whether React is hydrating the first, pre-rendered page (not rendering a page of its own). */
export function isHydratingFirstPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrating === 'true'
}
