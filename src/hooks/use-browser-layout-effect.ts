import * as React from 'react'

/** `useLayoutEffect` in the browser (before the paint), nothing on the server, which warns of it. */
export const useBrowserLayoutEffect =
  typeof document === 'undefined' ? () => {} : React.useLayoutEffect
