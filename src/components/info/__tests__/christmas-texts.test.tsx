import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { FaqList } from '../faq-list'
import { InfoArticle } from '../info-article'

/**
 * The delivery page and the FAQ state the Christmas cut-off the checkout's delivery rule gives
 * (src/lib/christmas.ts) for the demo shop's methods and slowest layout: 15 December, 12:00 for the
 * Czech and Slovak methods (a canvas to a Slovak pickup point is the last to arrive), 11 December for
 * the rest of the EU. Built on 29 November 2026, so this year's Christmas.
 */
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), advanceTimers: true }))
afterEach(() => jest.useRealTimers())

describe('the Christmas promise in the texts', () => {
  it('the delivery page names the cut-off, its time zone and the countries, in Czech', () => {
    renderWithProviders(<InfoArticle ns="delivery" />)
    const article = screen.getByRole('article')
    expect(article).toHaveTextContent(
      'Objednávky zaplacené nejpozději 15. prosince do 12:00 (pražského času) doručíme ještě před Vánoci.',
    )
    expect(article).toHaveTextContent(/do těchto zemí: Česko a\sSlovensko/)
    expect(article).toHaveTextContent(/ostatních zemí EU .* nejpozději 11\. prosince do 12:00/)
    expect(article).not.toHaveTextContent('{{')
  })

  it('the FAQ says the same in German and English', () => {
    const { unmount } = renderWithProviders(<FaqList />, { language: 'de' })
    expect(document.body).toHaveTextContent(
      /bis zum 15\. Dezember, 12:00 Uhr \(Prager Zeit\) bezahlen: Dann liefern wir sie noch vor Weihnachten, und zwar in folgende Länder: Tschechien und Slowakei/,
    )
    unmount()
    renderWithProviders(<FaqList />, { language: 'en' })
    expect(document.body).toHaveTextContent(
      /pay for your order by 12:00 \(Prague time\) on 15 December/,
    )
    expect(document.body).not.toHaveTextContent('{{')
  })
})
