/**
 * The shop's translator: the part of i18next the shop uses, in a few hundred bytes instead of 55 KB of
 * minified JavaScript on every first visit. It reads locale texts the way i18next 22 reads them with the
 * shop's options (`group:path.to.text`, `{{placeholders}}`, no escaping, fallback text groups and
 * language, plural forms by `count`); `translator.test.ts` compares it with i18next on every text.
 * Texts come typeset (non-breaking spaces inside numbers, and in Czech and Slovak after one-letter
 * words, see `typeset`) before their placeholders are filled, so locale files stay plain text; the
 * shop's content from the API is typeset with `typeset` where it is rendered.
 */
import { typeset } from '@print-shop/shop-domain/typography'

/** Locale texts by language, then by text group (the file name in `locales/{language}/`). */
export type Resources = Record<string, Record<string, unknown>>

/** Values for `{{placeholders}}`; a number `count` also picks a plural form (`key_one`, `key_few`, …). */
export type TOptions = Record<string, unknown>

export interface TFunction {
  /**
   * The text at `group:key` (or `key` in the default group) with its placeholders filled; of several
   * keys, the first that has a text.
   */
  (key: string | readonly string[], options?: TOptions): string
}

export interface Translator {
  readonly language: string
  readonly t: TFunction
  /** Whether a text (or a group of texts) exists at `group:key`. */
  exists(key: string): boolean
  /** The texts under `group:key` as an object, placeholders filled; a text itself when it is one. */
  objectAt(key: string, options?: TOptions): unknown
  /** The same texts read in another language (the 404 page answers every language). */
  inLanguage(language: string): Translator
  /**
   * Content from the API (a picture's name, a category's description, a paper) typeset as the
   * locale texts are: "Korunka z kapky vody" keeps "z" with "kapky", "15 %" stays on one line.
   */
  typeset(text: string): string
}

export interface TranslatorOptions {
  resources: Resources
  language: string
  /** Read when the language lacks a text. */
  fallbackLanguage?: string
  /** The group of keys without `group:`. */
  defaultNS?: string
  /** Groups searched, in order, when the key's own group lacks it. */
  fallbackNS?: readonly string[]
}

const NS_SEPARATOR = ':'
const KEY_SEPARATOR = '.'
const PLACEHOLDER = /\{\{(.+?)\}\}/g

function pathIn(value: unknown, path: readonly string[]): unknown {
  let current = value
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[step]
  }
  return current
}

function fill(text: string, values: TOptions | undefined): string {
  if (!values) return text
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = pathIn(values, name.trim().split(KEY_SEPARATOR))
    // As i18next: an unknown placeholder stays as written, null becomes nothing.
    if (value === undefined) return placeholder
    return value === null ? '' : String(value)
  })
}

function fillAll(
  value: unknown,
  values: TOptions | undefined,
  typesetText: (text: string) => string,
): unknown {
  if (typeof value === 'string') return fill(typesetText(value), values)
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values, typesetText))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillAll(item, values, typesetText)]),
    )
  return value
}

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

export function makeTranslator(options: TranslatorOptions): Translator {
  const {
    resources,
    language,
    fallbackLanguage,
    defaultNS = 'translation',
    fallbackNS = [],
  } = options
  const languages =
    fallbackLanguage && fallbackLanguage !== language ? [language, fallbackLanguage] : [language]

  /** Typeset texts by language and text: a page asks for the same few texts again and again. */
  const typesetCache = new Map<string, string>()
  const typesetIn = (code: string) => (text: string) => {
    const cacheKey = `${code}\0${text}`
    let typesetText = typesetCache.get(cacheKey)
    if (typesetText === undefined) {
      typesetText = typeset(code, text)
      typesetCache.set(cacheKey, typesetText)
    }
    return typesetText
  }

  /** i18next's order: each group in every language before the next group; a plural form first. */
  function resolve(fullKey: string, count: unknown): { key: string; found: unknown; code: string } {
    const separator = fullKey.indexOf(NS_SEPARATOR)
    const key = separator < 0 ? fullKey : fullKey.slice(separator + 1)
    const groups = [separator < 0 ? defaultNS : fullKey.slice(0, separator), ...fallbackNS]
    const path = key.split(KEY_SEPARATOR)
    const candidates =
      typeof count === 'number'
        ? [[...path.slice(0, -1), `${path[path.length - 1]}_${pluralForm(language, count)}`], path]
        : [path]
    for (const group of groups)
      for (const code of languages)
        for (const candidate of candidates) {
          const found = pathIn(resources[code]?.[group], candidate)
          if (found !== undefined && found !== null) return { key, found, code }
        }
    return { key, found: undefined, code: language }
  }

  const t: TFunction = (keys, values) => {
    let key = ''
    for (const fullKey of typeof keys === 'string' ? [keys] : keys) {
      const resolved = resolve(fullKey, values?.count)
      if (typeof resolved.found === 'string')
        return fill(typesetIn(resolved.code)(resolved.found), values)
      key = resolved.key
    }
    // A missing text shows its key, as i18next does: visible in the page, easy to find in locales/.
    return key
  }

  return {
    language,
    t,
    exists: (key) => resolve(key, undefined).found !== undefined,
    objectAt: (key, values) => {
      const { found, code } = resolve(key, values?.count)
      return fillAll(found, values, typesetIn(code))
    },
    inLanguage: (other) => makeTranslator({ ...options, language: other }),
    // Not cached: a build renders thousands of different names and descriptions.
    typeset: (text) => typeset(language, text),
  }
}

/** One text group of one language as a page's query delivers it (gatsby-plugin-react-i18next). */
export interface LocaleNode {
  ns: string
  data: string
  language: string
}

/** Translators by language and texts: a build renders 40 000 pages with a handful of them. */
const translators = new Map<string, Translator>()
const MAX_TRANSLATORS = 32

/**
 * The page's translator, made once per language and set of texts instead of once per page (what
 * gatsby-plugin-react-i18next does with i18next: 5 % of every page's render time at build, and a new
 * instance on each client-side navigation). Set up as the plugin sets up i18next: the page's own text
 * group (the first the page asks for) is the default, the others are fallbacks.
 */
export function pageTranslator(
  nodes: readonly LocaleNode[],
  language: string,
  defaultLanguage: string,
): Translator {
  const key = [language, ...nodes.flatMap((node) => [node.language, node.ns, node.data])].join('\0')
  const known = translators.get(key)
  if (known) return known

  const namespaces = nodes.map((node) => node.ns)
  const defaultNS = namespaces[0] ?? 'translation'
  const resources: Resources = {}
  for (const node of nodes) (resources[node.language] ??= {})[node.ns] = JSON.parse(node.data)

  const translator = makeTranslator({
    resources,
    language,
    fallbackLanguage: defaultLanguage,
    defaultNS,
    fallbackNS: namespaces.filter((ns) => ns !== defaultNS),
  })
  if (translators.size >= MAX_TRANSLATORS) translators.delete(translators.keys().next().value!)
  translators.set(key, translator)
  return translator
}
