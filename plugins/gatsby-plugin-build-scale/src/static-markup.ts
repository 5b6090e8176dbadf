import * as React from 'react'

/**
 * `renderToStaticMarkup` for the browser build. gatsby-plugin-image renders a picture that was not in
 * the server's HTML (a card after a client-side move, a basket line, search results) to a string with
 * react-dom/server, and it loads that module on every page that shows a picture: 21 KB of gzipped
 * JavaScript on the first visit for a few elements' markup. The browser build resolves
 * `react-dom/server` here instead (webpack-config.ts); the server build keeps the real one.
 *
 * It writes the markup itself rather than rendering into a detached React root: gatsby-plugin-image
 * asks for a picture it has shown before from a layout effect, inside React's commit, where a nested
 * root cannot render synchronously (flushSync does nothing there). A root gave an empty string, and
 * every picture already seen on the previous screen vanished after a client-side move.
 *
 * It covers what gatsby-plugin-image renders: host elements, fragments and function components
 * without hooks. Its output equals react-dom/server's for those trees (static-markup.test.tsx).
 */
export function renderToStaticMarkup(element: React.ReactElement): string {
  return markup(element)
}

export function renderToString(element: React.ReactElement): string {
  return renderToStaticMarkup(element)
}

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/** Props that are React's own, not attributes. */
const NOT_ATTRIBUTES = new Set([
  'children',
  'dangerouslySetInnerHTML',
  'suppressHydrationWarning',
  'suppressContentEditableWarning',
  'key',
  'ref',
])

const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  crossOrigin: 'crossorigin',
  fetchPriority: 'fetchpriority',
  referrerPolicy: 'referrerpolicy',
  tabIndex: 'tabindex',
}

/** CSS properties React writes without a unit (a subset: those a picture's styles can use). */
const UNITLESS = new Set([
  'opacity',
  'zIndex',
  'order',
  'flex',
  'flexGrow',
  'flexShrink',
  'lineHeight',
  'fontWeight',
  'zoom',
  'aspectRatio',
])

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && typeof value !== 'boolean',
    )
    .map(([name, value]) => {
      const property = name.startsWith('--')
        ? name
        : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^ms-/, '-ms-')
      const text =
        typeof value === 'number' && value !== 0 && !UNITLESS.has(name) && !name.startsWith('--')
          ? `${value}px`
          : String(value).trim()
      return `${property}:${text}`
    })
    .join(';')
}

function attributes(props: Record<string, unknown>): string {
  let text = ''
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name) || value === undefined || value === null) continue
    if (typeof value === 'function' || typeof value === 'symbol') continue
    if (name === 'style') {
      const css = typeof value === 'object' ? styleText(value as Record<string, unknown>) : ''
      if (css) text += ` style="${escape(css)}"`
      continue
    }
    const attribute = ATTRIBUTE_NAMES[name] ?? name
    const freeform = attribute.startsWith('data-') || attribute.startsWith('aria-')
    if (typeof value === 'boolean' && !freeform) {
      if (value) text += ` ${attribute}=""`
      continue
    }
    text += ` ${attribute}="${escape(String(value))}"`
  }
  return text
}

function markup(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return escape(String(node))
  if (Array.isArray(node)) return node.map((child: React.ReactNode) => markup(child)).join('')
  if (!React.isValidElement(node)) return ''
  const { type } = node
  const props = node.props as Record<string, unknown>
  if (type === React.Fragment) return markup(props.children as React.ReactNode)
  if (typeof type === 'function') {
    const component = type as (props: Record<string, unknown>) => React.ReactNode
    const withDefaults = { ...(component as { defaultProps?: object }).defaultProps, ...props }
    return markup(component(withDefaults))
  }
  if (typeof type !== 'string') {
    throw new Error('static-markup: only host elements, fragments and function components render')
  }
  if (VOID_ELEMENTS.has(type)) return `<${type}${attributes(props)}/>`
  const open = `<${type}${attributes(props)}>`
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined
  const content = inner?.__html ?? markup(props.children as React.ReactNode)
  return `${open}${content}</${type}>`
}
