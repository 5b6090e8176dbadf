const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const SPECIAL = /[&<>"']/g

/**
 * Text and attribute values made safe for XML: the five characters with a meaning of their own. One
 * pass, and none for a text without them (most of a feed's: ids, prices, addresses).
 */
export function escapeXml(text: string): string {
  SPECIAL.lastIndex = 0
  return SPECIAL.test(text) ? text.replace(SPECIAL, (char) => ENTITIES[char] ?? char) : text
}

/**
 * `write` of a value, worked out once per value: a feed's items share one list of deliveries
 * (offers.ts), whose elements (23 countries' shipping in the English Google feed) are then written
 * once per feed instead of once per item.
 */
export function writtenOnce<Value extends object>(write: (value: Value) => string) {
  const written = new WeakMap<Value, string>()
  return (value: Value) => {
    let text = written.get(value)
    if (text === undefined) written.set(value, (text = write(value)))
    return text
  }
}

/** `<name>value</name>`, the value escaped. */
export function element(name: string, value: string | number): string {
  return `<${name}>${escapeXml(String(value))}</${name}>`
}

/** A money amount from minor units: 7900 -> "79.00", 320 -> "3.20" (a dot, two decimals). */
export function amount(minor: number): string {
  return (minor / 100).toFixed(2)
}
