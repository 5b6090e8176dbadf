import { useEffect, useRef, type RefObject } from 'react'

/**
 * Closes a dropdown or menu while it is open: on a click or focus outside `containerRef`, and on Escape
 * (which also returns focus to the control that opened it, given by `returnFocusTo`).
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement>,
  open: boolean,
  close: () => void,
  returnFocusTo?: () => HTMLElement | null | undefined,
) {
  // Kept in refs so a new callback on each render does not re-register the listeners.
  const closeRef = useRef(close)
  const focusRef = useRef(returnFocusTo)
  closeRef.current = close
  focusRef.current = returnFocusTo

  useEffect(() => {
    if (!open) return
    const onOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) closeRef.current()
    }
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      closeRef.current()
      focusRef.current?.()?.focus()
    }
    document.addEventListener('mousedown', onOutside)
    document.addEventListener('focusin', onOutside)
    document.addEventListener('keydown', onEscape)
    return () => {
      document.removeEventListener('mousedown', onOutside)
      document.removeEventListener('focusin', onOutside)
      document.removeEventListener('keydown', onEscape)
    }
  }, [containerRef, open])
}
