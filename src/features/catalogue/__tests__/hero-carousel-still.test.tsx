import * as React from 'react'
import { TextEncoder } from 'node:util'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { withProviders } from '../../../testing/test-utils'
import { HeroCarousel } from '../components/home/hero-carousel'

// The catalogue's GraphQL fragments are compiled away by Gatsby's build, which the tests do not run.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: jest.fn() }))
jest.mock('swiper/css', () => ({}))
jest.mock('swiper/css/navigation', () => ({}))
jest.mock('swiper/css/pagination', () => ({}))
/**
 * The live carousel (Swiper, which jest does not load), showing what it is told. Its code is there
 * before each test (setup-tests.ts); what a first visit downloads is bench:bundle's to show.
 */
jest.mock('../components/home/hero-slides', () => ({
  HeroSlides: ({ first, focusDot }: { first: number; focusDot: number | null }) => (
    <div data-testid="live-carousel" data-first={first} data-focus-dot={focusDot ?? ''} />
  ),
}))

const slide = (apiId: string, title: string) => ({
  apiId,
  title,
  subtitle: '',
  buttonLabel: 'Více',
  link: '/akce01',
  image: null,
})
const slides = [slide('1', 'Vánoční akce'), slide('2', 'Příroda'), slide('3', 'Abstrakce')]

/** The home page's carousel as a first visit gets it: the server's HTML, hydrated. */
async function firstVisit() {
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const page = withProviders(<HeroCarousel slides={slides} />)
  document.documentElement.dataset.hydrating = 'true'
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    await act(async () => {
      hydrateRoot(container, page)
    })
  } finally {
    delete document.documentElement.dataset.hydrating
  }
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  return container
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe("the home page's carousel on a first visit", () => {
  it('shows the still slides with buttons for arrows and dots until the shopper shows interest', async () => {
    const page = await firstVisit()
    expect(page.querySelector('.swiper-slide-active h2')).toHaveTextContent('Vánoční akce')
    expect(screen.getByRole('button', { name: 'Předchozí snímek' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Další snímek' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /Přejít na snímek/ })).toHaveLength(3)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByTestId('live-carousel')).toBeNull()
  })

  it('an arrow pressed before the code came shows the slide it asked for in the live carousel', async () => {
    await firstVisit()
    fireEvent.click(screen.getByRole('button', { name: 'Předchozí snímek' }))
    const live = await screen.findByTestId('live-carousel')
    expect(live).toHaveAttribute('data-first', '2')
    // The arrows are the carousel's own: the same buttons, the focus stays where it was.
    expect(screen.getByRole('button', { name: 'Další snímek' })).toBeInTheDocument()
    // The still dots make way for the live carousel's.
    expect(screen.queryAllByRole('button', { name: /Přejít na snímek/ })).toEqual([])
  })

  it('a dot takes the live carousel to its slide and the focus to its dot', async () => {
    await firstVisit()
    fireEvent.click(screen.getByRole('button', { name: 'Přejít na snímek 2' }))
    const live = await screen.findByTestId('live-carousel')
    expect(live).toHaveAttribute('data-first', '1')
    expect(live).toHaveAttribute('data-focus-dot', '1')
  })

  it('a pointer over the slides is enough to bring the carousel', async () => {
    const page = await firstVisit()
    fireEvent.pointerOver(page.querySelector('section')!)
    await waitFor(() => expect(screen.getByTestId('live-carousel')).toBeInTheDocument())
    expect(screen.getByTestId('live-carousel')).toHaveAttribute('data-first', '0')
  })
})
