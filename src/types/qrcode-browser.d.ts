/**
 * qrcode's browser build: the same `create` and SVG `toString` as the package's main entry, without
 * its Node renderers (pngjs and `fs`). The storefront imports it by this path so that the server-side
 * render bundle never holds Node built-ins: Gatsby rebuilds every page after a build whose render
 * bundle used one (the "unsafe builtin" warning).
 */
declare module 'qrcode/lib/browser' {
  import type { QRCode, QRCodeOptions, QRCodeToStringOptions } from 'qrcode'

  export function create(text: string, options?: QRCodeOptions): QRCode
  export function toString(text: string, options?: QRCodeToStringOptions): Promise<string>
}
