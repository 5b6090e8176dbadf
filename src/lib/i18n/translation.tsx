import * as React from 'react'
import { makeTranslator, type TFunction, type TOptions, type Translator } from './translator'

const TranslatorContext = React.createContext<Translator>(
  makeTranslator({ resources: {}, language: 'cs' }),
)

/** The page's translator for everything inside (see `page-element.tsx`). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator
  children: React.ReactNode
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
}

/**
 * The page's `t` and translator, named as in react-i18next. `t` stays the same object for the page's
 * life (the texts never change under a page), so memoised parts do not re-render for it.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = React.useContext(TranslatorContext)
  return { t: translator.t, i18n: translator }
}

/**
 * Typesets the shop's content from the API for the page's language (see `Translator.typeset`):
 * `const typeset = useTypeset()` … `<h1>{typeset(product.name)}</h1>`.
 */
export function useTypeset(): (text: string) => string {
  return React.useContext(TranslatorContext).typeset
}

const TAG = /<(\w+)>(.*?)<\/\1>/g

interface TransProps {
  t: TFunction
  i18nKey: string
  values?: TOptions
  /** Elements for the text's `<name>…</name>` tags; the tag's text becomes the element's content. */
  components: Record<string, React.ReactElement>
}

/** A text with links (or other elements) inside it: `Accept the <terms>terms</terms>.` */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  const text = t(i18nKey, values)
  const parts: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match
    const element = components[name!]
    parts.push(text.slice(last, match.index))
    parts.push(element ? React.cloneElement(element, { key: parts.length }, inner) : inner)
    last = match.index! + whole.length
  }
  parts.push(text.slice(last))
  return <>{parts}</>
}
