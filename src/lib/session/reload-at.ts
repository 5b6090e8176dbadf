/** A full page load of `path`, not a route change: nothing kept in memory outlives it. */
export function reloadAt(path: string): void {
  window.location.assign(path)
}
