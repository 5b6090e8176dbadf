import type { ModalName } from '../types'

export interface AuthDialogsProps {
  modal: ModalName
  open: (name: ModalName, extra?: Record<string, string>) => void
  close: () => void
}

/** The sign-in, registration, password-forgotten and password-reset dialogs (being built). */
export default function AuthDialogs(_props: AuthDialogsProps) {
  return null
}
