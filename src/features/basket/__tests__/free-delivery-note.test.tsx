import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { FreeDeliveryNote } from '../components/free-delivery-note'
import { missingForFreeDelivery } from '../totals'
import type { Basket } from '../types'

// The demo's threshold (src/testing/shop-facts.ts): 1 500 Kč or 60 € of goods.
const basket = (currency: 'CZK' | 'EUR', itemsTotal: number, discount = 0) =>
  ({ currency, itemsTotal, discount }) as Basket
const shown = () => screen.getByTestId('free-delivery').textContent!.replace(/\u00a0/g, ' ')

describe('the basket on free delivery', () => {
  it('says how much is missing, in the basket’s currency', () => {
    renderWithProviders(<FreeDeliveryNote basket={basket('CZK', 980_00)} />)
    expect(shown()).toBe('Do dopravy zdarma vám chybí už jen 520,00 Kč.')
  })

  it('counts the goods after the coupon’s discount, in euros', () => {
    renderWithProviders(<FreeDeliveryNote basket={basket('EUR', 70_00, 15_00)} />, {
      language: 'en',
    })
    expect(shown()).toMatch(/^Only €?5[.,]00( €)? more for free delivery\.$/)
  })

  it('says that delivery is free once the goods reach the threshold', () => {
    renderWithProviders(<FreeDeliveryNote basket={basket('CZK', 1500_00)} />)
    expect(shown()).toBe('Doprava je u této objednávky zdarma.')
  })

  it('says nothing where the shop never delivers free', () => {
    expect(missingForFreeDelivery(basket('EUR', 10_00), { czk: 150000, eur: null })).toBeNull()
    expect(missingForFreeDelivery(basket('CZK', 10_00), { czk: 150000, eur: null })).toBe(149000)
  })
})
