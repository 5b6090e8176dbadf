/**
 * The shop's toasts. react-hot-toast, and goober, the CSS-in-JS it draws them with, load with the
 * first toast instead of with every page: most visits never see one, and evaluating them took a
 * first visit's main thread about 8 ms (four times that on a throttled phone).
 */
type HotToast = typeof import('react-hot-toast').default

/** A toast's text, or an element when it carries a link (the basket after adding a print). */
export type ToastMessage = string | import('react').ReactElement

export interface ToastOptions {
  /** How long the toast stays, in ms; the spec's durations otherwise (see `toastDurations`). */
  duration?: number
  /** A toast with the id of one still shown replaces it instead of joining it. */
  id?: string
}

let library: Promise<HotToast> | undefined
let wanted = false
const listeners = new Set<() => void>()

function load(): Promise<HotToast> {
  library ??= import(/* webpackPrefetch: true */ 'react-hot-toast').then(
    (module) => module.default,
    (error: unknown) => {
      // A chunk that failed to load (a deploy, a dropped connection) is tried again next time.
      library = undefined
      throw error
    },
  )
  wanted = true
  listeners.forEach((listener) => listener())
  return library
}

/**
 * Toasts about the shopper's account (sign in first, signed in, saved after signing in) share this
 * id: each replaces the one before, so a sign-in never shows a red and a green toast together.
 */
export const ACCOUNT_TOAST = 'account'

function show(kind: 'success' | 'error' | 'info', message: ToastMessage, options?: ToastOptions) {
  load().then(
    (toast) => {
      const draw = kind === 'info' ? toast : toast[kind]
      return options ? draw(message, options) : draw(message)
    },
    (error: unknown) => console.error('toast could not be shown:', message, error),
  )
}

export const notify = {
  success: (message: ToastMessage, options?: ToastOptions) => show('success', message, options),
  error: (message: ToastMessage, options?: ToastOptions) => show('error', message, options),
  /** A neutral word: nothing went wrong, something is asked of the shopper. */
  info: (message: ToastMessage, options?: ToastOptions) => show('info', message, options),
}

/** Whether any toast has been asked for since the page loaded. */
export function toastWanted(): boolean {
  return wanted
}

/** Calls `listener` whenever a toast is asked for; returns the unsubscribe. */
export function onToastWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
