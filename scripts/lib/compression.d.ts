// The gzip middleware `gatsby serve` used; its published types are Express's, not node:http's.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => void
}
