import type * as React from 'react'
import { TextEncoder } from 'node:util'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'

/**
 * `page` as a first visit gets it: the server's HTML (react-dom/server) in a container in the
 * document, hydrated while the document carries `data-hydrating`, as the build's first page is.
 * `beforeHydration` sees the server's HTML first (to keep its elements, or to act as a shopper
 * would before the scripts ran). The test fails if React reported anything meanwhile (a mismatch).
 */
export async function hydrateFirstVisit(
  page: React.ReactElement,
  beforeHydration?: (container: HTMLElement) => void,
): Promise<HTMLElement> {
  const container = document.createElement('div')
  container.innerHTML = builtHtml(page)
  document.body.append(container)
  beforeHydration?.(container)
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  let reported: unknown[][] = []
  document.documentElement.dataset.hydrating = 'true'
  try {
    await act(async () => {
      hydrateRoot(container, page)
    })
  } finally {
    delete document.documentElement.dataset.hydrating
    reported = [...errors.mock.calls]
    errors.mockRestore()
  }
  expect(reported).toEqual([])
  return container
}

/**
 * The HTML the build writes for `page` (react-dom/server). A library that picks its effect by the window (SWR) takes jsdom for
 * a browser and has React warn that a layout effect does nothing on the server, which the build,
 * without a window, never hears: only that warning is let through unreported.
 */
export function builtHtml(page: React.ReactElement): string {
  // react-dom/server's browser build wants TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const original = console.error
  const warnings = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) original(...args)
  })
  try {
    return renderToString(page)
  } finally {
    warnings.mockRestore()
  }
}
