/**
 * Marks the document once React has hydrated it (or rendered it): journeys wait for it. The page is
 * hydrated in slices by plugins/gatsby-plugin-build-scale (`replaceHydrateFunction`).
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true'
}
