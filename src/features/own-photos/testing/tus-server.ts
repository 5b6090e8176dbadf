/**
 * A small tus 1.0.0 server on a real port, for the upload list's tests: the network is their outside
 * edge. It keeps each upload's bytes, answers with the CORS headers a browser needs from another
 * origin, and can cut the connection once mid-upload or refuse the last chunk as the API refuses a
 * picture (422 and its error document).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StoredUpload {
  length: number
  metadata: Record<string, string>
  bytes: Buffer[]
  offset: number
}

export interface TusServer {
  endpoint: string
  uploads: Map<string, StoredUpload>
  /** Requests as "METHOD path", preflights left out. */
  requests: string[]
  /** The unsafe requests' X-XSRF-TOKEN headers. */
  tokens: Array<string | undefined>
  /** Cuts the connection once, as soon as an upload holds at least this many bytes. */
  cutOnceAt: (offset: number) => void
  /** Answers the request that would complete an upload with this status and body. */
  refuseCompletion: (status: number, body: unknown) => void
  close: () => Promise<void>
}

const CORS = {
  'Access-Control-Allow-Origin': 'http://localhost',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Methods': 'POST, HEAD, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Tus-Resumable, Upload-Length, Upload-Metadata, Upload-Offset, Content-Type, X-XSRF-TOKEN, Accept-Language',
  'Access-Control-Expose-Headers': 'Location, Upload-Offset, Upload-Length, Tus-Resumable',
}

function metadataOf(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key = '', value = ''] = pair.trim().split(' ')
        return [key, Buffer.from(value, 'base64').toString('utf8')]
      }),
  )
}

export async function startTusServer(): Promise<TusServer> {
  const uploads = new Map<string, StoredUpload>()
  const requests: string[] = []
  const tokens: Array<string | undefined> = []
  let cutAt: number | null = null
  let refusal: { status: number; body: unknown } | null = null
  let next = 0

  const server = http.createServer((request, response) => {
    const answer = (status: number, headers: Record<string, string | number> = {}, body = '') => {
      response.writeHead(status, { ...CORS, 'Tus-Resumable': '1.0.0', ...headers })
      response.end(body)
    }
    if (request.method === 'OPTIONS') return answer(204)
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    requests.push(`${request.method} ${path}`)
    if (request.method !== 'HEAD')
      tokens.push(request.headers['x-xsrf-token'] as string | undefined)
    const id = path.split('/').pop() ?? ''
    const upload = uploads.get(id)

    if (request.method === 'POST') {
      next += 1
      const created = `upload${next}`
      uploads.set(created, {
        length: Number(request.headers['upload-length']),
        metadata: metadataOf(request.headers['upload-metadata'] as string | undefined),
        bytes: [],
        offset: 0,
      })
      request.resume()
      return answer(201, { Location: `${path}/${created}` })
    }
    if (!upload) {
      request.resume()
      return answer(404)
    }
    if (request.method === 'HEAD') {
      return answer(200, {
        'Upload-Offset': upload.offset,
        'Upload-Length': upload.length,
        'Cache-Control': 'no-store',
      })
    }
    if (request.method === 'DELETE') {
      uploads.delete(id)
      request.resume()
      return answer(204)
    }
    if (request.method === 'PATCH') {
      if (Number(request.headers['upload-offset']) !== upload.offset) {
        request.resume()
        return answer(409)
      }
      request.on('data', (chunk: Buffer) => {
        upload.bytes.push(chunk)
        upload.offset += chunk.length
        if (cutAt !== null && upload.offset >= cutAt) {
          cutAt = null
          request.socket.destroy()
        }
      })
      request.on('end', () => {
        if (response.destroyed || request.socket.destroyed) return
        if (upload.offset === upload.length && refusal) {
          uploads.delete(id)
          return answer(
            refusal.status,
            { 'Content-Type': 'application/json' },
            JSON.stringify(refusal.body),
          )
        }
        answer(204, { 'Upload-Offset': upload.offset })
      })
      return undefined
    }
    return answer(405)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}/v1/uploads/files`,
    uploads,
    requests,
    tokens,
    cutOnceAt: (offset) => (cutAt = offset),
    refuseCompletion: (status, body) => (refusal = { status, body }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
