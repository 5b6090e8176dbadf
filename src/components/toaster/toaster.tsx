import * as React from 'react'
import { globalHistory } from '@gatsbyjs/reach-router'
import {
  ToastBar,
  Toaster as HotToaster,
  toast,
  useToasterStore,
  type Toast,
} from 'react-hot-toast'
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
      // A toast's link ("Go to the basket") has done its job once used: it does not come along.
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) toast.dismiss(item.id)
      }}
      data-testid="toast"
    >
      <ToastBar toast={item} style={{ maxWidth: 350, width: 350 }} />
    </div>
  )
}

/** Toasts keep this far from the top of the screen at least. */
const TOAST_MARGIN = 16
/** The height one toast takes (two lines of text with its padding), before it has been measured. */
const TOAST_HEIGHT = 72
/** The space between stacked toasts (react-hot-toast's own). */
const TOAST_GAP = 8

/**
 * Where the toasts start: below the top bar while it is on the screen (a toast over the search field,
 * or on a phone over the whole header, hid what the shopper was using), at the top once it has
 * scrolled away; and below the page's heading when that is where they would show, so that the
 * shopper always sees which page they are on.
 */
export function toastTop(height = TOAST_HEIGHT): number {
  const bar = document.querySelector('[data-top-bar]')
  const bottom = bar ? bar.getBoundingClientRect().bottom : 0
  const top = Math.max(TOAST_MARGIN, Math.round(bottom) + 8)
  const heading = [...document.querySelectorAll('h1')]
    .map((element) => element.getBoundingClientRect())
    // A visually hidden heading takes no room.
    .find((box) => box.width > 1 && box.height > 1)
  if (heading && heading.top < top + height && heading.bottom > top)
    return Math.round(heading.bottom) + 8
  return top
}

/** The height the shown toasts take, stacked: as measured once drawn. */
function useToastsHeight(): number {
  const { toasts } = useToasterStore()
  const shown = toasts.filter((item) => item.visible)
  if (shown.length === 0) return TOAST_HEIGHT
  return shown.reduce((sum, item) => sum + (item.height ?? TOAST_HEIGHT) + TOAST_GAP, -TOAST_GAP)
}

/** toastTop(), followed as the page scrolls and the toasts come and go (once a frame at most). */
function useToastTop(): number {
  const height = useToastsHeight()
  const [top, setTop] = React.useState(() => toastTop(height))
  React.useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setTop(toastTop(height)))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    // Another page has its heading elsewhere.
    const unlisten = globalHistory.listen(update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      unlisten()
    }
  }, [height])
  return top
}

/**
 * A toast that links somewhere ("Go to the basket") speaks of the page it was shown on: it goes when
 * the shopper moves to another page, by its link or any other way. A plain message (signed in, signed
 * out) stays on the page that follows, which is often where it was said.
 */
function useLinkToastsStayOnTheirPage() {
  const { toasts } = useToasterStore()
  const shown = React.useRef(toasts)
  shown.current = toasts
  React.useEffect(() => {
    let page = window.location.pathname
    return globalHistory.listen(({ location }) => {
      if (location.pathname === page) return // a dialog opened or closed (?modal=…)
      page = location.pathname
      for (const item of shown.current)
        if (typeof item.message !== 'string' && item.visible) toast.dismiss(item.id)
    })
  }, [])
}

export function Toaster() {
  const top = useToastTop()
  useLinkToastsStayOnTheirPage()
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
