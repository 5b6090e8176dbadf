/**
 * Re-creates the shipped JPEGs (photos/*.jpg and the wallpaper art in illustrations/*.jpg) from the
 * Debian packages they come from, following the `origin` of each entry in sources.json: crop to the
 * given aspect around the given focus, long side 2048 px at most (never enlarged), sRGB, mozjpeg
 * quality 72, no metadata. The packages are not needed for anything else and are not committed.
 *
 *   mkdir -p /tmp/debs && cd /tmp/debs && apt-get download <package>...   (see LICENSES.md)
 *   for f in *.deb; do p=${f%%_*}; mkdir -p x/$p; dpkg-deb -x $f x/$p; done
 *   cd api && npx tsx seed/images/import-photos.ts /tmp/debs/x
 *
 * Then run scripts/image-manifest.ts to measure the files again.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const IMAGES_DIR = path.dirname(fileURLToPath(import.meta.url))
const LONG_SIDE = 2048

interface Origin {
  package: string
  version: string
  /** Path inside the package. */
  path: string
  /** For a Qt resource bundle (.rcc): the file inside it. */
  member?: string
  /** Crop to this aspect (width:height), centred as near (x, y) as fits (fractions of the source). */
  crop?: { aspect: string; x: number; y: number }
  /** Background for transparent sources. */
  background?: string
}

interface Source {
  file: string
  origin?: Origin
}

/** Reads one file out of a Qt resource bundle (format versions 1 to 3, zlib or no compression). */
function readRcc(bundle: Buffer, member: string): Buffer {
  if (bundle.toString('latin1', 0, 4) !== 'qres') throw new Error('not a Qt resource bundle')
  const version = bundle.readUInt32BE(4)
  const tree = bundle.readUInt32BE(8)
  const data = bundle.readUInt32BE(12)
  const names = bundle.readUInt32BE(16)
  const nodeSize = version >= 2 ? 22 : 14
  const nameAt = (offset: number) => {
    const length = bundle.readUInt16BE(names + offset)
    const start = names + offset + 6
    let name = ''
    for (let i = 0; i < length; i++) name += String.fromCharCode(bundle.readUInt16BE(start + 2 * i))
    return name
  }
  let node = 0
  for (const part of member.split('/').filter(Boolean)) {
    const at = tree + node * nodeSize
    if (!(bundle.readUInt16BE(at + 4) & 2)) throw new Error(`${member}: ${part} is not in a folder`)
    const count = bundle.readUInt32BE(at + 6)
    const first = bundle.readUInt32BE(at + 10)
    let found = -1
    for (let i = first; i < first + count; i++) {
      if (nameAt(bundle.readUInt32BE(tree + i * nodeSize)) === part) found = i
    }
    if (found < 0) throw new Error(`${member}: no ${part}`)
    node = found
  }
  const at = tree + node * nodeSize
  const flags = bundle.readUInt16BE(at + 4)
  const offset = data + bundle.readUInt32BE(at + 10)
  const raw = bundle.subarray(offset + 4, offset + 4 + bundle.readUInt32BE(offset))
  if (flags & 4) throw new Error(`${member}: zstd-compressed resources are not supported`)
  return flags & 1 ? zlib.inflateSync(raw.subarray(4)) : raw
}

async function importOne(root: string, entry: Source & { origin: Origin }) {
  const { origin } = entry
  const packed = path.join(root, origin.package, origin.path)
  const input = origin.member ? readRcc(fs.readFileSync(packed), origin.member) : packed
  // First pass: upright, flattened, in sRGB; the crop is then computed on the real size.
  const { data, info } = await sharp(input)
    .rotate()
    .flatten({ background: origin.background ?? '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  let image = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
  if (origin.crop) {
    const [aw, ah] = origin.crop.aspect.split(':').map(Number) as [number, number]
    let width = info.width
    let height = Math.round((width * ah) / aw)
    if (height > info.height) {
      height = info.height
      width = Math.round((height * aw) / ah)
    }
    const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)))
    const left = clamp(origin.crop.x * info.width - width / 2, info.width - width)
    const top = clamp(origin.crop.y * info.height - height / 2, info.height - height)
    image = sharp(await image.extract({ left, top, width, height }).raw().toBuffer(), {
      raw: { width, height, channels: info.channels },
    })
  }
  const target = path.join(IMAGES_DIR, entry.file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const out = await image
    .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(target)
  console.log(`${entry.file}: ${out.width}x${out.height}, ${Math.round(out.size / 1024)} KiB`)
}

async function main() {
  const root = process.argv[2]
  if (!root)
    throw new Error('usage: import-photos.ts <folder with one extracted package per folder>')
  const only = process.argv.slice(3)
  const sources = JSON.parse(
    fs.readFileSync(path.join(IMAGES_DIR, 'sources.json'), 'utf8'),
  ) as Source[]
  for (const entry of sources) {
    if (!entry.origin) continue
    if (only.length && !only.some((name) => entry.file.includes(name))) continue
    await importOne(root, entry as Source & { origin: Origin })
  }
}

await main()
