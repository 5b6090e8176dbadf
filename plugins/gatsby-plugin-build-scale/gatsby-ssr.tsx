import type { GatsbySSR } from 'gatsby'
import * as React from 'react'
import { EARLY_CLICKS_SCRIPT } from './src/early-clicks'
import { globalStylesFirst } from './src/head-styles'
import { scriptsAfterFirstPaint } from './src/late-scripts'
import { globalsAsData } from './src/page-globals'
import { pageComponentScripts } from './src/page-chunks'

/** The component of each page being rendered, from `onRenderBody` to its `onPreRenderHTML`. */
const componentOf = new Map<string, string>()

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const { head, body } = scriptsAfterFirstPaint(
    globalStylesFirst(getHeadComponents()),
    globalsAsData(getPostBodyComponents()),
    pageScriptsOf(pathname),
  )
  replaceHeadComponents(head)
  replacePostBodyComponents(body)
}

function pageScriptsOf(pathname: string): string[] {
  const component = componentOf.get(pathname)
  componentOf.delete(pathname)
  return component ? pageComponentScripts(component) : []
}

/**
 * Keeps a click that lands before React has started, and does it once the page has hydrated. Notes
 * the page's component for `onPreRenderHTML`, which is not told it.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHeadComponents,
  pathname,
  loadPageDataSync,
}) => {
  const { componentChunkName } = loadPageDataSync(pathname) as { componentChunkName?: string }
  if (componentChunkName) componentOf.set(pathname, componentChunkName)
  setHeadComponents([
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
  ])
}
