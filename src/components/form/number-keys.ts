import type * as React from 'react'

/** The spec's large screens start at 1024 px. */
export const LARGE_SCREEN = '(min-width: 1024px)'

const ALLOWED = /^[0-9+.,^]$/

/**
 * Number inputs on large screens accept only digits and + . , ^ (spec section 5). Keys that are not
 * characters (arrows, Backspace, Tab) and shortcuts (Ctrl+V, Cmd+A) pass; phones keep their own
 * keyboards.
 */
export function numberKeysOnly(event: React.KeyboardEvent<HTMLInputElement>) {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
  if (typeof window === 'undefined' || !window.matchMedia?.(LARGE_SCREEN).matches) return
  if (!ALLOWED.test(event.key)) event.preventDefault()
}
