import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { flash, loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { readStoredLanguage } from '../../language'
import { meWith, renderSettings } from '../testing/render-settings'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const save = () => userEvent.click(screen.getByRole('button', { name: 'Uložit jazyk' }))

beforeEach(() => {
  localStorage.clear()
  // The remembered language lives in the `lang` cookie too.
  document.cookie = 'lang=; Path=/; Max-Age=0'
  sessionStorage.clear()
  loginKey.save('7')
  jest.mocked(navigate).mockClear()
})

describe('Settings: interface language', () => {
  it('offers the four languages by their own names, the page’s language chosen', async () => {
    fakeApi({ 'GET /me': { status: 200, body: meWith() } })
    renderSettings()
    const group = await screen.findByRole('group', { name: 'Jazyk rozhraní' })
    expect(group).toHaveAccessibleDescription(/ceny v\u00a0korunách/)
    expect(screen.getByRole('radio', { name: 'Čeština' })).toBeChecked()
    for (const name of ['Slovenčina', 'Deutsch', 'English'])
      expect(screen.getByRole('radio', { name })).not.toBeChecked()
  })

  it('saves the locale, remembers the choice and opens the settings in that language', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: meWith() },
      'PATCH /me': { status: 200, body: meWith({ locale: 'en' }) },
    })
    renderSettings()
    await userEvent.click(await screen.findByRole('radio', { name: 'English' }))
    await save()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profil/nastaveni'))
    expect(api.calls.filter(({ call }) => call === 'PATCH /me').map((c) => c.body)).toEqual([
      { locale: 'en' },
    ])
    expect(readStoredLanguage(localStorage)).toEqual({ language: 'en', source: 'choice' })
    // The English page shows the success message.
    expect(flash.take()).toBe('profile:settings.language.saved')
  })

  it('the same language is saved in place with a toast', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: meWith({ locale: 'de' }) },
      'PATCH /me': { status: 200, body: meWith({ locale: 'en' }) },
    })
    renderSettings('en')
    await userEvent.click(await screen.findByRole('button', { name: 'Save language' }))
    expect(await screen.findByText('The language has been changed.')).toBeInTheDocument()
    expect(api.calls.find(({ call }) => call === 'PATCH /me')?.body).toEqual({ locale: 'en' })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a failed save stays on the page with an error toast', async () => {
    fakeApi({
      'GET /me': { status: 200, body: meWith() },
      'PATCH /me': { status: 500, body: { message: 'Chyba serveru.' } },
    })
    renderSettings()
    await userEvent.click(await screen.findByRole('radio', { name: 'Deutsch' }))
    await save()
    expect(await screen.findByText('Něco se pokazilo. Zkuste to prosím znovu.')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    expect(readStoredLanguage(localStorage)).toBeNull()
    expect(screen.getByRole('button', { name: 'Uložit jazyk' })).toBeEnabled()
  })
})
