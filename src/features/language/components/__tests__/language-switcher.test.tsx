import * as React from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../../../../testing/test-utils'
import { LanguageSwitcher } from '../language-switcher'

afterEach(() => window.history.pushState({}, '', '/'))

describe('LanguageSwitcher', () => {
  it('keeps the visitor on the same page in every language', async () => {
    renderWithProviders(<LanguageSwitcher />, { language: 'en', originalPath: '/kontakt' })
    await userEvent.click(screen.getByRole('button', { name: /Change language/ }))
    expect(screen.getByRole('link', { name: /Čeština/ })).toHaveAttribute('href', '/kontakt')
    expect(screen.getByRole('link', { name: /Deutsch/ })).toHaveAttribute('href', '/de/kontakt')
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
})
