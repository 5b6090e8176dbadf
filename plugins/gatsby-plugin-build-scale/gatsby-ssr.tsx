import type { GatsbySSR } from 'gatsby'
import * as React from 'react'
import { EARLY_CLICKS_SCRIPT } from './src/early-clicks'
import { globalStylesFirst } from './src/head-styles'
import { scriptsAfterFirstPaint } from './src/late-scripts'
import { globalsAsData } from './src/page-globals'

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const { head, body } = scriptsAfterFirstPaint(
    globalStylesFirst(getHeadComponents()),
    globalsAsData(getPostBodyComponents()),
  )
  replaceHeadComponents(head)
  replacePostBodyComponents(body)
}

/** Keeps a click that lands before React has started, and does it once the page has hydrated. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
  ])
}
