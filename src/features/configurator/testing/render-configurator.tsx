import * as React from 'react'
import { SWRConfig } from 'swr'
import type { Language } from '../../../config/languages'
import { renderWithProviders } from '../../../testing/test-utils'
import { SessionProvider } from '../../auth/session/session-provider'
import { Configurator } from '../components/configurator'
import { layouts, product } from './fixtures'

/** The configurator as on the product page: session, a fresh SWR cache, translations. */
export function renderConfigurator(language: Language = 'cs') {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider>
        <Configurator product={product} layouts={layouts} />
      </SessionProvider>
    </SWRConfig>,
    { language },
  )
}
