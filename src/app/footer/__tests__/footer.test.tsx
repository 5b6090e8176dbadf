import * as React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { Footer } from '../footer'

describe('Footer', () => {
  it('has the three link columns of the spec in order', () => {
    renderWithProviders(<Footer helpBlock={false} />)
    const nav = screen.getByRole('navigation', { name: 'Informace' })
    const columns = within(nav).getAllByRole('list')
    expect(
      columns.map((column) =>
        within(column)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ),
    ).toEqual([
      ['Úvod', 'O\u00a0nás', 'Kontakt'],
      ['Obchodní podmínky', 'Technické podmínky', 'Ochrana osobních údajů'],
      ['Platební metody', 'Doprava', 'Časté dotazy', 'Mapa stránek'],
    ])
  })

  it('links with the language prefix outside Czech', () => {
    renderWithProviders(<Footer helpBlock={false} />, { language: 'de' })
    expect(screen.getByRole('link', { name: 'Versand' })).toHaveAttribute('href', '/de/doprava')
  })

  it('links the Impressum from every page of the German shop only', () => {
    const { unmount } = renderWithProviders(<Footer helpBlock={false} />, { language: 'de' })
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/de/kontakt#impressum',
    )
    unmount()
    renderWithProviders(<Footer helpBlock={false} />, { language: 'en' })
    expect(screen.queryByRole('link', { name: 'Legal notice' })).not.toBeInTheDocument()
  })

  it('shows phone, e-mail, three benefits and the current year', () => {
    renderWithProviders(<Footer helpBlock={false} />, { language: 'en' })
    expect(screen.getByRole('link', { name: '+420 228 880 170' })).toHaveAttribute(
      'href',
      'tel:+420228880170',
    )
    expect(screen.getByRole('link', { name: 'info@obrazarna.cz' })).toHaveAttribute(
      'href',
      'mailto:info@obrazarna.cz',
    )
    expect(
      within(screen.getByRole('list', { name: 'Why buy from us' })).getAllByRole('listitem'),
    ).toHaveLength(3)
    expect(
      screen.getByText(
        new RegExp(`© ${new Date().getFullYear()} Obrazárna s\\.r\\.o\\. All rights reserved\\.`),
      ),
    ).toBeInTheDocument()
  })

  it('shows the help block only when asked', () => {
    const { rerender } = renderWithProviders(<Footer helpBlock />)
    expect(screen.getByRole('heading', { name: 'Potřebujete poradit?' })).toBeInTheDocument()
    rerender(<Footer helpBlock={false} />)
    expect(screen.queryByRole('heading', { name: 'Potřebujete poradit?' })).not.toBeInTheDocument()
  })
})
