import * as React from 'react'
import { navigate } from 'gatsby'
import { isHydratingFirstPage } from '../../lib/hydrate'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import * as styles from './prerendered.module.css'

/** The one `dangerouslySetInnerHTML` every kept part renders: the same object, so React never sets it. */
export const KEEP_SERVER_HTML = { __html: '' }

type PrerenderedProps<T extends keyof React.JSX.IntrinsicElements> = {
  /** The element this part is (a `footer`, a `section`, …): it stays the page's own element. */
  as?: T
  /** Only a box for React (`display: contents`): what is inside lays out as if it were not there. */
  contents?: boolean
  /**
   * An element drawn before the page's scripts ran (the search's early cards): on a page the
   * browser renders, the part takes that element's children as they are, instead of rendering its
   * own, and keeps them as it keeps the server's HTML. Fixed for the part's life: a part that gets
   * another is another part (a `key`).
   */
  adopt?: Element | null
  /**
   * Whether the server's HTML can be kept: false where what is inside names what only the browser
   * knows (the address of a page built for many), which the part then renders. Fixed for its life.
   */
  keep?: boolean
  children?: React.ReactNode
} & Omit<React.JSX.IntrinsicElements[T], 'children' | 'dangerouslySetInnerHTML'>

/**
 * The site's own address of a click on a link inside the part (the element listening, React's or
 * the browser's event), when the router should follow it.
 */
export function ownLink(event: React.MouseEvent<Element> | MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null
  const target = event.target as Element
  const anchor = target.closest?.('a[href]') as HTMLAnchorElement | null
  const part = event.currentTarget as Element | null
  if (!anchor || !part?.contains(anchor)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const samePage =
    url.pathname === window.location.pathname && url.search === window.location.search
  if (samePage && url.hash) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Moves the children of `adopt` (what a head script drew) into `box` once it is in the page, as
 * they are: React never renders them.
 */
export function useAdoption(box: React.RefObject<Element>, adopt: Element | null | undefined) {
  useBrowserLayoutEffect(() => {
    // Moved once: a second run (React's development double effects) finds nothing left to move.
    if (adopt?.hasChildNodes() && box.current) box.current.append(...adopt.childNodes)
  }, [adopt])
}

/**
 * A part of a page that never reacts to the shopper (text, pictures, links): on a first visit it keeps
 * the HTML the build rendered and React does not hydrate it, so the browser neither runs its
 * components nor walks its elements. Only this element is React's: a click on a link inside is still
 * followed by Gatsby's router (as `<Link>` would), hovering one fetches its page's data. On a page
 * the browser renders itself (after the first), the children render as usual, unless the part
 * takes over what a head script drew (`adopt`).
 *
 * What is inside must not change after the build for this visit (a live price, the shopper's own
 * data, the visitor's clock): such parts stay outside, as their own components.
 */
export function Prerendered<T extends keyof React.JSX.IntrinsicElements = 'div'>({
  as,
  contents = false,
  adopt = null,
  keep = true,
  children,
  ...rest
}: PrerenderedProps<T>) {
  const [kept] = React.useState(() => keep && isHydratingFirstPage())
  const box = React.useRef<HTMLElement>(null)
  useAdoption(box, adopt)
  const Element = (as ?? 'div') as React.ElementType
  const props = contents ? { ...rest, className: styles.contents } : rest
  if (!kept && !adopt) return <Element {...props}>{children}</Element>
  const { onClick } = props as { onClick?: React.MouseEventHandler<HTMLElement> }
  return (
    <Element
      {...props}
      ref={box}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
      onClick={(event: React.MouseEvent<HTMLElement>) => {
        onClick?.(event)
        const address = ownLink(event)
        if (!address) return
        event.preventDefault()
        void navigate(address)
      }}
      onMouseOver={(event: React.MouseEvent<HTMLElement>) => {
        const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
        if (!anchor || anchor.origin !== window.location.origin) return
        window.___loader?.hovering?.(anchor.pathname)
      }}
    />
  )
}

declare global {
  interface Window {
    /** Gatsby's page loader: `hovering` fetches a page's data ahead, as `<Link>` does on hover. */
    ___loader?: import('./lazy-part').PageLoader & { hovering?: (pathname: string) => void }
  }
}
