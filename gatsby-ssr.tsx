import * as React from 'react'
import type { GatsbySSR } from 'gatsby'
import { AppProviders } from './src/app-providers'
import { globalStylesFirst } from './src/lib/head-styles'
import './src/styles/global.css'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(globalStylesFirst(getHeadComponents()))
}
