import * as React from 'react'
import { Toaster } from 'react-hot-toast'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import type { Language } from '../../../config/languages'
import { renderWithProviders } from '../../../testing/test-utils'

/** An address component with the toasts and a fresh SWR cache of its own for each test. */
export function renderAddresses(ui: React.ReactElement, language: Language = 'cs') {
  return renderWithProviders(
    <SWRConfig value={testSwrConfig()}>
      {ui}
      <Toaster />
    </SWRConfig>,
    { language },
  )
}
