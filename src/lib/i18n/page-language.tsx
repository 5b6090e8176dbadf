import * as React from 'react'
import { Link as GatsbyLink, navigate as gatsbyNavigate } from 'gatsby'
import type { NavigateOptions } from '@reach/router'
import type { I18NextContext } from 'gatsby-plugin-react-i18next/dist/types'
import { useTranslation } from './translation'

/**
 * The page's language and addresses, as gatsby-plugin-react-i18next describes them in each page's
 * context (language, original Czech path, routed = has a language prefix). The shop's own copy of the
 * plugin's browser side: the plugin's CommonJS entry re-exports all of react-i18next (and i18next
 * under it), which would put every part of them in the first visit's JavaScript.
 */
export const I18nextContext = React.createContext<I18NextContext>({
  language: 'cs',
  languages: ['cs'],
  routed: false,
  defaultLanguage: 'cs',
  generateDefaultLanguagePage: false,
  originalPath: '/',
  path: '/',
})

function languagePrefix(context: I18NextContext, language: string): string {
  return context.generateDefaultLanguagePage || language !== context.defaultLanguage
    ? `/${language}`
    : ''
}

/** The page's language context with its translator, and `navigate` to a Czech path in that language. */
export function useI18next() {
  const { t, i18n } = useTranslation()
  const context = React.useContext(I18nextContext)
  const navigate = (to: string, options?: NavigateOptions<object>) =>
    gatsbyNavigate(
      context.routed ? `${languagePrefix(context, context.language)}${to}` : to,
      options,
    )
  return { ...context, t, i18n, navigate }
}

export interface LinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A Czech path; the current language's prefix is added. */
  to: string
  /** Link to the same page in another language. */
  language?: string
  activeClassName?: string
  partiallyActive?: boolean
  replace?: boolean
}

/** Gatsby's Link to a Czech path in the page's language (or in `language`). */
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { language, to, ...rest },
  ref,
) {
  const context = React.useContext(I18nextContext)
  const linkLanguage = language || context.language
  return (
    <GatsbyLink
      {...rest}
      to={`${languagePrefix(context, linkLanguage)}${to}`}
      // Gatsby's Link types its ref for its own class; it hands `innerRef` to the anchor.
      innerRef={ref as React.Ref<HTMLAnchorElement>}
      hrefLang={linkLanguage}
    />
  )
})
