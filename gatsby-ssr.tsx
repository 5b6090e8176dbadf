import * as React from 'react'
import type { GatsbySSR } from 'gatsby'
import { AppProviders } from './src/app-providers'
import './src/styles/global.css'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)
