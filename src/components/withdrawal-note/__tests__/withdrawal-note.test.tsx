import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { WithdrawalNote } from '../withdrawal-note'

describe('WithdrawalNote', () => {
  it('says a standard print may be returned, with the terms’ section a link away', () => {
    renderWithProviders(<WithdrawalNote withdrawable />)
    expect(screen.getByTestId('withdrawal-note')).toHaveTextContent(
      'Lze vrátit do 14 dnů od doručení. Podmínky vrácení',
    )
    expect(screen.getByRole('link', { name: 'Podmínky vrácení' })).toHaveAttribute(
      'href',
      '/obchodni-podminky#terms-n-conditions-withdrawal',
    )
  })

  it('says a custom size or crop is made to order and why, in the page’s language', () => {
    renderWithProviders(<WithdrawalNote withdrawable={false} />, { language: 'sk' })
    expect(screen.getByTestId('withdrawal-note')).toHaveTextContent(
      'Vyrobené na mieru – nemožno vrátiť. Vlastný rozmer alebo výrez vyrábame podľa vášho zadania.',
    )
  })
})
