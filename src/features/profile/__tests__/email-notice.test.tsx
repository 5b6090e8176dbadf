import * as React from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { renderDialog } from '../../../testing/session'
import { PersonalDetails } from '../components/personal-details'
import { meDocument } from '../../../testing/me-document'

beforeEach(() => {
  localStorage.clear()
  loginKey.save('7')
})

describe('the e-mail notice in the profile', () => {
  it('asks to verify an unverified address and sends the link again', async () => {
    const api = fakeApi({
      'GET /me': { body: meDocument({ email_verified: false }) },
      'POST /auth/email/resend': {},
    })
    renderDialog(<PersonalDetails />)
    const notice = await screen.findByTestId('email-notice')
    expect(notice).toHaveTextContent(
      'Váš e-mail jana@example.cz zatím není ověřený. Otevřete prosím odkaz, který jsme vám na něj poslali.',
    )
    await userEvent
      .setup()
      .click(within(notice).getByRole('button', { name: 'Poslat odkaz znovu' }))
    expect(
      await within(notice).findByText('Nový odkaz jsme poslali na jana@example.cz.'),
    ).toBeInTheDocument()
    expect(api.bodiesOf('POST', '/auth/email/resend')).toEqual([{}])
  })

  it('shows a new address that waits for its confirmation', async () => {
    fakeApi({
      'GET /me': { body: meDocument({ email_verified: true, pending_email: 'nova@example.cz' }) },
    })
    renderDialog(<PersonalDetails />, 'en')
    const notice = await screen.findByTestId('email-notice')
    expect(notice).toHaveTextContent(
      'We are waiting for the new address nova@example.cz to be confirmed.',
    )
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeInTheDocument()
  })

  it('says nothing once the address is verified', async () => {
    const api = fakeApi({
      'GET /me': { body: meDocument({ email_verified: true, pending_email: null }) },
    })
    renderDialog(<PersonalDetails />)
    await screen.findByTestId('personal-details')
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0))
    expect(screen.queryByTestId('email-notice')).not.toBeInTheDocument()
  })
})
