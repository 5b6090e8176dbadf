import * as React from 'react'
import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import type { Language } from '../../../config/languages'
import { renderWithProviders } from '../../../testing/test-utils'
import { SessionProvider } from '../../../lib/session/session-provider'
import { Configurator, type ConfiguratorProps } from '../components/configurator'
import { layouts, image } from './fixtures'

/**
 * The configurator as on the product page: session, a fresh SWR cache, translations; the fixtures'
 * picture and layouts unless others are given.
 */
export function renderConfigurator(
  language: Language = 'cs',
  shown: Partial<Pick<ConfiguratorProps, 'image' | 'layouts' | 'pictureSizes'>> = {},
) {
  return renderWithProviders(
    <SWRConfig value={testSwrConfig()}>
      <SessionProvider>
        <Configurator
          image={shown.image ?? image}
          layouts={shown.layouts ?? layouts}
          pictureSizes={shown.pictureSizes}
        />
      </SessionProvider>
    </SWRConfig>,
    { language },
  )
}

/** Chooses a custom size and types it, in cm as a shopper would ("75", "12,5"). */
export async function typeCustomSize(
  user: ReturnType<typeof userEvent.setup>,
  width: string,
  height: string,
) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rozměr' }), 'Vlastní rozměr')
  for (const [name, value] of [
    ['Šířka (cm)', width],
    ['Výška (cm)', height],
  ] as const) {
    const field = screen.getByRole('textbox', { name })
    await user.clear(field)
    await user.type(field, value)
  }
}
