/**
 * The value of a page's data block (`jsonData`, inline-scripts.ts), as an inline script reads it. In
 * a module of its own, without React, so the inline scripts that import it stay small.
 */
export function readPageData<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T
}
