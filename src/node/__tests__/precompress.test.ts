/**
 * @jest-environment node
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { precompressAssets } from '../precompress'

describe('precompressAssets', () => {
  let dir: string
  const file = (name: string) => path.join(dir, name)
  const write = (name: string, text: string) => fs.writeFileSync(file(name), text)
  const script = 'export function price(size){return size.width*size.height}\n'.repeat(200)

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    write('app-0123456789abcdef0123.js', script)
    write('4223-0123456789ab.js', 'chunk()')
    write('2316.0123456789ab.css', 'body{margin:0}')
    // Names without a content hash change with the build: they are compressed by the server.
    write('sw.js', 'self.skipWaiting()')
    write('webpack.stats.json', '{}')
  })

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('writes brotli and gzip beside every script and style named by its content', async () => {
    expect(await precompressAssets(dir)).toEqual({ written: 6, removed: 0 })
    for (const name of [
      'app-0123456789abcdef0123.js',
      '4223-0123456789ab.js',
      '2316.0123456789ab.css',
    ]) {
      const original = fs.readFileSync(file(name))
      expect(zlib.brotliDecompressSync(fs.readFileSync(file(`${name}.br`)))).toEqual(original)
      expect(zlib.gunzipSync(fs.readFileSync(file(`${name}.gz`)))).toEqual(original)
    }
    expect(fs.existsSync(file('sw.js.br'))).toBe(false)
    expect(fs.existsSync(file('webpack.stats.json.gz'))).toBe(false)
    // Brotli at its best, smaller than the quality a server affords per request.
    const quality5 = zlib.brotliCompressSync(script, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    })
    expect(fs.statSync(file('app-0123456789abcdef0123.js.br')).size).toBeLessThan(quality5.length)
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('compresses a file once, again only when it is newer than its encodings', async () => {
    await precompressAssets(dir)
    expect(await precompressAssets(dir)).toEqual({ written: 0, removed: 0 })
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(file('4223-0123456789ab.js'), later, later)
    expect(await precompressAssets(dir)).toEqual({ written: 2, removed: 0 })
  })

  it('removes the encodings of a script the build no longer has', async () => {
    await precompressAssets(dir)
    fs.rmSync(file('4223-0123456789ab.js'))
    write('notes.txt.gz', 'not an encoding of an asset')
    expect(await precompressAssets(dir)).toEqual({ written: 0, removed: 2 })
    expect(fs.existsSync(file('4223-0123456789ab.js.br'))).toBe(false)
    expect(fs.existsSync(file('4223-0123456789ab.js.gz'))).toBe(false)
    expect(fs.existsSync(file('notes.txt.gz'))).toBe(true)
    expect(fs.existsSync(file('app-0123456789abcdef0123.js.br'))).toBe(true)
  })
})
