import type { GatsbySSR } from 'gatsby'
import { globalStylesFirst } from './src/head-styles'

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(globalStylesFirst(getHeadComponents()))
}
