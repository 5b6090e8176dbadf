import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import type { Order } from '../../orders'
import { DeliveryPromise } from '../components/delivery-promise'

/** Only what the promise reads of an order: when it was paid, and the days it takes. */
const order = (paidAt: string | null, transitDays: number) =>
  ({
    paid: paidAt !== null,
    paidAt,
    delivery: { productionDays: 2, transitDays },
  }) as unknown as Order

describe('DeliveryPromise', () => {
  afterEach(() => jest.useRealTimers())

  // Paid on Tuesday 1 December 2026: two days on the way: Friday 4 December.
  const paid = order('2026-12-01T08:00:00Z', 2)
  const promises: Record<Language, string> = {
    cs: 'Doručíme do pá 4. 12.',
    sk: 'Doručíme do pi 4. 12.',
    de: 'Zustellung bis Fr., 4.12.',
    en: 'Delivered by Fri 4 Dec.',
  }

  it.each(Object.entries(promises))('ends a %s sentence in one full stop', (language, text) => {
    renderWithProviders(<DeliveryPromise order={paid} />, { language: language as Language })
    const shown = screen.getByTestId('delivery-promise').textContent!.replace(/\u00a0/g, ' ')
    expect(shown).toBe(text)
  })

  it('says one full stop when the date comes before the end of a sentence too', () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z'), advanceTimers: true })
    renderWithProviders(<DeliveryPromise order={order(null, 0)} />)
    const shown = screen.getByTestId('delivery-promise').textContent!.replace(/\u00a0/g, ' ')
    expect(shown).toBe('Když zaplatíte ještě dnes, bude k vyzvednutí v ateliéru od st 2. 12.')
  })
})
