import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { after } from 'node:test'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { loadConfig, type Config } from '../src/config.js'
import { DEMO_ENV, type Response, type Visitor } from './helper.js'

/** Upload settings with a disk store of the test file's own, removed after it. */
export function uploadSettings(overrides: Partial<Config['uploads']> = {}): Config['uploads'] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'))
  after(() => fs.rmSync(dir, { recursive: true, force: true }))
  return { ...loadConfig(DEMO_ENV).uploads, dir, ...overrides }
}

/** A real JPEG with noise (it does not compress to nothing), optionally turned by EXIF and located. */
export async function photo(
  width: number,
  height: number,
  options: { orientation?: number; gps?: boolean; p3?: boolean } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let at = 0; at < pixels.length; at += 3) {
    const x = (at / 3) % width
    pixels[at] = Math.round((255 * x) / width)
    pixels[at + 1] = (at * 7919) % 256
    pixels[at + 2] = 128
  }
  let pipeline = sharp(pixels, { raw: { width, height, channels: 3 } })
  if (options.orientation) pipeline = pipeline.withMetadata({ orientation: options.orientation })
  if (options.p3) pipeline = pipeline.withIccProfile('p3')
  if (options.gps)
    pipeline = pipeline.withExifMerge({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 5/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '14/1 25/1 0/1',
      },
    })
  return pipeline.jpeg({ quality: 92 }).toBuffer()
}

/** The EXIF GPS pointer (tag 0x8825, either byte order) in a file's EXIF block. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  return Boolean(
    exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
  )
}

function crc32(buffer: Buffer): number {
  let crc = ~0
  for (const byte of buffer) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb: a PNG of a few hundred bytes that declares `side` × `side` pixels (a
 * valid header and a compressed stream of zero rows, inflating to gigabytes if anyone decoded it).
 */
export function pixelBomb(side: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  const rows = deflateSync(Buffer.alloc(64 * 1024))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Upload-Metadata: comma-separated `key base64(value)` pairs. */
export function uploadMetadata(fileName: string, type = 'image/jpeg'): string {
  return `filename ${Buffer.from(fileName).toString('base64')},filetype ${Buffer.from(type).toString('base64')}`
}

const TUS = { 'tus-resumable': '1.0.0' }

/** A tus 1.0.0 client over the visitor's session (cookies, X-XSRF-TOKEN), through Fastify inject. */
export class TusClient {
  constructor(readonly visitor: Visitor) {}

  /** POST: a new upload of `length` bytes; its id from the Location header. */
  async create(
    length: number,
    fileName = 'Dovolená.jpg',
    headers: Record<string, string> = {},
  ): Promise<{ response: Response; id: string | undefined }> {
    const response = await this.visitor.request('POST', '/v1/uploads/files', {
      headers: {
        ...TUS,
        'upload-length': String(length),
        'upload-metadata': uploadMetadata(fileName),
        ...headers,
      },
    })
    const location = response.headers.location as string | undefined
    return { response, id: location?.split('/').pop() }
  }

  patch(id: string, offset: number, bytes: Buffer, headers: Record<string, string> = {}) {
    return this.visitor.request('PATCH', `/v1/uploads/files/${id}`, {
      body: bytes,
      headers: {
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...headers,
      },
    })
  }

  head(id: string) {
    return this.visitor.request('HEAD', `/v1/uploads/files/${id}`, { headers: TUS })
  }

  /** A whole file in chunks; the answer to the last PATCH. */
  async upload(bytes: Buffer, chunkSize = 64 * 1024, fileName?: string) {
    const { response, id } = await this.create(bytes.length, fileName)
    assert.equal(response.statusCode, 201, response.body)
    let last: Response = response
    for (let offset = 0; offset < bytes.length; offset += chunkSize) {
      last = await this.patch(id!, offset, bytes.subarray(offset, offset + chunkSize))
      if (last.statusCode !== 204) break
    }
    return { id: id!, last }
  }
}

/**
 * Sends a PATCH over a real socket and cuts the connection after `sent` of its bytes: what a phone
 * losing its signal does. Resolves once the server has seen the socket close.
 */
export async function cutPatch(
  baseUrl: string,
  visitor: Visitor,
  id: string,
  offset: number,
  bytes: Buffer,
  sent: number,
): Promise<void> {
  const url = new URL(`/v1/uploads/files/${id}`, baseUrl)
  const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  await new Promise<void>((resolve) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN') ?? '',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    })
    request.on('error', () => resolve())
    request.on('close', () => resolve())
    request.write(bytes.subarray(0, sent), () => {
      // Give the server a moment to write what arrived, then drop the connection mid-body.
      setTimeout(() => request.destroy(), 200)
    })
  })
}
