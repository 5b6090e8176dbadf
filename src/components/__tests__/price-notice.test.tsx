import * as React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../testing/test-utils'
import { PriceNotice } from '../price-notice'

describe('PriceNotice', () => {
  it('tells German shoppers the price holds VAT and links the delivery costs', () => {
    renderWithProviders(<PriceNotice />, { language: 'de' })
    const notice = screen.getByTestId('price-notice')
    expect(notice).toHaveTextContent(/^inkl\. MwSt\., zzgl\. Versandkosten$/)
    expect(within(notice).getByRole('link', { name: 'Versandkosten' })).toHaveAttribute(
      'href',
      '/de/doprava',
    )
  })

  it('says the same in every other language', () => {
    const { unmount } = renderWithProviders(<PriceNotice />)
    expect(screen.getByTestId('price-notice')).toHaveTextContent('včetně DPH, bez dopravy')
    expect(screen.getByRole('link', { name: 'dopravy' })).toHaveAttribute('href', '/doprava')
    unmount()
    renderWithProviders(<PriceNotice />, { language: 'en' })
    expect(screen.getByRole('link', { name: 'delivery' })).toHaveAttribute('href', '/en/doprava')
  })

  it('needs no link once the price holds the chosen delivery', () => {
    renderWithProviders(<PriceNotice deliveryIncluded />, { language: 'de' })
    expect(screen.getByTestId('price-notice')).toHaveTextContent('inkl. MwSt. und Versandkosten')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
