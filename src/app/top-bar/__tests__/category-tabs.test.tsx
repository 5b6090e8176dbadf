import * as React from 'react'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { renderWithProviders, withProviders } from '../../../testing/test-utils'
import { hydrateFirstVisit } from '../../../testing/first-visit'
import { CategoryTabs, nameLines, type CategoryTab } from '../category-tabs'

// The router's navigate, watched: the real one needs a Gatsby app around it.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const tabs: CategoryTab[] = [
  { name: 'ILUSTRACE', categories: [{ id: '3', slug: 'detske', shortName: 'Dětské' }] },
  { name: 'AKCE', categories: [] },
  {
    name: 'FOTO',
    categories: [
      { id: '1', slug: 'priroda', shortName: 'Příroda' },
      { id: '2', slug: 'mesta', shortName: 'Města\\na <b>architektura</b>' },
    ],
  },
]

describe('nameLines', () => {
  it('splits on literal and real line-break markers', () => {
    expect(nameLines('Města\\na architektura')).toEqual(['Města', 'a architektura'])
    expect(nameLines('Horní\nDolní')).toEqual(['Horní', 'Dolní'])
    expect(nameLines('Jedna<br/>Dva<BR>Tři')).toEqual(['Jedna', 'Dva', 'Tři'])
    expect(nameLines('Příroda')).toEqual(['Příroda'])
  })
})

describe('CategoryTabs', () => {
  it('renders nothing without categories', () => {
    const { container } = renderWithProviders(<CategoryTabs tabs={[]} label="Kategorie" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows FOTO before ILUSTRACE and hides an empty AKCE', () => {
    renderWithProviders(<CategoryTabs tabs={tabs} label="Kategorie" />)
    const names = screen.getAllByRole('button').map((button) => button.textContent)
    expect(names).toEqual(['Fotografie', 'Ilustrace'])
  })

  it.each([
    ['en', ['Photographs', 'Illustrations', 'Offers']],
    ['de', ['Fotografien', 'Illustrationen', 'Angebote']],
  ] as const)('names the groups in the page’s language (%s), not in Czech', (language, names) => {
    const all = tabs.map((tab) => ({ ...tab, categories: tabs[0]!.categories }))
    renderWithProviders(<CategoryTabs tabs={all} label="Categories" />, { language })
    const shown = screen.getAllByRole('button').map((button) => button.textContent)
    expect(shown).toEqual([names[2], names[0], names[1]])
    expect(screen.queryByText(/FOTO|ILUSTRACE|AKCE/)).toBeNull()
  })

  it('shows a group the texts do not know by its own name', () => {
    renderWithProviders(
      <CategoryTabs tabs={[{ name: 'RÁMY', categories: tabs[0]!.categories }]} label="Kategorie" />,
    )
    expect(screen.getByRole('button', { name: 'RÁMY' })).toBeInTheDocument()
  })

  it('opens a dropdown of category links and renders line breaks without injecting HTML', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CategoryTabs tabs={tabs} label="Kategorie" />, { language: 'en' })
    const foto = screen.getByRole('button', { name: 'Photographs' })
    expect(foto).toHaveAttribute('aria-expanded', 'false')
    await user.click(foto)
    expect(foto).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('list', { name: 'Photographs' })).toBeVisible()
    const link = screen.getByRole('link', { name: /Města/ })
    expect(link).toHaveAttribute('href', '/en/kategorie/mesta')
    expect(link.innerHTML).toBe('Města<br>a &lt;b&gt;architektura&lt;/b&gt;')
    await user.keyboard('{Escape}')
    expect(foto).toHaveAttribute('aria-expanded', 'false')
    expect(foto).toHaveFocus()
  })

  it('keeps the dropdowns’ links as the server wrote them on a first visit, and they still work', async () => {
    const navigated = jest.mocked(navigate)
    navigated.mockClear()
    let built: HTMLAnchorElement[] = []
    const container = await hydrateFirstVisit(
      withProviders(<CategoryTabs tabs={tabs} label="Kategorie" />),
      (html) => (built = Array.from(html.querySelectorAll('a'))),
    )
    expect(Array.from(container.querySelectorAll('a'))).toEqual(built)
    // React walked none of them: a hydrated element carries its fibre (React's own mark).
    const hydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    expect(hydrated(screen.getByRole('button', { name: 'Fotografie' }))).toBe(true)
    expect(built.filter(hydrated)).toEqual([])

    const foto = screen.getByRole('button', { name: 'Fotografie' })
    await userEvent.setup().click(foto)
    expect(screen.getByRole('list', { name: 'Fotografie' })).toBeVisible()
    const link = screen.getByRole('link', { name: /Příroda/ })
    expect(link).toBe(built.find((anchor) => anchor.textContent === 'Příroda'))
    act(() => {
      fireEvent.click(link)
    })
    expect(navigated).toHaveBeenCalledWith('/kategorie/priroda')
    expect(foto).toHaveAttribute('aria-expanded', 'false')
    container.remove()
  })
})
