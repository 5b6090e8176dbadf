import * as React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { demoShopFacts } from '../../../testing/shop-facts'
import { LegalNotice } from '../legal-notice'

/** The value each term of the notice's description list gives. */
function entries(section: HTMLElement): Record<string, string> {
  const terms = within(section).getAllByRole('term')
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  )
}

afterEach(() => jest.restoreAllMocks())

describe('LegalNotice', () => {
  it('states the German Impressum from the shop facts, at the footer link’s anchor', () => {
    renderWithProviders(<LegalNotice />, { language: 'de' })
    const section = screen.getByRole('region', { name: 'Impressum' })
    expect(section).toHaveAttribute('id', 'impressum')
    const shop = demoShopFacts
    expect(entries(section)).toEqual({
      Anbieter: `${shop.companyName}${shop.address}`,
      Geschäftsführung: 'Jana Nováková',
      Kontakt: `Telefon: ${shop.phone}E-Mail: ${shop.email}`,
      Handelsregister: `Eingetragen im Handelsregister beim Stadtgericht Prag, Aktenzeichen ${shop.registry}.`,
      'Firmennummer (IČO)': shop.companyId,
      'USt-IdNr.': shop.vatId,
      Aufsichtsbehörde: 'Tschechische Handelsinspektion (Česká obchodní inspekce, ČOI), www.coi.cz',
      Verbraucherstreitbeilegung: expect.stringContaining('außergerichtliche Streitbeilegung'),
    })
    expect(within(section).getByRole('link', { name: shop.email })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    )
    expect(within(section).getByRole('link', { name: 'AGB' })).toHaveAttribute(
      'href',
      '/de/obchodni-podminky',
    )
  })

  it('names every managing director, under the label of their number, in each language', () => {
    jest
      .spyOn(jest.requireMock('../../../lib/shop-facts-query'), 'useShopFactsNode')
      .mockReturnValue({ ...demoShopFacts, managingDirectors: 'Jana Nováková,Petr Novák' })
    const labels = {
      cs: 'Jednatelé',
      sk: 'Konatelia',
      de: 'Geschäftsführung',
      en: 'Managing directors',
    }
    for (const [language, label] of Object.entries(labels)) {
      const { unmount } = renderWithProviders(<LegalNotice />, {
        language: language as keyof typeof labels,
      })
      expect(entries(screen.getByRole('region'))[label]).toBe('Jana Nováková, Petr Novák')
      unmount()
    }
  })

  it('says "Jednatel" for the one director of the Czech notice', () => {
    renderWithProviders(<LegalNotice />)
    expect(entries(screen.getByRole('region')).Jednatel).toBe('Jana Nováková')
  })

  it('leaves out what the shop does not have', () => {
    jest
      .spyOn(jest.requireMock('../../../lib/shop-facts-query'), 'useShopFactsNode')
      .mockReturnValue({ ...demoShopFacts, registry: null, vatId: null })
    renderWithProviders(<LegalNotice />)
    const section = screen.getByRole('region', { name: /^Údaje o\sprovozovateli$/ })
    expect(Object.keys(entries(section))).not.toContain('Obchodní rejstřík')
    expect(Object.keys(entries(section))).not.toContain('DIČ')
    expect(section).not.toHaveTextContent('C 398765')
  })
})
