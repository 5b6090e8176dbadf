/**
 * Writes api/seed/images/manifest.json (SeedImage[]) from the hand-written list in
 * api/seed/images/sources.json, measuring every shipped file with sharp: its size (an SVG's
 * declared print size), orientation, up to three dominant palette colours and a tiny WebP
 * placeholder. It also rewrites the table of files in api/seed/images/LICENSES.md. The output
 * depends only on the files, so running it again changes nothing.
 *
 * Run: cd api && npx tsx scripts/image-manifest.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { measurePicture } from '../src/catalogue/picture-measure.js'
import { LOCALES, type Localized } from '../src/lib/localized.js'
import { categories } from '../src/seed/data/categories.js'
import type { SeedImage } from '../src/seed/data/types.js'

const IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'images')

/** Names are cut at this length on the product cards. */
const MAX_NAME_LENGTH = 35
const MAX_PLACEHOLDER_LENGTH = 400

/** Where a shipped JPEG comes from (import-photos.ts re-creates it from this). */
interface Origin {
  package: string
  version: string
  path: string
  member?: string
}

/** One entry of sources.json: what cannot be measured. */
interface Source {
  file: string
  kind: SeedImage['kind']
  author: string
  licence: string
  source: string
  subcategories: string[]
  name: Localized
  description: Localized
  origin?: Origin
}

/** The declared print size of an SVG (its width and height attributes). */
function svgSize(file: string): { width: number; height: number } {
  const head = fs.readFileSync(file, 'utf8').slice(0, 1000)
  const tag = /<svg\b[^>]*>/.exec(head)?.[0] ?? ''
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1])
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1])
  if (!(width > 0 && height > 0))
    throw new Error(`${file}: the <svg> element needs width and height`)
  return { width, height }
}

/** Opens the picture; an SVG is rendered at about 512 px on its long side, which is plenty here. */
function open(file: string, width: number, height: number): sharp.Sharp {
  if (!file.endsWith('.svg')) return sharp(file)
  return sharp(file, { density: (72 * 512) / Math.max(width, height) })
}

function check(sources: Source[]): string[] {
  const problems: string[] = []
  const slugs = new Set(categories.flatMap((c) => c.subcategories.map((s) => s.slug)))
  const groupOf = new Map(
    categories.flatMap((c) => c.subcategories.map((s) => [s.slug, c.group] as const)),
  )
  const seen = new Set<string>()
  for (const source of sources) {
    const where = source.file
    if (seen.has(source.file)) problems.push(`${where}: listed twice`)
    seen.add(source.file)
    if (!fs.existsSync(path.join(IMAGES_DIR, source.file))) problems.push(`${where}: no such file`)
    const folder = source.kind === 'photo' ? 'photos/' : 'illustrations/'
    if (!source.file.startsWith(folder))
      problems.push(`${where}: a ${source.kind} belongs in ${folder}`)
    for (const field of ['author', 'licence', 'source'] as const) {
      if (!source[field]?.trim()) problems.push(`${where}: no ${field}`)
    }
    for (const field of ['name', 'description'] as const) {
      for (const locale of LOCALES) {
        if (!source[field]?.[locale]?.trim()) problems.push(`${where}: no ${field}.${locale}`)
      }
    }
    for (const locale of LOCALES) {
      const name = source.name?.[locale] ?? ''
      if (name.length > MAX_NAME_LENGTH)
        problems.push(`${where}: name.${locale} is longer than ${MAX_NAME_LENGTH}`)
    }
    if (!source.subcategories?.length || source.subcategories.length > 2) {
      problems.push(`${where}: needs one or two subcategories`)
    }
    for (const slug of source.subcategories ?? []) {
      const group = groupOf.get(slug)
      if (!slugs.has(slug)) problems.push(`${where}: unknown subcategory ${slug}`)
      else if (group !== 'AKCE' && group !== (source.kind === 'photo' ? 'FOTO' : 'ILUSTRACE')) {
        problems.push(`${where}: a ${source.kind} cannot be in ${slug} (${group})`)
      }
    }
  }
  return problems
}

/** Formats like the rest of the repository, so `prettier --check .` accepts the file as written. */
async function formatted(file: string, text: string): Promise<string> {
  try {
    const prettier = await import('prettier')
    const options = (await prettier.resolveConfig(file)) ?? {}
    return await prettier.format(text, { ...options, filepath: file })
  } catch (error) {
    console.warn(`${path.basename(file)}: prettier not available (${(error as Error).message})`)
    return text
  }
}

const FILES_START = /<!-- files:start[^>]*-->/
const FILES_END = '<!-- files:end -->'

/** The table of files in LICENSES.md, between its markers. */
async function writeLicenceTable(sources: Source[]) {
  const file = path.join(IMAGES_DIR, 'LICENSES.md')
  const text = fs.readFileSync(file, 'utf8')
  const start = FILES_START.exec(text)
  const end = text.indexOf(FILES_END)
  if (!start || end < start.index) throw new Error('LICENSES.md: no files:start/files:end markers')
  const cell = (value: string) => value.replace(/\|/g, '\\|')
  const rows = sources.map((source) => {
    const origin = source.origin
    const where = origin
      ? `\`${origin.path}\`${origin.member ? `, resource \`${origin.member}\`` : ''}`
      : 'generated by `api/scripts/illustrations.ts`'
    const from = origin ? `${origin.package} ${origin.version}` : '(none)'
    return `| \`${source.file}\` | ${cell(source.author)} | ${source.licence} | ${from} | ${where} |`
  })
  const table = [
    '| File | Author | Licence | Source package | Original path |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
  const updated = `${text.slice(0, start.index + start[0].length)}\n\n${table}\n\n${text.slice(end)}`
  fs.writeFileSync(file, await formatted(file, updated))
}

async function main() {
  const sources = JSON.parse(
    fs.readFileSync(path.join(IMAGES_DIR, 'sources.json'), 'utf8'),
  ) as Source[]
  const problems = check(sources)
  if (problems.length) throw new Error(`sources.json:\n  ${problems.join('\n  ')}`)

  const manifest: SeedImage[] = []
  for (const source of sources) {
    const file = path.join(IMAGES_DIR, source.file)
    let { width, height } = file.endsWith('.svg') ? svgSize(file) : { width: 0, height: 0 }
    if (!file.endsWith('.svg')) {
      const meta = await sharp(file).metadata()
      width = meta.autoOrient?.width ?? meta.width ?? 0
      height = meta.autoOrient?.height ?? meta.height ?? 0
    }
    const image = open(file, width, height)
    const entry: SeedImage = {
      file: source.file,
      kind: source.kind,
      width,
      height,
      ...(await measurePicture(image, width, height)),
      author: source.author,
      licence: source.licence,
      source: source.source,
      subcategories: source.subcategories,
      name: source.name,
      description: source.description,
    }
    if (entry.placeholder.length > MAX_PLACEHOLDER_LENGTH) {
      console.warn(`${source.file}: placeholder is ${entry.placeholder.length} characters`)
    }
    manifest.push(entry)
  }

  const target = path.join(IMAGES_DIR, 'manifest.json')
  fs.writeFileSync(target, await formatted(target, `${JSON.stringify(manifest, null, 2)}\n`))
  await writeLicenceTable(sources)

  const count = (pick: (image: SeedImage) => string[]) => {
    const counts = new Map<string, number>()
    for (const image of manifest)
      for (const key of pick(image)) counts.set(key, (counts.get(key) ?? 0) + 1)
    return [...counts.entries()].map(([key, n]) => `${key} ${n}`).join(', ')
  }
  console.log(`seed/images/manifest.json: ${manifest.length} pictures`)
  console.log(`  kinds: ${count((i) => [i.kind])}`)
  console.log(`  orientations: ${count((i) => [`${i.kind}/${i.orientation}`])}`)
  console.log(`  subcategories: ${count((i) => i.subcategories)}`)
}

await main()
