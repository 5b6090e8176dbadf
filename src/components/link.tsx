import type * as React from 'react'
import { Link as I18nLink } from 'gatsby-plugin-react-i18next'

export interface LinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A Czech path; the current language's prefix is added. */
  to: string
  /** Link to the same page in another language. */
  language?: string
  activeClassName?: string
  partiallyActive?: boolean
  replace?: boolean
}

/**
 * The plugin's localised Link, with props typed for React 18's own types (the plugin's typings pull in
 * attributes that @types/react 18.3 marks as required).
 */
export const Link = I18nLink as unknown as React.FC<LinkProps>
