import * as React from 'react'
import { Toaster } from 'react-hot-toast'
import { renderWithProviders } from '../../../testing/test-utils'
import type { Language } from '../../../config/languages'
import { me, WithSession } from '../../../testing/session'
import { ProfilePage } from '../../profile'
import { Settings } from '../components/settings'

/** GET /me's answer for Jana with the settings' fields: a password, no consent, Czech. */
export function meWith(attributes: Record<string, unknown> = {}) {
  return {
    ...me,
    data: {
      ...me.data,
      attributes: {
        ...me.data.attributes,
        phone_number: null,
        locale: 'cs',
        marketing_consent: false,
        has_password: true,
        ...attributes,
      },
    },
  }
}

/** The settings as their page shows them: in the profile page, with the session and the toasts. */
export function renderSettings(language: Language = 'cs') {
  return renderWithProviders(
    <WithSession>
      <ProfilePage title="Nastavení">
        <Settings />
      </ProfilePage>
      <Toaster />
    </WithSession>,
    { language, originalPath: '/profil/nastaveni' },
  )
}
