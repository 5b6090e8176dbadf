import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { withProviders } from '../../../testing/test-utils'
import { builtHtml } from '../../../testing/first-visit'
import { comeNear, layOutListsDownThePage, reactOwns, watching } from '../../../testing/nearing'
import { ImageGrid } from '../../catalogue'
import { catalogueImage } from '../../catalogue/testing/fixtures'
import { EARLY_CARD_ATTRIBUTE, EARLY_RESULTS_ATTRIBUTE, takeEarlyCard } from '../early-cards'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const results = ['1', '2', '3', '4', '5', '6'].map((apiId) =>
  catalogueImage({ apiId, name: `Hora ${apiId}` }),
)

/**
 * The first results as the head script leaves them (draw-early-cards.ts: copies of the real card),
 * then React's grid of the same results, as the search page shows them once its scripts run; the
 * early box goes as the page stops showing it.
 */
function showResults() {
  const box = document.createElement('div')
  box.setAttribute(EARLY_RESULTS_ATTRIBUTE, '')
  box.innerHTML = builtHtml(
    withProviders(<ImageGrid images={results} label="Hory" cardHeading="h2" />),
  )
  box.querySelectorAll('li').forEach((card, index) => {
    card.setAttribute(EARLY_CARD_ATTRIBUTE, results[index]!.apiId)
  })
  document.body.append(box)
  const drawn = {
    articles: [...box.querySelectorAll('article')],
    links: [...box.querySelectorAll('a')],
    pictures: [...box.querySelectorAll('img[data-main-image]')],
  }
  render(
    withProviders(
      <ImageGrid images={results} label="Hory" cardHeading="h2" adopt={takeEarlyCard} />,
    ),
  )
  box.remove()
  return { cards: screen.getAllByRole('listitem'), ...drawn }
}

beforeEach(layOutListsDownThePage)

afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

describe("the search page's early cards, once its scripts run", () => {
  it('become live cards within a screen of the view; those further down stay as drawn', () => {
    const { cards, articles, links, pictures } = showResults()
    expect(cards.map((card) => reactOwns(card.querySelector('article')!))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ])
    // Every card keeps the link and picture the shopper already sees.
    expect(cards.map((card) => card.querySelector('a'))).toEqual(links)
    expect(cards.map((card) => card.querySelector('img[data-main-image]'))).toEqual(pictures)
    // A card kept as drawn is the drawn card itself: name, price and heart.
    expect(cards[4]!.querySelector('article')).toBe(articles[4])
    expect(cards[4]).toHaveTextContent('Hora 5')
    expect(cards.map((card) => watching(card).length)).toEqual([0, 0, 0, 0, 1, 1])
  })

  it('come to life as the shopper nears them, with the same link and picture', async () => {
    const { cards, links, pictures } = showResults()
    comeNear(cards[5]!)
    const card = screen.getAllByRole('listitem')[5]!
    expect(reactOwns(card.querySelector('article')!)).toBe(true)
    expect(card.querySelector('a')).toBe(links[5])
    expect(card.querySelector('img[data-main-image]')).toBe(pictures[5])
    expect(card.querySelectorAll('article')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: /Hora 6/ }))
    expect(navigate).toHaveBeenCalledWith('/?modal=sign-in')

    // A click on a kept card's link goes to its product by the router.
    act(() => links[4]!.click())
    await act(() => new Promise((resolve) => setTimeout(resolve)))
    expect(navigate).toHaveBeenLastCalledWith('/produkt/5')
  })
})
