import { act } from '@testing-library/react'

/** Whether React hydrated or rendered the element: it then carries its fibre (React's own mark). */
export const reactOwns = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'))

/** The browser's intersection observer, which jsdom lacks: a test says when an element comes near. */
export class NearingObserver {
  static all: NearingObserver[] = []
  readonly watched = new Set<Element>()
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    NearingObserver.all.push(this)
  }
  observe(element: Element) {
    this.watched.add(element)
  }
  unobserve(element: Element) {
    this.watched.delete(element)
  }
  disconnect() {
    this.watched.clear()
  }
}

/** The observers watching `element`. */
export const watching = (element: Element) =>
  NearingObserver.all.filter((observer) => observer.watched.has(element))

/** `element` comes within the observers' margin of the view, as a scroll brings it. */
export function comeNear(element: Element) {
  for (const observer of watching(element)) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry
    act(() => observer.callback([entry], observer as unknown as IntersectionObserver))
  }
}

/**
 * Every list item 400 px below the one before it in its list, from the top of the view (jsdom
 * lays out nothing), and the observer in place: the view is 768 px high, so the fifth item of a
 * list and those after it start more than a screen below it.
 */
export function layOutListsDownThePage() {
  Object.assign(window, { IntersectionObserver: NearingObserver })
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const index = this.tagName === 'LI' ? [...this.parentElement!.children].indexOf(this) : 0
    return { top: index * 400, bottom: index * 400 + 380 } as DOMRect
  })
}
