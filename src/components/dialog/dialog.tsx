import * as React from 'react'
import { CloseIcon } from '../icons'
import * as styles from './dialog.module.css'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  closeLabel: string
  children: React.ReactNode
  /** A side panel beside the content on large screens (hidden on narrow ones); widens the dialog. */
  aside?: React.ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's own UI. */
function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A modal dialog on the native <dialog> element: the browser makes the rest of the page inert, Tab
 * cycles inside, Escape closes it, and focus goes back to whatever opened it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, aside }: DialogProps) {
  const ref = React.useRef<HTMLDialogElement>(null)
  const titleId = React.useId()

  React.useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement as HTMLElement | null
    if (!dialog.open) dialog.showModal?.()
    return () => {
      if (dialog.open) dialog.close()
      opener?.focus?.()
    }
  }, [open])

  if (!open) return null

  return (
    // <dialog> is interactive; the rule does not know the element. The click closes on the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={aside ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </header>
        {children}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </dialog>
  )
}
