import type * as React from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

/**
 * `renderToStaticMarkup` for the browser build, made with the react-dom the page already runs.
 * gatsby-plugin-image renders a picture that was not in the server's HTML (a basket line, search
 * results) to a string with react-dom/server, and it loads that module on every page that shows a
 * picture: 21 KB of gzipped JavaScript on the first visit for a few elements' markup. The browser build
 * resolves `react-dom/server` here instead (src/node/webpack-config.ts); the server build keeps the real one.
 */
export function renderToStaticMarkup(element: React.ReactElement): string {
  const container = document.createElement('div')
  const root = createRoot(container)
  flushSync(() => root.render(element))
  const markup = container.innerHTML
  root.unmount()
  return markup
}

export function renderToString(element: React.ReactElement): string {
  return renderToStaticMarkup(element)
}
