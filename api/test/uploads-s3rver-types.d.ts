/** The part of s3rver (a local S3-compatible server, no types of its own) the bucket tests use. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  interface Options {
    directory: string
    silent?: boolean
    allowMismatchedSignatures?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }
  class S3rver {
    constructor(options: Options)
    configureBuckets(): Promise<void>
    callback(): (request: IncomingMessage, response: ServerResponse) => void
  }
  export default S3rver
}
