import * as React from 'react'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { SessionProvider } from '../session/session-provider'

export interface ApiAnswer {
  status?: number
  body?: unknown
}

export interface SentRequest {
  method: string
  path: string
  body: unknown
}

/**
 * Replaces the network (the API is the outside edge of a unit test): answers by "METHOD /path"
 * (query strings left out), 200 with an empty body for anything not listed, and records what was sent.
 */
export function mockApi(answers: Record<string, ApiAnswer | (() => ApiAnswer)>) {
  const sent: SentRequest[] = []
  // The anti-forgery token is already there, so no GET /csrf goes first.
  document.cookie = 'XSRF-TOKEN=test-token'
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const { pathname } = new URL(url)
    const path = pathname.replace(/^\/v1/, '')
    const method = init.method ?? 'GET'
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined })
    const found = answers[`${method} ${path}`]
    const answer = (typeof found === 'function' ? found() : found) ?? {}
    const status = answer.status ?? 200
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    }
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return {
    sent,
    /** The bodies sent to one call, in order. */
    bodiesOf: (method: string, path: string) =>
      sent
        .filter((request) => request.method === method && request.path === path)
        .map((r) => r.body),
  }
}

export const userDocument = {
  data: {
    type: 'users',
    id: '7',
    attributes: { name: 'Jana Nováková', email: 'jana@example.cz' },
  },
}

export const loginScreenDocument = {
  data: [
    {
      type: 'login_screens',
      id: '1',
      attributes: {
        modal: 'sign-in',
        title: 'Vítejte zpět',
        subtitle: 'Přihlaste se',
        highlighted_points: ['Oblíbené obrazy na jednom místě'],
        image: { conversions: { wh1080: { url: 'https://example.test/1080.jpg' } } },
      },
    },
  ],
}

/** jsdom has no showModal: open the element so its content is in the accessibility tree. */
export function enableDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}

/** A dialog with every provider it has on a page, the session included, and a fresh SWR cache. */
export function renderDialog(ui: React.ReactElement, language: Language = 'cs') {
  return renderWithProviders(
    <SWRConfig value={testSwrConfig()}>
      <SessionProvider>{ui}</SessionProvider>
    </SWRConfig>,
    { language },
  )
}
