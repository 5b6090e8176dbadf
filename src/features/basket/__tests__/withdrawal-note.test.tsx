import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { reshapeBasket } from '../api/reshape-basket'
import { BasketItemView } from '../components/basket-item-view'
import { basketDocument } from '../testing/basket-document'
import type { basketResource } from '@print-shop/shop-domain/responses/basket'
import { flatten } from '../../../lib/jsonapi'

/** The basket's only print as the API sends it, with the API's withdrawal flag. */
function basketItem(withdrawable: boolean) {
  const document = basketDocument([{ id: '11', withdrawable }])
  return reshapeBasket(flatten<typeof basketResource>(document)).items[0]!
}

describe('Basket item: whether it may be returned', () => {
  it('follows the API’s flag, with the terms a link away', () => {
    renderWithProviders(<BasketItemView item={basketItem(true)} />)
    expect(screen.getByTestId('withdrawal-note')).toHaveTextContent(
      'Lze vrátit do 14 dnů od doručení',
    )
    expect(screen.getByRole('link', { name: 'Podmínky vrácení' })).toBeInTheDocument()
  })

  it('says a print made to order cannot be returned, in German too', () => {
    renderWithProviders(<BasketItemView item={basketItem(false)} />, { language: 'de' })
    expect(screen.getByTestId('withdrawal-note')).toHaveTextContent(
      'Maßanfertigung – kein Widerrufsrecht',
    )
  })
})
