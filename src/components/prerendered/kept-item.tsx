import * as React from 'react'
import { flushSync } from 'react-dom'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import { isHydratingFirstPage } from '../../lib/hydrate'
import { KEEP_SERVER_HTML, useAdoption } from './prerendered'

/** Where a kept item comes to life: within a screen of the view. */
const NEAR = '100% 0px'

/** What the shopper can reach in an item: the same list in the kept and the live one. */
const CONTROLS = 'a[href], button, input, select, textarea'

/**
 * Whether an element the build rendered lies more than a screen below the view, where a first
 * visit can leave it as the server's HTML (`KeptItem`). Read while React hydrates: the page has
 * been laid out for its first paint, so this measures what is there.
 */
export const isFarFromView = (element: Element) =>
  element.getBoundingClientRect().top > 2 * window.innerHeight

/** One observer for every kept item: each wakes when it comes near the view. */
const nearing = new Map<Element, () => void>()
let observer: IntersectionObserver | null = null

function whenNear(element: Element, wake: () => void): () => void {
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

const controlsIn = (element: Element | null) =>
  element ? [...element.querySelectorAll<HTMLElement>(CONTROLS)] : []

interface KeptItemProps {
  /** Whether this item may stay as the server's HTML while the first page hydrates; read once. */
  keep: boolean
  /**
   * An item drawn before the page's scripts ran (the search's early card): on a page the browser
   * renders, the kept item takes its children as they are. Fixed for the item's life.
   */
  adopt?: Element | null
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
 * focus or the click on the same control. An item that takes over what a head script drew
 * (`adopt`) is kept in the same way. Anything else, and an item mounted later, is live.
 */
export function KeptItem({ keep, adopt, children }: KeptItemProps) {
  const [kept, setKept] = React.useState(() => keep && (!!adopt || isHydratingFirstPage()))
  const box = React.useRef<HTMLLIElement>(null)
  const replaced = React.useRef<Element | null>(null)
  /** The control the shopper reached in the kept item (its place among them), and whether clicked. */
  const reached = React.useRef<[number, boolean] | null>(null)

  React.useEffect(() => {
    const element = box.current
    if (!kept || !element) return
    const wake = () => {
      replaced.current = element
      setKept(false)
    }
    const onSign = (event: Event) => {
      const control = (event.target as Element).closest(CONTROLS) as HTMLElement | null
      // A link is the live item's too (moved, not copied): its click goes on by itself, to the
      // router or, with a modifier key, to the browser. Another control is the live item's own.
      const click = event.type === 'click' && control?.tagName !== 'A'
      if (click) event.preventDefault()
      if (control && (click || event.type === 'focusin'))
        reached.current = [controlsIn(element).indexOf(control), click]
      // Replaced before the event goes on: what follows it lands in the live item.
      flushSync(wake)
    }
    const signs = new AbortController()
    for (const type of ['focusin', 'click', 'pointerover'])
      element.addEventListener(type, onSign, { capture: true, signal: signs.signal })
    const stopWatching = whenNear(element, wake)
    return () => {
      stopWatching()
      signs.abort()
    }
  }, [kept])

  useAdoption(box, kept ? adopt : null)

  // The live item is in: the shopper's focus or click goes on to the same control.
  useBrowserLayoutEffect(() => {
    if (kept || !reached.current) return
    const [index, click] = reached.current
    reached.current = null
    const again = controlsIn(box.current)[index]
    if (click) again?.click()
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
