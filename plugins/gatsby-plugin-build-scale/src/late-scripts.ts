import * as React from 'react'
import { jsonData } from './inline-scripts'
import {
  LATE_PICTURES_STYLE_ID,
  LATE_SCRIPTS_DATA_ID,
  PICTURE_COMING,
  PICTURE_WAIT_MS,
} from './late-scripts-names'

export { LATE_PICTURES_STYLE_ID, LATE_SCRIPTS_DATA_ID, PICTURE_COMING, PICTURE_WAIT_MS }

type Component = React.ReactNode

const propsOf = (component: Component): Record<string, unknown> | undefined =>
  React.isValidElement(component) ? (component.props as Record<string, unknown>) : undefined

/** Gatsby's `<script src async>` tags (webpack runtime, framework, app) at the end of the body. */
const isPageScript = (component: Component) =>
  React.isValidElement(component) &&
  component.type === 'script' &&
  typeof propsOf(component)?.src === 'string'

/** `<link rel="prefetch">` of chunks a page will want later (the toaster's, `webpackPrefetch`). */
const isPrefetch = (component: Component) =>
  React.isValidElement(component) &&
  component.type === 'link' &&
  propsOf(component)?.rel === 'prefetch'

/**
 * gatsby-plugin-image's lazy pictures, out of the layout. A lazy picture near the first screen starts
 * to load as soon as the page is laid out, and shares the network with the picture the shopper is
 * waiting for (the first slide's, the product's); one with no box does not load. Each keeps its
 * place: the wrapper holds its size and shows the placeholder, the picture is positioned over it.
 */
export const LATE_PICTURES_STYLE =
  '.gatsby-image-wrapper img[data-main-image][loading="lazy"]{display:none}'

declare global {
  interface InlineScripts {
    /** late-scripts.inline.ts */
    readonly lateScripts: string
  }
}

/**
 * The inline script that requests the page's scripts once the pre-rendered page has painted its
 * picture of highest priority (the product's, the first slide's, a grid's first card: arrived,
 * decoded and a frame later), or the one a head script promises (`PICTURE_COMING`), then its
 * prefetches (both from `LATE_SCRIPTS_DATA_ID`). The lazy pictures are let load at the same moment
 * (`LATE_PICTURES_STYLE_ID`), or as soon as the shopper scrolls. A shopper's first touch, a hidden
 * tab or `PICTURE_WAIT_MS` request them at once; the early-clicks script keeps what is clicked
 * meanwhile. The same text on every page (inline-scripts.ts); its code is late-scripts.inline.ts.
 */
export const LATE_SCRIPTS_SCRIPT = INLINE_SCRIPTS.lateScripts

/**
 * The page with its scripts requested after its first paint. Gatsby puts `<script async>` tags at
 * the end of the body and prefetch links in the head: the browser asks for them while the HTML is
 * still parsing, they compete with the picture of the first screen for the network, and a script
 * that arrives early runs before the first paint. Here they become one inline script
 * (`LATE_SCRIPTS_SCRIPT`) and its data in their place, with the page component's own scripts
 * (`pageScripts`, page-chunks.ts) asked for at the same time, and the head holds the lazy pictures
 * back until then (`LATE_PICTURES_STYLE`).
 */
export function scriptsAfterFirstPaint(
  head: readonly Component[],
  body: readonly Component[],
  pageScripts: readonly string[] = [],
): { head: Component[]; body: Component[] } {
  const scripts = body.filter(isPageScript)
  if (scripts.length === 0) return { head: [...head], body: [...body] }
  const prefetches = head.filter(isPrefetch).map((link) => {
    const props = propsOf(link) as { href: string; as?: string }
    return props.as ? { href: props.href, as: props.as } : { href: props.href }
  })
  const loader = [
    jsonData(LATE_SCRIPTS_DATA_ID, {
      scripts: [
        ...new Set([...scripts.map((script) => String(propsOf(script)?.src)), ...pageScripts]),
      ],
      prefetches,
    }),
    React.createElement('script', {
      key: 'late-scripts',
      id: 'late-scripts',
      dangerouslySetInnerHTML: { __html: LATE_SCRIPTS_SCRIPT },
    }),
  ]
  const first = body.findIndex(isPageScript)
  const rest = body.filter((component) => !isPageScript(component))
  const latePictures = React.createElement('style', {
    key: LATE_PICTURES_STYLE_ID,
    id: LATE_PICTURES_STYLE_ID,
    dangerouslySetInnerHTML: { __html: LATE_PICTURES_STYLE },
  })
  return {
    head: [...head.filter((component) => !isPrefetch(component)), latePictures],
    body: [...rest.slice(0, first), ...loader, ...rest.slice(first)],
  }
}
