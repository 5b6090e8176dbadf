import * as React from 'react'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { renderWithProviders, withProviders } from '../../../../testing/test-utils'
import { hydrateFirstVisit } from '../../../../testing/first-visit'
import type { Language } from '../../../../config/languages'
import { readStoredLanguage } from '../../language-choice'
import { LanguageSwitcher } from '../language-switcher'

// The router's navigate, watched: the real one needs a Gatsby app around it.
jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

afterEach(() => {
  window.history.pushState({}, '', '/')
  localStorage.clear()
})

/** Whether React hydrated or rendered the element: it then carries its fibre (React's own mark). */
const reactOwns = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'))

/** The switcher as a first visit has it, and the links the server wrote. */
async function hydrateSwitcher(language: Language, originalPath: string) {
  let built: HTMLAnchorElement[] = []
  const container = await hydrateFirstVisit(
    withProviders(<LanguageSwitcher />, { language, originalPath }),
    (html) => (built = Array.from(html.querySelectorAll('a'))),
  )
  return { container, built }
}

describe('LanguageSwitcher', () => {
  it('keeps the visitor on the same page in every language', async () => {
    renderWithProviders(<LanguageSwitcher />, { language: 'en', originalPath: '/kontakt' })
    await userEvent.click(screen.getByRole('button', { name: /Change language/ }))
    expect(screen.getByRole('link', { name: /Čeština/ })).toHaveAttribute('href', '/kontakt')
    expect(screen.getByRole('link', { name: /Deutsch/ })).toHaveAttribute('href', '/de/kontakt')
  })

  it('remembers the language chosen and closes', async () => {
    // Gatsby's Link goes by the router's own navigate, which needs a Gatsby app around it.
    const routerNavigate = jest.fn()
    Object.assign(window, { ___navigate: routerNavigate })
    const user = userEvent.setup()
    renderWithProviders(<LanguageSwitcher />, { language: 'cs', originalPath: '/kontakt' })
    const button = screen.getByRole('button', { name: /Změnit jazyk/ })
    await user.click(button)
    await user.click(screen.getByRole('link', { name: /Deutsch/ }))
    expect(readStoredLanguage(localStorage)).toEqual({ language: 'de', source: 'choice' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(routerNavigate).toHaveBeenCalledWith('/de/kontakt', expect.anything())
  })

  it('keeps the id of a client-only route, which its page was built without', async () => {
    window.history.pushState({}, '', '/en/profil/moje-objednavky/42')
    renderWithProviders(<LanguageSwitcher />, {
      language: 'en',
      originalPath: '/profil/moje-objednavky/[id]',
    })
    await userEvent.click(screen.getByRole('button', { name: /Change language/ }))
    expect(screen.getByRole('link', { name: /Čeština/ })).toHaveAttribute(
      'href',
      '/profil/moje-objednavky/42',
    )
    expect(screen.getByRole('link', { name: /Slovenčina/ })).toHaveAttribute(
      'href',
      '/sk/profil/moje-objednavky/42',
    )
  })

  it('keeps the links as the server wrote them on a first visit, and they still work', async () => {
    const navigated = jest.mocked(navigate)
    navigated.mockClear()
    const { container, built } = await hydrateSwitcher('cs', '/kontakt')
    expect(built).toHaveLength(4)
    expect(Array.from(container.querySelectorAll('a'))).toEqual(built)
    expect(reactOwns(screen.getByRole('button', { name: /Změnit jazyk/ }))).toBe(true)
    expect(built.filter(reactOwns)).toEqual([])

    const button = screen.getByRole('button', { name: /Změnit jazyk/ })
    await userEvent.setup().click(button)
    const english = screen.getByRole('link', { name: /English/ })
    expect(english).toBe(built.find((anchor) => anchor.lang === 'en'))
    expect(english).toHaveAttribute('href', '/en/kontakt')
    act(() => {
      fireEvent.click(english)
    })
    expect(navigated).toHaveBeenCalledWith('/en/kontakt')
    expect(readStoredLanguage(localStorage)).toEqual({ language: 'en', source: 'choice' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    container.remove()
  })

  it('renders the links of a page built for many addresses, which name the one in the browser', async () => {
    window.history.pushState({}, '', '/en/profil/moje-objednavky/42')
    const { container, built } = await hydrateSwitcher('en', '/profil/moje-objednavky/[id]')
    expect(built.every(reactOwns)).toBe(true)
    await userEvent.setup().click(screen.getByRole('button', { name: /Change language/ }))
    expect(screen.getByRole('link', { name: /Deutsch/ })).toHaveAttribute(
      'href',
      '/de/profil/moje-objednavky/42',
    )
    container.remove()
  })
})
