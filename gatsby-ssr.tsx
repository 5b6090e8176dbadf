import type { GatsbySSR } from 'gatsby'
import * as React from 'react'
import { wrapWithProviders } from './src/app/providers'
import { CONSENT_CHOSEN_SCRIPT } from './src/features/analytics/consent-choice'
import './src/styles/global.css'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) =>
  wrapWithProviders(element)

/** Hides the pre-rendered cookie banner before the first paint for a visitor who has chosen. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="consent-chosen" dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />,
  ])
}
