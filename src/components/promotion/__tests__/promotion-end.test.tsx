import * as React from 'react'
import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { PROMOTION_END_SCRIPT } from '../../../lib/promotion-time'
import { Hero } from '../../home/hero'
import { PromotionContent } from '../../home/promotion-content'

/** Built on 29 November while the Christmas offer ran; it ends at midnight starting 21 December. */
const BUILT = new Date('2026-11-29T10:00:00Z')
const END = '2026-12-20T23:00:00.000Z'
const promotion = { couponCode: 'VANOCE26', startsAt: '2026-11-21T23:00:00.000Z', endsAt: END }

const at = (moment: string | Date) =>
  jest.useFakeTimers({ now: new Date(moment), advanceTimers: true })

afterEach(() => jest.useRealTimers())

describe('a promotion on a page built while it ran', () => {
  it('the hero offers it while it runs, and drops it the moment it ends', () => {
    at('2026-12-20T22:59:58Z')
    renderWithProviders(<Hero promotion={{ endsAt: END }} />)
    expect(screen.getByRole('link', { name: /Vánoční akce −15/ })).toHaveAttribute(
      'href',
      '/akce01',
    )
    act(() => jest.advanceTimersByTime(3000))
    expect(screen.queryByRole('link', { name: /Vánoční akce/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Jak tiskneme' })).toBeInTheDocument()
  })

  it('the hero hides one that has ended since the build, and shows none without one', () => {
    at('2026-12-21T08:00:00Z')
    const { unmount } = renderWithProviders(<Hero promotion={{ endsAt: END }} />)
    expect(screen.queryByRole('link', { name: /Vánoční akce/ })).not.toBeInTheDocument()
    unmount()
    at(BUILT)
    renderWithProviders(<Hero promotion={null} />)
    expect(screen.queryByRole('link', { name: /Vánoční akce/ })).not.toBeInTheDocument()
  })

  it('the promotion page says the offer has ended, in each language', () => {
    at(BUILT)
    const { unmount } = renderWithProviders(<PromotionContent promotion={promotion} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vánoční akce')
    expect(screen.getByText('VANOCE26')).toBeInTheDocument()
    // The cut-off the checkout's rule gives (src/lib/christmas.ts), not a date written by hand.
    expect(
      screen.getByText(/zaplacené nejpozději 15\. prosince do 12:00 \(pražského času\)/),
    ).toBeInTheDocument()
    // Its first and last day come from the promotion's data, as Prague days.
    expect(
      screen.getByText('Akce platí od 22. listopadu 2026 do 20. prosince 2026 včetně.'),
    ).toBeInTheDocument()
    unmount()

    const german = renderWithProviders(<PromotionContent promotion={promotion} />, {
      language: 'de',
    })
    expect(
      screen.getByText(
        'Die Aktion läuft vom 22. November 2026 bis einschließlich 20. Dezember 2026.',
      ),
    ).toBeInTheDocument()
    german.unmount()

    at('2026-12-22T09:00:00Z')
    const ended = {
      cs: 'Tato akce už skončila',
      sk: 'Táto akcia sa už skončila',
      de: 'Diese Aktion ist beendet',
      en: 'This offer has ended',
    } as const
    for (const [language, title] of Object.entries(ended)) {
      const page = renderWithProviders(<PromotionContent promotion={promotion} />, {
        language: language as keyof typeof ended,
      })
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
      expect(screen.queryByText('VANOCE26')).not.toBeInTheDocument()
      page.unmount()
    }
  })
})

describe('before the first paint (the inline script)', () => {
  it('hides what advertises an ended promotion and shows that it has ended', () => {
    at('2026-12-21T08:00:00Z')
    document.body.innerHTML = `
      <div data-testid="slide" data-runs-until="${END}">Christmas slide</div>
      <div data-testid="running" data-runs-until="2027-01-01T00:00:00Z">Another</div>
      <div data-testid="ended" hidden data-shown-from="${END}">Ended</div>`
    new Function(PROMOTION_END_SCRIPT)()
    expect(screen.getByTestId('slide')).toHaveStyle({ display: 'none' })
    expect(screen.getByTestId('running')).not.toHaveStyle({ display: 'none' })
    expect(screen.getByTestId('ended')).not.toHaveAttribute('hidden')
  })

  it('leaves a running promotion as built', () => {
    at(BUILT)
    document.body.innerHTML = `
      <div data-testid="slide" data-runs-until="${END}">Christmas slide</div>
      <div data-testid="ended" hidden data-shown-from="${END}">Ended</div>`
    new Function(PROMOTION_END_SCRIPT)()
    expect(screen.getByTestId('slide')).not.toHaveStyle({ display: 'none' })
    expect(screen.getByTestId('ended')).toHaveAttribute('hidden')
  })
})
