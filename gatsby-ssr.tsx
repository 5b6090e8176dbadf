import type { GatsbySSR } from 'gatsby'
import { wrapWithProviders } from './src/app/providers'
import { globalStylesFirst } from './src/lib/head-styles'
import './src/styles/global.css'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) =>
  wrapWithProviders(element)

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(globalStylesFirst(getHeadComponents()))
}
