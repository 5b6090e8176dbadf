import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { BasketItemView } from '../components/basket-item-view'
import type { BasketItem } from '../types'

/** A print of a 3000 × 2000 px picture, `width` × `height` mm. */
const item = (width: number, height: number, format: 'original' | 'crop'): BasketItem => ({
  id: '11',
  customWidth: width,
  customHeight: height,
  formatType: format,
  coordinateX: format === 'crop' ? 0 : null,
  coordinateY: format === 'crop' ? 0 : null,
  quantity: 1,
  unitPrice: 49000,
  totalPrice: 49000,
  discount: 0,
  currency: 'CZK',
  available: true,
  withdrawable: format === 'original',
  image: {
    id: '7',
    name: 'Hory',
    url: 'http://localhost:4000/v1/media/7/original.jpg',
    mediaUrl: 'http://localhost:4000/v1/media/7',
    width: 3000,
    height: 2000,
  },
  layout: { id: '1', name: 'Plakát', productionDays: 2 },
  paper: { id: '2', name: 'Matný papír', description: '' },
})

describe('BasketItemView', () => {
  it('warns that a print rated too low will be blurry, as the configurator did', () => {
    // A square crop of 2000 px printed 75 cm wide: 67 DPI.
    renderWithProviders(<BasketItemView item={item(750, 750, 'crop')} />)
    expect(screen.getByTestId('quality-warning')).toHaveTextContent(
      'Nízké rozlišení (67 DPI): tisk bude neostrý.',
    )
  })

  it('says nothing of a print sharp enough', () => {
    // 3000 px over 30 cm: 254 DPI.
    renderWithProviders(<BasketItemView item={item(300, 200, 'original')} />)
    expect(screen.queryByTestId('quality-warning')).not.toBeInTheDocument()
  })

  it('says nothing of a vector drawing, sharp at any size', () => {
    const drawing = item(750, 750, 'crop')
    renderWithProviders(
      <BasketItemView item={{ ...drawing, image: { ...drawing.image, scalable: true } }} />,
    )
    expect(screen.queryByTestId('quality-warning')).not.toBeInTheDocument()
  })
})
