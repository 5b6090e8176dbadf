import * as React from 'react'
import { withModal } from '../hooks/use-modal'
import type { ModalName } from '../modals'

interface ModalLinkProps {
  to: ModalName
  open: (name: ModalName) => void
  className?: string
  children: React.ReactNode
}

/**
 * A link from one dialog to another: a real address (the same page with another `modal`), so it can
 * be opened in a new tab, but a plain click swaps the dialog in place.
 */
export function ModalLink({ to, open, className, children }: ModalLinkProps) {
  const { pathname, search } = window.location
  return (
    <a
      href={withModal(pathname, search, to)}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        open(to)
      }}
    >
      {children}
    </a>
  )
}
