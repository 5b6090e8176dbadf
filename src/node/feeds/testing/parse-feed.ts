import type { ElementList } from './element-lists'

/** A feed parsed as XML (jsdom's DOMParser): a malformed file fails here. */
export function parseFeed(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const error = document.querySelector('parsererror')
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`)
  return document
}

/** An item's children by name, each with its text. */
export function childrenOf(item: Element): Array<{ name: string; text: string; node: Element }> {
  return [...item.children].map((node) => ({
    name: node.tagName,
    text: node.textContent ?? '',
    node,
  }))
}

/** The text of an item's one child of that name. */
export function textOf(item: Element, name: string): string {
  const found = childrenOf(item).filter((child) => child.name === name)
  if (found.length !== 1) throw new Error(`${name}: ${found.length} elements`)
  return found[0]!.text
}

/** What an item lacks of the required elements, and what it has that the list does not name. */
export function againstList(item: Element, list: ElementList) {
  const names = childrenOf(item).map((child) => child.name)
  return {
    missing: list.required.filter((name) => !names.includes(name)),
    unknown: names.filter((name) => !list.required.includes(name) && !list.optional.includes(name)),
  }
}

export const ABSOLUTE_URL = /^https?:\/\/[^\s/]+\/\S*$/
