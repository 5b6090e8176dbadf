import * as React from 'react'
import { render, waitFor } from '@testing-library/react'
import { navigate } from 'gatsby'
import { useLanguageChoice } from '../use-language-choice'
import { LANGUAGE_STORAGE_KEY } from '../language-choice'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const API = 'http://localhost:4000/v1'

function Page({ language, path }: { language: string; path: string }) {
  useLanguageChoice(language, path)
  return null
}

/** The API's answers: the country call and the owner call (with its CSRF cookie call). */
function answering(language: string) {
  const answer = (body: unknown) => ({
    ok: true,
    status: 200,
    json: async () => body,
    text: async () => JSON.stringify(body),
  })
  return jest.fn(async (input: RequestInfo | URL) =>
    String(input) === `${API}/visitor_country`
      ? answer({ data: { type: 'visitor_country', id: 'current', attributes: { language } } })
      : answer({ data: null }),
  )
}

const called = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url))

describe('the language choice in the browser', () => {
  let fetchMock: jest.Mock

  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    document.cookie = 'lang=; Path=/; Max-Age=0'
    jest.mocked(navigate).mockClear()
  })
  afterEach(() => jest.restoreAllMocks())

  it("on a static host asks the API's country call, remembers the answer and moves a Czech page", async () => {
    fetchMock = answering('de')
    global.fetch = fetchMock as unknown as typeof fetch
    render(<Page language="cs" path="/kontakt" />)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/de/kontakt', { replace: true }))
    expect(called(fetchMock)).toContain(`${API}/visitor_country`)
    expect(called(fetchMock).some((url) => /ipapi|geolocation/.test(url))).toBe(false)
    expect(document.cookie).toContain('lang=de')
    expect(JSON.parse(localStorage.getItem(LANGUAGE_STORAGE_KEY)!)).toEqual({
      language: 'de',
      source: 'detected',
    })
    await waitFor(() => expect(called(fetchMock)).toContain(`${API}/owners/5`))
  })

  it('after the server chose (its cookie), asks nothing and moves nothing on the page it sent to', async () => {
    document.cookie = 'lang=de; Path=/'
    fetchMock = answering('cs')
    global.fetch = fetchMock as unknown as typeof fetch
    render(<Page language="de" path="/" />)
    await waitFor(() => expect(called(fetchMock)).toContain(`${API}/owners/5`))
    expect(called(fetchMock)).not.toContain(`${API}/visitor_country`)
    expect(navigate).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem(LANGUAGE_STORAGE_KEY)!)).toEqual({
      language: 'de',
      source: 'detected',
    })
  })
})
