import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { FaqList } from '../faq-list'
import { InfoArticle } from '../info-article'

/**
 * What a deleted account leaves behind, as api/src/orders/anonymise.ts and the invoices table keep
 * it: tax documents unchanged for 10 years from the end of their year (§ 35 of the Czech VAT act),
 * orders anonymised for the books. The privacy page, the terms and the FAQ all say so.
 */
const said: Record<Language, { taxDocuments: RegExp; orders: RegExp }> = {
  cs: {
    taxDocuments: /beze změny 10 let od konce roku, v němž byly vystaveny/,
    orders: /anonymizovan/,
  },
  sk: {
    taxDocuments: /bez zmeny 10 rokov od konca roka, v ktorom boli vystavené/,
    orders: /anonymizovan/,
  },
  de: { taxDocuments: /unverändert 10 Jahre ab Ende des Jahres/, orders: /anonymisiert/ },
  en: {
    taxDocuments: /unchanged for 10 years from the end of the year in which they were issued/,
    orders: /anonymised/,
  },
}

const textOf = (element: HTMLElement) => element.textContent!.replace(/[\u00a0\u202f]/g, ' ')

describe.each(Object.entries(said) as Array<[Language, (typeof said)[Language]]>)(
  'a deleted account in %s',
  (language, { taxDocuments, orders }) => {
    it.each(['gdpr', 'terms-n-conditions'])('%s: tax documents kept, orders anonymised', (ns) => {
      renderWithProviders(<InfoArticle ns={ns} />, { language })
      const text = textOf(screen.getByRole('article'))
      expect(text).toMatch(taxDocuments)
      expect(text).toMatch(orders)
      expect(text).toMatch(/235\/2004/)
    })

    it('the FAQ: the same', () => {
      renderWithProviders(<FaqList />, { language })
      const text = textOf(document.body)
      expect(text).toMatch(/§ 35|Section 35/)
      expect(text).toMatch(orders)
    })
  },
)
