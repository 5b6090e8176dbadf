import * as React from 'react'
import { flushSync } from 'react-dom'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import { isHydratingFirstPage } from '../../lib/hydrate'
import { KEEP_SERVER_HTML } from './prerendered'

/** Where a kept item comes to life: within a screen above or below the view. */
const NEAR = '100% 0px'

/** What the shopper can reach in an item: the same list in the kept and the live one. */
const CONTROLS = 'a[href], button, input, select, textarea'

/**
 * Whether an element the build rendered lies more than a screen above or below the view, where a
 * first visit can leave it as the server's HTML (`KeptItem`). Read while React hydrates: the page
 * has been laid out for its first paint, so this measures what is there.
 */
export function isFarFromView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect()
  const screen = window.innerHeight
  return top > 2 * screen || bottom < -screen
}

/** One observer for every kept item: each wakes when it comes near the view. */
const nearing = new Map<Element, () => void>()
let observer: IntersectionObserver | null = null

function whenNear(element: Element, wake: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    // A browser that cannot tell: the item comes to life at once.
    wake()
    return () => undefined
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) nearing.get(entry.target)?.()
    },
    { rootMargin: NEAR },
  )
  nearing.set(element, wake)
  observer.observe(element)
  return () => {
    nearing.delete(element)
    observer?.unobserve(element)
  }
}

/** A control in the kept item the shopper reached, to reach the same one in the live item. */
interface Reached {
  index: number
  click: boolean
}

const controlsIn = (element: Element | null) =>
  element ? [...element.querySelectorAll<HTMLElement>(CONTROLS)] : []

interface KeptItemProps {
  /** Whether this item may stay as the server's HTML while the first page hydrates; read once. */
  keep: boolean
  /**
   * The live item. `kept` is the element it replaces (the server's `<li>`, out of the page by
   * then), so that it can take over parts of it as they are; null for an item that started live.
   */
  children: (kept: Element | null) => React.ReactNode
}

/**
 * A list item a first visit leaves as the server's HTML, without hydrating it, while it lies far
 * from the view: the browser neither runs its components nor walks its elements (`keep`, decided
 * as the page hydrates, usually by `isFarFromView`). When it comes within a screen of the view
 * the live item takes its place. If the shopper reaches it first (a key moves the focus into it,
 * the pointer or a screen reader's click), the live item takes its place at once and gets the
 * focus or the click on the same control. Anything else, and an item mounted later, is live.
 */
export function KeptItem({ keep, children }: KeptItemProps) {
  const [kept, setKept] = React.useState(() => keep && isHydratingFirstPage())
  const box = React.useRef<HTMLLIElement>(null)
  const replaced = React.useRef<Element | null>(null)
  const reached = React.useRef<Reached | null>(null)

  React.useEffect(() => {
    const element = box.current
    if (!kept || !element) return
    const wake = () => {
      replaced.current = element
      setKept(false)
    }
    const onSign = (event: Event) => {
      const mouse = event as MouseEvent
      if (event.type === 'click' && (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey)) return // opened elsewhere (a new tab): the browser does it from the link as it is
      if (event.type === 'click' && (mouse.shiftKey || mouse.altKey)) return
      const control = (event.target as Element).closest?.(CONTROLS) as HTMLElement | null
      const index = control ? controlsIn(element).indexOf(control) : -1
      if (index >= 0 && event.type !== 'pointerover')
        reached.current = { index, click: event.type === 'click' }
      if (event.type === 'click') event.preventDefault()
      // Replaced before the event goes on: a key or click that follows lands in the live item.
      flushSync(wake)
    }
    const signs = ['focusin', 'click', 'pointerover'] as const
    signs.forEach((type) => element.addEventListener(type, onSign, { capture: true }))
    const stopWatching = whenNear(element, wake)
    return () => {
      stopWatching()
      signs.forEach((type) => element.removeEventListener(type, onSign, { capture: true }))
    }
  }, [kept])

  // The live item is in: the shopper's focus or click goes on to the same control.
  useBrowserLayoutEffect(() => {
    const control = reached.current
    if (kept || !control) return
    reached.current = null
    const again = controlsIn(box.current)[control.index]
    // A click once the shopper's has ended: the browser ignores one on a link whose click is on.
    if (control.click) window.setTimeout(() => again?.click())
    else again?.focus()
  }, [kept])

  if (kept)
    return (
      <li
        key="kept"
        ref={box}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    )
  return (
    <li key="live" ref={box}>
      {children(replaced.current)}
    </li>
  )
}
