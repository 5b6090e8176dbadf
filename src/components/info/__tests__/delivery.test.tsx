import * as React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { byDestination, destinationOf } from '../delivery-destinations'
import { DeliveryMethods, type DeliveryMethodNode } from '../delivery-methods'
import { FaqList } from '../faq-list'
import { InfoArticle } from '../info-article'

/** The demo shop's methods as GET /delivery_methods sends them to the euro shop. */
const method = (
  apiId: string,
  kind: string,
  countries: string[],
  price: number,
  transitDays: number,
  freeFrom: number | null = 60_00,
): DeliveryMethodNode => ({
  apiId,
  kind,
  name: `Method ${apiId}`,
  description: `How method ${apiId} works.`,
  price,
  freeFrom,
  currency: 'EUR',
  countries,
  transitDays,
})

const euroMethods = [
  method('1', 'pickup_point', ['CZ'], 3_20, 2),
  method('2', 'courier', ['CZ'], 5_20, 1),
  method('3', 'personal_collection', [], 0, 0, null),
  method('4', 'pickup_point', ['SK'], 3_90, 3),
  method('5', 'courier', ['SK'], 6_90, 2),
  method('6', 'courier', [], 12_90, 5),
]

describe('delivery destinations', () => {
  it('groups methods by the country they deliver to, collection with Czechia', () => {
    const groups = byDestination(euroMethods)
    expect(groups.czechRepublic.map((m) => m.apiId)).toEqual(['1', '2', '3'])
    expect(groups.slovakia.map((m) => m.apiId)).toEqual(['4', '5'])
    expect(groups.europe.map((m) => m.apiId)).toEqual(['6'])
    expect(destinationOf({ kind: 'courier', countries: ['SK', 'CZ'] })).toBe('czechRepublic')
  })
})

describe('DeliveryMethods', () => {
  it('shows each price in the currency it is given, with threshold and transit days', () => {
    renderWithProviders(<DeliveryMethods methods={euroMethods} />, { language: 'en' })
    const items = within(screen.getByTestId('delivery-methods')).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByTestId('delivery-price').textContent)).toEqual([
      '3,20\u00a0€',
      '5,20\u00a0€',
      'Free',
      '3,90\u00a0€',
      '6,90\u00a0€',
      '12,90\u00a0€',
    ])
    expect(items[1]!.textContent).toContain(
      'Free on orders of 60\u00a0€ or more · Delivered within 1 working day of dispatch',
    )
    expect(items[5]).toHaveTextContent('Delivered within 5 working days of dispatch')
    // Collection at the studio neither travels nor has a threshold.
    expect(items[2]).not.toHaveTextContent(/Delivered|orders of/)
  })

  it('speaks the Czech plural forms and prices in crowns', () => {
    renderWithProviders(
      <DeliveryMethods
        methods={[
          { ...method('1', 'courier', ['CZ'], 129_00, 1, 1500_00), currency: 'CZK' },
          { ...method('2', 'courier', [], 319_00, 5, 1500_00), currency: 'CZK' },
        ]}
      />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items[0]!.textContent).toContain(
      '129,00\u00a0KčHow method 1 works.Zdarma při objednávce od 1\u00a0500\u00a0Kč',
    )
    expect(items[0]).toHaveTextContent('Doručení do 1 pracovního dne od odeslání')
    expect(items[1]).toHaveTextContent('Doručení do 5 pracovních dnů od odeslání')
  })
})

describe('delivery texts', () => {
  // The free-delivery thresholds come from the shop's facts, in whole amounts ("60 €").
  it('state no delivery price of their own: the prices come from the API', () => {
    const { unmount } = renderWithProviders(<InfoArticle ns="delivery" />, { language: 'de' })
    expect(screen.getByRole('article')).not.toHaveTextContent(/\d,\d\d|CZK/)
    unmount()
    renderWithProviders(<FaqList />, { language: 'de' })
    const delivery = screen.getByRole('region', { name: 'Versand' })
    expect(delivery).not.toHaveTextContent(/\d,\d\d|CZK/)
  })

  it('lists the methods under the section of their destination', () => {
    const groups = byDestination(euroMethods)
    renderWithProviders(
      <InfoArticle
        ns="delivery"
        extra={{
          czechRepublic: <DeliveryMethods methods={groups.czechRepublic} />,
          slovakia: <DeliveryMethods methods={groups.slovakia} />,
        }}
      />,
      { language: 'en' },
    )
    const slovakia = screen.getByRole('region', { name: 'Slovakia' })
    expect(
      within(slovakia)
        .getAllByTestId('delivery-price')
        .map((p) => p.textContent),
    ).toEqual(['3,90\u00a0€', '6,90\u00a0€'])
  })

  it('links the FAQ answers about delivery to the delivery page', () => {
    renderWithProviders(<FaqList />, { language: 'en' })
    const links = screen.getAllByRole('link', { name: 'Delivery prices' })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toHaveAttribute('href', '/en/doprava')
  })
})
