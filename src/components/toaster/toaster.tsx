import * as React from 'react'
import { ToastBar, Toaster as HotToaster, toast, type Toast } from 'react-hot-toast'
import * as styles from './toaster.module.css'

/** The spec's toasts: top centre, 350 px wide, at most 20 (react-hot-toast's own limit). */
export const toastDurations = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  custom: 4000,
} as const

/** A toast dragged sideways past 80 % of its width is dismissed. */
export const DRAG_DISMISS_RATIO = 0.8

function DraggableToast({ item }: { item: Toast }) {
  const [offset, setOffset] = React.useState(0)
  const start = React.useRef<number | null>(null)

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current)
  }
  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    const width = event.currentTarget.offsetWidth || 350
    start.current = null
    if (Math.abs(offset) >= width * DRAG_DISMISS_RATIO) toast.dismiss(item.id)
    else setOffset(0)
  }

  return (
    <div
      className={styles.draggable}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: 1 - Math.min(Math.abs(offset) / 400, 0.7),
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null
        setOffset(0)
      }}
      data-testid="toast"
    >
      <ToastBar toast={item} style={{ maxWidth: 350, width: 350 }} />
    </div>
  )
}

/** Toasts keep this far from the top of the screen at least. */
const TOAST_MARGIN = 16

/**
 * Where the toasts start: below the top bar while it is on the screen (a toast over the search field,
 * or on a phone over the whole header, hid what the shopper was using), at the top once it has
 * scrolled away.
 */
export function toastTop(): number {
  const bar = document.querySelector('[data-top-bar]')
  const bottom = bar ? bar.getBoundingClientRect().bottom : 0
  return Math.max(TOAST_MARGIN, Math.round(bottom) + 8)
}

/** toastTop(), followed as the page scrolls (once a frame at most). */
function useToastTop(): number {
  const [top, setTop] = React.useState(toastTop)
  React.useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setTop(toastTop()))
    }
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  return top
}

export function Toaster() {
  const top = useToastTop()
  return (
    <HotToaster
      position="top-center"
      containerStyle={{ top }}
      toastOptions={{
        blank: { duration: toastDurations.blank },
        error: { duration: toastDurations.error },
        success: { duration: toastDurations.success },
        loading: { duration: toastDurations.loading },
        custom: { duration: toastDurations.custom },
      }}
    >
      {(item) => <DraggableToast item={item} />}
    </HotToaster>
  )
}
