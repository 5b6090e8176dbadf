import * as React from 'react'
import { linkSecrets } from '../../../lib/link-secrets'
import type { AuthDialogsProps } from '../modals'
import { PasswordForgottenDialog } from './password-forgotten-dialog'
import { PasswordResetDialog } from './password-reset-dialog'
import { RegistrationDialog } from './registration-dialog'
import { SignInDialog } from './sign-in-dialog'

/** The sign-in, registration, password-forgotten and password-reset dialogs. */
export default function AuthDialogs({ modal, open, close }: AuthDialogsProps) {
  // The host re-renders on every change of address, so the query read here is current.
  const query = new URLSearchParams(window.location.search)
  // A mailed link's token and address, kept out of the address (link-secrets.ts).
  const link = linkSecrets()
  switch (modal) {
    case 'sign-in':
      // A page that knows the account (the e-mail verification link) fills in its address.
      return (
        <SignInDialog
          open={open}
          close={close}
          email={query.get('email') ?? link.email ?? undefined}
        />
      )
    case 'registration':
      return <RegistrationDialog open={open} close={close} />
    case 'password-forgotten':
      return <PasswordForgottenDialog open={open} close={close} />
    case 'password-reset':
      return (
        <PasswordResetDialog
          open={open}
          close={close}
          email={link.email ?? ''}
          token={link.token ?? ''}
        />
      )
  }
}
