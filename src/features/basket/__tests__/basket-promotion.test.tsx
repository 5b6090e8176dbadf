import * as React from 'react'
import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { fakeApi } from '../../../testing/fake-api'
import { WithSession } from '../../../testing/session'
import { basketKey } from '../../../lib/session/stored-keys'
import { BasketContents } from '../components/basket-contents'

/** The Christmas offer ends as 21 December begins in Prague. */
const END = '2026-12-20T23:00:00.000Z'

const at = (moment: string | Date) =>
  jest.useFakeTimers({ now: new Date(moment), advanceTimers: true })

afterEach(() => jest.useRealTimers())

describe('a promotion on a basket page built while it ran', () => {
  it("the empty basket's call to action points to the offer only while it runs", async () => {
    basketKey.remove()
    fakeApi({})
    at('2026-12-20T22:59:59Z')
    renderWithProviders(
      <WithSession>
        <BasketContents promotion={{ endsAt: END }} />
      </WithSession>,
    )
    expect(
      await screen.findByRole('link', { name: 'Podívejte se na aktuální vánoční akci' }),
    ).toHaveAttribute('href', '/akce01')
    act(() => jest.advanceTimersByTime(2000))
    expect(screen.queryByRole('link', { name: /vánoční akci/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Prohlédněte si náš katalog obrazů' })).toHaveAttribute(
      'href',
      '/kategorie',
    )
  })
})
