/**
 * The browser build's `use-sync-external-store/shim`: React 18 has the hook itself, and the shim's
 * fallback for React 16 and 17 (which swr imports) is never used.
 */
export { useSyncExternalStore } from 'react'
