import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../testing/test-utils'
import { HeroCarousel } from '../components/home/hero-carousel'
import { Banners } from '../components/home/banners'

// The catalogue's GraphQL fragments are compiled away by Gatsby's build, which the tests do not run.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: jest.fn() }))
// Swiper ships only as ES modules, which jest does not load: its slides as plain elements.
jest.mock('swiper/react', () => ({
  Swiper: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
  SwiperSlide: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
}))
jest.mock('swiper/modules', () => ({}))
jest.mock('swiper/css', () => ({}))
jest.mock('swiper/css/navigation', () => ({}))
jest.mock('swiper/css/pagination', () => ({}))

const NBSP = '\u00a0'

describe("the home page's editors' texts", () => {
  it('keep a number with its per cent sign on a slide, in Czech and in German', () => {
    const slide = (title: string) => ({
      apiId: '1',
      title,
      subtitle: 'S kódem VANOCE26 do 20. prosince',
      buttonLabel: 'Více o akci',
      link: '/akce01',
      image: null,
    })
    const czech = renderWithProviders(
      <HeroCarousel slides={[slide('Vánoční akce: plátna o 15 % levněji')]} />,
    )
    expect(screen.getByRole('heading').textContent).toBe(
      `Vánoční akce: plátna o${NBSP}15${NBSP}% levněji`,
    )
    czech.unmount()
    renderWithProviders(<HeroCarousel slides={[slide('Leinwandbilder 15 % günstiger')]} />, {
      language: 'de',
    })
    expect(screen.getByRole('heading').textContent).toBe(`Leinwandbilder 15${NBSP}% günstiger`)
  })

  it('keep a number with its unit on a banner', () => {
    renderWithProviders(
      <Banners
        banners={[
          {
            apiId: '1',
            title: 'Plátna 30 × 40 cm',
            text: 'o 15 % levněji',
            link: null,
            image: null,
          },
        ]}
      />,
    )
    expect(screen.getByText(/Plátna/).textContent).toBe(`Plátna 30${NBSP}×${NBSP}40${NBSP}cm`)
    expect(screen.getByText(/levněji/).textContent).toBe(`o${NBSP}15${NBSP}% levněji`)
  })
})
