import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { withProviders } from '../../../testing/test-utils'
import { hydrateFirstVisit } from '../../../testing/first-visit'
import { ImageGrid } from '../components/image-grid'
import { catalogueImage } from '../testing/fixtures'
import { pendingEvents, withdrawConsent } from '../../analytics/testing/data-layer'
import { comeNear, layOutListsDownThePage, reactOwns, watching } from '../../../testing/nearing'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const images = ['1', '2', '3', '4', '5', '6'].map((apiId) =>
  catalogueImage({ apiId, name: `Obraz ${apiId}` }),
)

/** The grid as a first visit gets it (the view 768 px high), and the elements the server wrote. */
async function hydrateGrid() {
  let built: { links: HTMLAnchorElement[]; pictures: HTMLImageElement[] } = {
    links: [],
    pictures: [],
  }
  await hydrateFirstVisit(
    withProviders(
      <ImageGrid
        images={images}
        label="Příroda"
        list={{ id: 'category:priroda', name: 'Příroda' }}
      />,
    ),
    (html) => {
      built = {
        links: [...html.querySelectorAll('a')],
        pictures: [...html.querySelectorAll('img[data-main-image]')] as HTMLImageElement[],
      }
    },
  )
  const cards = screen.getAllByRole('listitem')
  return { cards, ...built }
}

beforeEach(layOutListsDownThePage)

afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('a grid on a first visit', () => {
  it('hydrates the cards within a screen of the view and keeps the others as built', async () => {
    const { cards, links } = await hydrateGrid()
    // 768 px high: cards starting more than two screens down (1,536 px) are far.
    const owned = cards.map((card) => reactOwns(card.querySelector('article')!))
    expect(owned).toEqual([true, true, true, true, false, false])
    // A kept card is the server's, to the element: name, price and heart.
    expect(cards[4]!.querySelector('a')).toBe(links[4])
    expect(cards[4]).toHaveTextContent('Obraz 5')
    expect(cards[4]).toHaveTextContent('Od 1 200,00 Kč')
    // Watched from a screen above to a screen below the view.
    expect(cards.map((card) => watching(card).length)).toEqual([0, 0, 0, 0, 1, 1])
    expect(watching(cards[4]!)[0]!.options.rootMargin).toBe('100% 0px')
  })

  it('brings a card to life as it comes near, keeping its link and picture', async () => {
    const { cards, links, pictures } = await hydrateGrid()
    comeNear(cards[4]!)
    const card = screen.getAllByRole('listitem')[4]!
    expect(reactOwns(card.querySelector('article')!)).toBe(true)
    // The picture the browser may already show is the same element, not asked for again.
    expect(card.querySelector('a')).toBe(links[4])
    expect(card.querySelector('img[data-main-image]')).toBe(pictures[4])
    expect(card.querySelectorAll('a')).toHaveLength(1)
    // Its heart is live: a visitor is asked to sign in.
    await userEvent.click(screen.getByRole('button', { name: /Obraz 5/ }))
    expect(navigate).toHaveBeenCalledWith('/?modal=sign-in')
    // The card further down waits for its own turn.
    expect(reactOwns(screen.getAllByRole('listitem')[5]!.querySelector('article')!)).toBe(false)
  })

  it('gives the focus back to the same link when a key moves it into a kept card', async () => {
    const { links } = await hydrateGrid()
    act(() => links[5]!.focus())
    const card = screen.getAllByRole('listitem')[5]!
    expect(reactOwns(card.querySelector('article')!)).toBe(true)
    expect(document.activeElement).toBe(links[5])
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Obraz 6/ }))
  })

  it("passes a click on a kept card (a screen reader's) to the live card", async () => {
    withdrawConsent()
    const { cards, links } = await hydrateGrid()
    act(() => cards[4]!.querySelector('button')!.click())
    await act(() => new Promise((resolve) => setTimeout(resolve)))
    expect(navigate).toHaveBeenCalledWith('/?modal=sign-in')

    act(() => links[5]!.click())
    await act(() => new Promise((resolve) => setTimeout(resolve)))
    // Opened by the router, and reported from its place in the list.
    expect(navigate).toHaveBeenLastCalledWith('/produkt/6')
    expect(pendingEvents().at(-1)).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_id: 'category:priroda', items: [{ item_id: '6', index: 5 }] },
    })
  })
})

describe('a grid the browser renders itself', () => {
  it('renders every card, however far down', () => {
    // Not hydrating: a page reached by a link.
    const { container } = render(withProviders(<ImageGrid images={images} label="Příroda" />))
    const articles = [...container.querySelectorAll('article')]
    expect(articles).toHaveLength(6)
    expect(articles.every(reactOwns)).toBe(true)
    expect(screen.getAllByRole('listitem').some((card) => watching(card).length > 0)).toBe(false)
  })
})
