import * as React from 'react'
import { jsonData } from './inline-scripts'
import { PAGE_GLOBALS_ID } from './page-globals-id'

type Component = React.ReactNode

/**
 * Gatsby's inline scripts that set the page's globals: `window.pagePath` and the build's
 * `___webpackCompilationHash` (a different text on every page), and `___chunkMapping` (different in
 * every build). They become one data block and a script that is the same everywhere.
 */
const GATSBY_GLOBAL_SCRIPTS = ['gatsby-script-loader', 'gatsby-chunk-mapping']

export { PAGE_GLOBALS_ID }

declare global {
  interface InlineScripts {
    /** page-globals.inline.ts */
    readonly pageGlobals: string
  }
}

/** Sets the globals of the `PAGE_GLOBALS_ID` block, as Gatsby's scripts did (page-globals.inline.ts). */
export const PAGE_GLOBALS_SCRIPT = INLINE_SCRIPTS.pageGlobals

const htmlOf = (component: Component): string | undefined =>
  React.isValidElement(component) && component.type === 'script'
    ? (component.props as { dangerouslySetInnerHTML?: { __html?: string } }).dangerouslySetInnerHTML
        ?.__html
    : undefined

const isGatsbyGlobals = (component: Component) =>
  React.isValidElement(component) &&
  GATSBY_GLOBAL_SCRIPTS.includes(String((component.props as { id?: string }).id)) &&
  htmlOf(component) !== undefined

/**
 * The globals a Gatsby script sets, found by running it on an object of its own: Gatsby writes it
 * (static-entry.js) as `window.name=JSON;` statements, from the build's own data.
 */
function globalsOf(script: string): Record<string, unknown> {
  const globals: Record<string, unknown> = {}
  new Function('window', script)(globals)
  return globals
}

/**
 * The chunk mapping without its empty lists. Gatsby writes one for every template with the files
 * named after it, so with chunk files named by id (`chunkFilesById`) all but the app's are empty,
 * and its loader reads a missing one as empty (`___chunkMapping[name] || []`): 1.7 KB of
 * `"component---…":[]` on every page, 0.3 KB gzipped of its first round trip.
 */
function withoutEmptyChunks(globals: Record<string, unknown>): Record<string, unknown> {
  const mapping = globals.___chunkMapping
  if (!mapping || typeof mapping !== 'object') return globals
  const files = Object.entries(mapping).filter(
    ([, chunks]) => !Array.isArray(chunks) || chunks.length > 0,
  )
  return { ...globals, ___chunkMapping: Object.fromEntries(files) }
}

/**
 * The page's end of body with Gatsby's global-setting scripts made into one `PAGE_GLOBALS_ID` data
 * block and `PAGE_GLOBALS_SCRIPT`, where the first of them was.
 */
export function globalsAsData(body: readonly Component[]): Component[] {
  const first = body.findIndex(isGatsbyGlobals)
  if (first < 0) return [...body]
  const globals = withoutEmptyChunks(
    Object.assign({}, ...body.filter(isGatsbyGlobals).map((c) => globalsOf(htmlOf(c)!))),
  )
  const replacement = [
    jsonData(PAGE_GLOBALS_ID, globals),
    React.createElement('script', {
      key: 'gatsby-globals-script',
      dangerouslySetInnerHTML: { __html: PAGE_GLOBALS_SCRIPT },
    }),
  ]
  const rest = body.filter((component) => !isGatsbyGlobals(component))
  return [...rest.slice(0, first), ...replacement, ...rest.slice(first)]
}
