// The gzip middleware `gatsby serve` used; its published types are Express's, not node:http's.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  /** The option this shop sets: brotli's parameters (its quality). */
  export interface CompressionOptions {
    brotli?: { params?: Record<number, number> }
  }

  export default function compression(
    options?: CompressionOptions,
  ): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void
}
