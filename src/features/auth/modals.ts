/** The four dialogs that open from the `modal` query parameter. */
export const modals = ['sign-in', 'registration', 'password-forgotten', 'password-reset'] as const
export type ModalName = (typeof modals)[number]

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (modals as readonly string[]).includes(value)
}

/** What the dialogs are given: the dialog open, and how to open another or close it. */
export interface AuthDialogsProps {
  modal: ModalName
  open: (name: ModalName, extra?: Record<string, string>) => void
  close: () => void
}
