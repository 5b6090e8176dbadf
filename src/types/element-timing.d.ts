import 'react'

/**
 * Element Timing's attribute (not in React's types): the browser reports when an image so named is
 * first painted, as a `PerformanceElementTiming` entry, without any script of the page running.
 */
declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string
  }
}
