import type * as React from 'react'

type HeadComponent = React.ReactNode

const isGlobalStyle = (component: HeadComponent): component is React.ReactElement =>
  typeof component === 'object' &&
  component !== null &&
  'props' in component &&
  (component.props as Record<string, unknown>)['data-identity'] === 'gatsby-global-css'

/** Gatsby's `app` chunk holds global.css (variables, resets, `.container`, `.visually-hidden`). */
const isAppStylesheet = (component: React.ReactElement) =>
  /^\/?app\.[^/]*\.css$/.test(String((component.props as Record<string, unknown>)['data-href']))

/**
 * The page's inlined stylesheets with global.css first. Each page inlines its own CSS chunks (see
 * webpack-config.ts), and Gatsby puts the page component's before the app's; a component's
 * module class must come after the global rules it refines (`container ${styles.page}`), as it did
 * when all CSS was one file. Everything else keeps its place.
 */
export function globalStylesFirst(components: readonly HeadComponent[]): HeadComponent[] {
  const firstStyle = components.findIndex(isGlobalStyle)
  if (firstStyle < 0) return [...components]
  const app = components.filter(
    (component) => isGlobalStyle(component) && isAppStylesheet(component),
  )
  const rest = components.filter((component) => !app.includes(component as React.ReactElement))
  return [...rest.slice(0, firstStyle), ...app, ...rest.slice(firstStyle)]
}
