import type { GatsbySSR } from 'gatsby'
import { wrapWithProviders } from './src/app/providers'
import './src/styles/global.css'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) =>
  wrapWithProviders(element)
