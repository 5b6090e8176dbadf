import { LOCALES, type Localized } from './localized.js'

/** Lower case without diacritics: "Šumava" and "sumava" find the same picture. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en')
}

/** Escapes LIKE wildcards in a shopper's search text. */
export function likePattern(text: string): string {
  return `%${fold(text).replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** An image's names folded for search, per language (images.search_text). */
export function searchText(name: Localized): Localized {
  return Object.fromEntries(LOCALES.map((locale) => [locale, fold(name[locale])])) as Localized
}
