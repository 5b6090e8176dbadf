import * as React from 'react'
import { TextEncoder } from 'node:util'
import { screen } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { renderWithProviders } from '../../../testing/test-utils'
import { SessionProvider } from '../../../lib/session/session-provider'
import { fakeApi } from '../../../testing/fake-api'
import { pendingEvents, withdrawConsent } from '../../../lib/data-layer'
import { ConfiguratorSlot } from '../components/configurator-slot'
import { layouts, product } from '../testing/fixtures'

const slot = (
  <SWRConfig value={testSwrConfig()}>
    <SessionProvider>
      <ConfiguratorSlot product={product} layouts={layouts}>
        <p>Na co obrázek vytiskneme</p>
      </ConfiguratorSlot>
    </SessionProvider>
  </SWRConfig>
)

beforeEach(() => {
  withdrawConsent()
  fakeApi({})
})

it('pre-renders the printing options and loads the configurator in the browser', async () => {
  // The server's markup (and so the first browser render) is the fallback, without the configurator.
  // The server renderer needs TextEncoder, which jsdom leaves out; SWR, seeing a window, uses
  // layout effects, which the server renderer warns about.
  Object.assign(globalThis, { TextEncoder })
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const html = renderToString(slot)
  quiet.mockRestore()
  expect(html).toContain('Na co obrázek vytiskneme')
  expect(html).not.toContain('Přidat do košíku')
  renderWithProviders(slot)
  expect(await screen.findByRole('button', { name: 'Přidat do košíku' })).toBeInTheDocument()
  expect(screen.queryByText('Na co obrázek vytiskneme')).not.toBeInTheDocument()
})

it('reports the product view to the data layer', async () => {
  renderWithProviders(slot)
  await screen.findByRole('button', { name: 'Přidat do košíku' })
  expect(pendingEvents()).toContainEqual({
    event: 'view_item',
    ecommerce: {
      currency: 'CZK',
      value: 12,
      items: [{ item_id: '7', item_name: 'Hory', price: 12, quantity: 1 }],
    },
  })
})
