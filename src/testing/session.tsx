import * as React from 'react'
import { SWRConfig } from 'swr'
import { testSwrConfig } from './swr'
import { renderWithProviders } from './test-utils'
import type { Language } from '../config/languages'
import { SessionProvider } from '../lib/session/session-provider'

/** GET /me's answer for Jana, with her avatar included. */
export const me = {
  data: {
    type: 'users',
    id: '7',
    attributes: { id: '7', name: 'Jana Nováková', email: 'jana@example.cz' },
    relationships: { avatar: { data: { type: 'avatars', id: '7' } } },
  },
  included: [{ type: 'avatars', id: '7', attributes: { initial: 'J', url: null } }],
}

/** GET /me's answer for Jana, without an avatar. */
export const userDocument = {
  data: {
    type: 'users',
    id: '7',
    attributes: { name: 'Jana Nováková', email: 'jana@example.cz' },
  },
}

/** The app's session around a component, with a cache of its own for each test. */
export function WithSession({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={testSwrConfig()}>
      <SessionProvider>{children}</SessionProvider>
    </SWRConfig>
  )
}

/** A dialog with every provider it has on a page, the session included, and a fresh SWR cache. */
export function renderDialog(ui: React.ReactElement, language: Language = 'cs') {
  return renderWithProviders(<WithSession>{ui}</WithSession>, { language })
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

/** Large screens (from 1024 px) or not, as window.matchMedia answers. */
export function screenIsLarge(large: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: large,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}
