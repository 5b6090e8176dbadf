import * as React from 'react'
import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { HeroCarousel } from '../components/home/hero-carousel'

// The catalogue's GraphQL fragments are compiled away by Gatsby's build, which the tests do not run.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: jest.fn() }))
// Swiper ships only as ES modules, which jest does not load: its slides as plain elements.
jest.mock('swiper/react', () => ({
  Swiper: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
  SwiperSlide: ({ children, ...rest }: { children: React.ReactNode }) => (
    <div {...rest}>{children}</div>
  ),
}))
jest.mock('swiper/modules', () => ({}))
jest.mock('swiper/css', () => ({}))
jest.mock('swiper/css/navigation', () => ({}))
jest.mock('swiper/css/pagination', () => ({}))

/** The Christmas offer ends as 21 December begins in Prague. */
const END = '2026-12-20T23:00:00.000Z'

const at = (moment: string | Date) =>
  jest.useFakeTimers({ now: new Date(moment), advanceTimers: true })

afterEach(() => jest.useRealTimers())

describe('a promotion on a home page built while it ran', () => {
  it("the home page's slides drop the promotion's slide when it ends, and keep the others", () => {
    const slide = (apiId: string, title: string, endsAt: string | null) => ({
      apiId,
      title,
      subtitle: '',
      buttonLabel: 'Více',
      link: '/akce01',
      image: null,
      endsAt,
    })
    const slides = [slide('1', 'Vánoční akce', END), slide('2', 'Příroda na vaší stěně', null)]
    at('2026-12-20T22:59:59Z')
    renderWithProviders(<HeroCarousel slides={slides} />)
    expect(screen.getByRole('heading', { name: 'Vánoční akce' })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(2000))
    expect(screen.queryByRole('heading', { name: 'Vánoční akce' })).not.toBeInTheDocument()
    expect(
      screen.getAllByRole('heading', { name: 'Příroda na vaší stěně' }).length,
    ).toBeGreaterThan(0)
  })
})
