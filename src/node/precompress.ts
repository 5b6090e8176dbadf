import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * A script or style whose name carries its content's hash (webpack's `[contenthash]`): its bytes
 * never change, so it is compressed once. The same names deploy/nginx caches as immutable
 * (`cacheControl` in scripts/lib/site-server.ts).
 */
export const IMMUTABLE_ASSET = /^[^/]+[-.][0-9a-f]{12,20}\.(js|css)$/

/** The ready-made encodings written beside an asset, as nginx's `*_static` and sirv look for them. */
const ENCODINGS = [
  {
    extension: '.br',
    // Brotli's best: once per file, where a server answering each request affords its quality 5.
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
] as const

export interface PrecompressResult {
  /** Encoded files written (an asset has one per encoding). */
  written: number
  /** Encoded files removed because their asset is gone. */
  removed: number
}

const modified = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs

/**
 * Writes `name.br` (brotli at its best quality) and `name.gz` (gzip at level 9) beside every
 * immutable script and style at the top of `publicDir` that has none newer than itself, and removes
 * those whose asset is gone, so that no server sends a file the build no longer has. Servers send
 * them as they are (deploy/nginx's `brotli_static` and `gzip_static`, `npm start`'s server): no
 * request compresses a script again, and scripts are smaller than on-the-fly compression makes them.
 */
export async function precompressAssets(publicDir: string): Promise<PrecompressResult> {
  const names = fs.readdirSync(publicDir)
  const assets = new Set(names.filter((name) => IMMUTABLE_ASSET.test(name)))
  let removed = 0
  for (const name of names) {
    const encoding = ENCODINGS.find(({ extension }) => name.endsWith(extension))
    if (!encoding) continue
    const asset = name.slice(0, -encoding.extension.length)
    if (IMMUTABLE_ASSET.test(asset) && !assets.has(asset)) {
      fs.rmSync(path.join(publicDir, name))
      removed++
    }
  }
  const jobs = [...assets].flatMap((name) => {
    const file = path.join(publicDir, name)
    const assetTime = modified(file) ?? 0
    return ENCODINGS.filter(({ extension }) => (modified(file + extension) ?? -1) < assetTime).map(
      (encoding) => async () => {
        const encoded = await encoding.compress(fs.readFileSync(file))
        // Written whole under another name first: a server never sends half a file.
        fs.writeFileSync(`${file}${encoding.extension}.tmp`, encoded)
        fs.renameSync(`${file}${encoding.extension}.tmp`, file + encoding.extension)
      },
    )
  })
  // zlib's asynchronous calls run on libuv's threads, a few at a time.
  const queue = [...jobs]
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job()
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { written: jobs.length, removed }
}
