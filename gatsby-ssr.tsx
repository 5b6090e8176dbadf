import type { GatsbySSR } from 'gatsby'
import * as React from 'react'
import { wrapWithProviders } from './src/app/providers'
import { PictureRenderer } from './src/components/picture/picture-renderer'
import { ServerPicture } from './src/components/picture/server-picture'
import { CONSENT_CHOSEN_SCRIPT } from './src/features/analytics/consent-choice'
import { LINK_SECRETS_SCRIPT } from './src/lib/link-secrets'
import './src/styles/global.css'

/** The site's providers; a catalogue picture is written once, without a script (server-picture.tsx). */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <PictureRenderer.Provider value={ServerPicture}>
    {wrapWithProviders(element)}
  </PictureRenderer.Provider>
)

/**
 * Every page inside its language (the translator and the page's language context), from the locale
 * texts its query reads; gatsby-plugin-shop-i18next makes those texts nodes.
 */
export { wrapPageElement } from './src/lib/i18n/page-element'

/**
 * Takes a mailed link's token out of the address, and hides the pre-rendered cookie banner before the
 * first paint for a visitor who has chosen.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    // First of all: a mailed link's token leaves the address before anything reads it.
    <script key="link-secrets" dangerouslySetInnerHTML={{ __html: LINK_SECRETS_SCRIPT }} />,
    <script key="consent-chosen" dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />,
  ])
}
