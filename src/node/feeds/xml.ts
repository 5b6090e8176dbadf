/** Text and attribute values made safe for XML: the five characters with a meaning of their own. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** `<name>value</name>`, the value escaped. */
export function element(name: string, value: string | number): string {
  return `<${name}>${escapeXml(String(value))}</${name}>`
}

/** A money amount from minor units: 7900 -> "79.00", 320 -> "3.20" (a dot, two decimals). */
export function amount(minor: number): string {
  return (minor / 100).toFixed(2)
}
