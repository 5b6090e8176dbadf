import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DEMO_OWNER_TOKEN } from '../../config.js'
import type { ProductionManifest } from '../../orders/production-files.js'
import { ApiError, type OwnerClient } from '../client.js'
import { ownersPath, UsageError, type Command } from '../command.js'
import { ownersLanguage, t } from '../language.js'

/** `npm run shop -- orders files`: what production needs of an order, written into a folder. */

const text = (key: string, vars?: Record<string, string | number>) =>
  t(`owner.tool.orders.files.${key}`, vars)

type ManifestItem = ProductionManifest['items'][number]

const megabytes = new Intl.NumberFormat(ownersLanguage(), {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const size = (bytes: number) => `${megabytes.format(bytes / 1_000_000)} MB`
const cm = (mm: number) => String(mm / 10).replace('.', ownersLanguage() === 'en' ? '.' : ',')

/**
 * Streams one file of the owner's API into `target`: written aside and renamed when complete, so
 * a file that is there is whole. OwnerClient reads JSON answers; these are pictures of up to
 * 100 MB, so they go from the socket to the disk as they come, with the client's address and token.
 */
async function download(client: OwnerClient, route: string, target: string): Promise<number> {
  const token = process.env.OWNER_TOKEN || DEMO_OWNER_TOKEN
  let response: Response
  try {
    response = await fetch(`${client.apiUrl}/owner${route}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': ownersLanguage() },
    })
  } catch (error) {
    throw new ApiError(
      0,
      t('owner.tool.unreachable', { url: client.apiUrl, reason: (error as Error).message }),
    )
  }
  if (!response.ok || !response.body) {
    const body = await response.text()
    let message = `HTTP ${response.status}`
    try {
      message = (JSON.parse(body) as { message?: string }).message ?? message
    } catch {
      // Not the API's JSON: the status says it.
    }
    throw new ApiError(response.status, message)
  }
  const partial = `${target}.part`
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      fs.createWriteStream(partial),
    )
  } catch (error) {
    fs.rmSync(partial, { force: true })
    throw error
  }
  fs.renameSync(partial, target)
  return fs.statSync(target).size
}

/** The sheet: one block per item with everything the workshop sets up, and the files to use. */
function sheet(manifest: ProductionManifest): string {
  const lines = [text('sheet.title', { number: manifest.number }), '']
  for (const item of manifest.items) lines.push(...sheetItem(item), '')
  return `${lines.join('\n').trimEnd()}\n`
}

function sheetItem(item: ManifestItem): string[] {
  const lines = [
    text('sheet.item', { position: item.position, name: item.picture.name }),
    `  ${text('sheet.layout', { layout: item.layout })}`,
    `  ${text('sheet.paper', { paper: item.paper })}`,
    `  ${text('sheet.size', { width: cm(item.width_mm), height: cm(item.height_mm) })}`,
    `  ${item.edge_mm ? text('sheet.edge', { edge: cm(item.edge_mm) }) : text('sheet.no_edge')}`,
    `  ${
      item.crop
        ? text('sheet.crop', {
            width: item.crop.width,
            height: item.crop.height,
            x: item.crop.x,
            y: item.crop.y,
          })
        : text('sheet.whole')
    }`,
    `  ${text('sheet.quantity', { quantity: item.quantity })}`,
  ]
  if (!item.original || !item.print) return [...lines, `  ${text('sheet.no_picture')}`]
  return [
    ...lines,
    `  ${text('sheet.original', { file: item.original.file_name })}`,
    `  ${text('sheet.print', {
      file: item.print.file_name,
      width: item.print.width_px,
      height: item.print.height_px,
      dpi: item.print.dpi,
    })}`,
    ...(item.print.edge_px
      ? [
          `  ${text('sheet.print_edge', {
            width: item.print.front_width_px,
            height: item.print.front_height_px,
            edge: item.print.edge_px,
          })}`,
        ]
      : []),
  ]
}

export const files: Command = {
  action: 'files',
  summary: text('summary'),
  usage: t('owner.tool.synopsis.orders.files'),
  help: [
    text('help.what'),
    text('help.print'),
    text('help.sheet'),
    `  --out  ${text('help.out')}`,
    text('help.example'),
  ],
  options: { out: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    const [number, extra] = positionals
    if (!number) throw new UsageError(t('owner.tool.orders.number_missing'))
    if (extra !== undefined) throw new UsageError(t('owner.tool.unexpected', { value: extra }))
    if (!/^\d{1,20}$/.test(number))
      throw new UsageError(t('owner.tool.orders.not_number', { value: number }))
    const out = values.out === undefined ? number : String(values.out)
    if (!out.trim()) throw new UsageError(text('out_empty'))

    // Asked first: an unknown order is refused before anything is written.
    const { data: manifest } = await client.request<{ data: ProductionManifest }>(
      `/orders/${number}/files`,
    )
    const dir = ownersPath(out)
    fs.mkdirSync(dir, { recursive: true })
    let written = 0
    for (const item of manifest.items) {
      if (!item.original || !item.print) {
        print(text('no_picture', { position: item.position, name: item.picture.name }))
        continue
      }
      for (const file of [item.original, item.print]) {
        const bytes = await download(client, file.path, path.join(dir, file.file_name))
        print(text('wrote', { file: file.file_name, size: size(bytes) }))
        written++
      }
    }
    const sheetName = `${manifest.number}-${text('sheet_name')}.txt`
    fs.writeFileSync(path.join(dir, sheetName), sheet(manifest))
    print(
      text('wrote', { file: sheetName, size: size(fs.statSync(path.join(dir, sheetName)).size) }),
    )
    print(text('done', { number: manifest.number, files: written + 1, dir }))
  },
}
