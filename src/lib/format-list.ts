/** Non-breaking space: binds a one-letter word to the next. */
const SPACE = '\u00a0'

/** The word that joins a list's last item, by language. */
const AND: Record<string, string> = { cs: 'a', sk: 'a', de: 'und', en: 'and' }

/**
 * "A, B a C" / "A, B und C" / "A, B and C": a list as `Intl.ListFormat` (conjunction) writes it in
 * the shop's languages (British English: no comma before "and"). Written out rather than asked of
 * Intl: the configurator lists its layouts as it comes to life, and a page's first Intl format
 * readies the browser's locale data (some 25–75 ms of a phone's main thread unthrottled).
 * A module of its own: format.ts comes with every page, and only the configurator lists.
 */
export function formatList(items: readonly string[], language: string): string {
  const and = AND[language]
  if (!and) return new Intl.ListFormat(language, { type: 'conjunction' }).format(items)
  if (items.length < 2) return items.join('')
  // A one-letter word is bound to the next, as Czech and Slovak typesetting wants.
  return `${items.slice(0, -1).join(', ')} ${and}${and.length === 1 ? SPACE : ' '}${items.at(-1)}`
}
