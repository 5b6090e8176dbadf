import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { API_ROOT } from '../../config.js'
import type { OwnerPicture } from '../../catalogue/owner-pictures.js'
import { LOCALES, type Localized } from '../../lib/localized.js'
import type { Prerendered } from '../../media/renditions.js'
import {
  ownersPath,
  table,
  UsageError,
  wholeNumber,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'
import { nextRebuild } from '../rebuild-schedule.js'
import {
  MAX_PICTURE_BYTES,
  type NewPictureBody,
  type PictureChangeBody,
} from '../../catalogue/picture-requests.js'

const TEXTS_FORMAT = t('owner.tool.texts.expected').split('\n')
const TEXT_FIELDS = ['name', 'description'] as const

type Texts = Pick<PictureChangeBody, 'name' | 'description'>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The texts file, checked here so that a wrong value is named with the file and its JSON path
 * (`$.name.en`): "name" and "description", each a text per language. Missing ones are left to the
 * API, which names every one an import needs.
 */
function readTexts(file: unknown): Texts {
  if (typeof file !== 'string' || !file) throw new UsageError(t('owner.tool.texts.no_file'))
  let parsed: unknown
  try {
    parsed = JSON.parse(fs.readFileSync(ownersPath(file), 'utf8'))
  } catch (error) {
    throw new UsageError(
      t('owner.tool.texts.unreadable', { file, reason: (error as Error).message }),
    )
  }
  const wrong = (key: string, at: string) =>
    new UsageError([t(key, { file, path: at }), ...TEXTS_FORMAT].join('\n'))
  if (!isObject(parsed)) throw wrong('owner.tool.texts.not_object', '$')
  const unknown = Object.keys(parsed).find(
    (key) => !(TEXT_FIELDS as readonly string[]).includes(key),
  )
  if (unknown !== undefined) throw wrong('owner.tool.texts.unknown_field', `$.${unknown}`)
  for (const field of TEXT_FIELDS) {
    const texts = parsed[field]
    if (texts === undefined) continue
    if (!isObject(texts)) throw wrong('owner.tool.texts.not_by_language', `$.${field}`)
    const language = Object.keys(texts).find((key) => !(LOCALES as readonly string[]).includes(key))
    if (language !== undefined)
      throw wrong('owner.tool.texts.unknown_language', `$.${field}.${language}`)
    const notText = LOCALES.find(
      (locale) => !['string', 'undefined'].includes(typeof texts[locale]),
    )
    if (notText) throw wrong('owner.tool.texts.not_text', `$.${field}.${notText}`)
  }
  const { name, description } = parsed as Texts
  return { name, description }
}

/** `--subcategory hory,voda-a-more` (or the option given more than once). */
function subcategoryList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined
  const slugs = (Array.isArray(value) ? value : [value])
    .flatMap((item) => String(item).split(','))
    .map((slug) => slug.trim())
    .filter(Boolean)
  if (!slugs.length) throw new UsageError('--subcategory needs at least one subcategory slug')
  return slugs
}

function pictureBytes(file: string | undefined): Buffer {
  if (!file) throw new UsageError('give the picture file to import')
  let stat: fs.Stats
  try {
    stat = fs.statSync(ownersPath(file))
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`)
  }
  if (stat.size > MAX_PICTURE_BYTES)
    throw new UsageError(
      `${file} has ${(stat.size / 1024 ** 2).toFixed(1)} MB; at most ${MAX_PICTURE_BYTES / 1024 ** 2} MB`,
    )
  return fs.readFileSync(ownersPath(file))
}

const amount = (minor: number) => (minor / 100).toFixed(2)

function renditionsLine(renditions: Prerendered | null): string {
  if (!renditions) return 'renditions: none made now (hidden, or a dry run)'
  const { rendered, cached, skipped, failed } = renditions
  const notes = [
    cached && `${cached} were ready`,
    skipped && `${skipped} left for later, the render queue being full`,
    failed && `${failed} FAILED, see the API's log`,
  ].filter(Boolean)
  return `renditions: ${rendered} rendered ahead${notes.length ? ` (${notes.join(', ')})` : ''}`
}

function describe(picture: OwnerPicture, print: (line: string) => void): void {
  print(`name: ${picture.name.cs} / ${picture.name.en}`)
  print(
    `size: ${picture.width} × ${picture.height} px, ${picture.orientation}, ${picture.kind}, colours ${picture.colors.join(' ')}`,
  )
  print(
    `filed in: ${picture.subcategories.join(', ')} (categories ${picture.categories.join(', ')})`,
  )
  print(`from price: ${amount(picture.from_price_czk)} CZK, ${amount(picture.from_price_eur)} EUR`)
  print(`hidden: ${picture.hidden ? 'yes' : 'no'}`)
}

const importCommand: Command = {
  action: 'import',
  summary: t('owner.tool.commands.pictures.import'),
  usage:
    '<file> --texts <texts.json> --subcategory <slug>[,<slug>...] [--author A] [--licence L] [--source S]',
  help: [
    'The API checks that the file is a whole JPEG, PNG, WebP or TIFF picture, measures it (size,',
    'orientation, colours, placeholder), prices it from the price list, keeps the original under',
    'ORIGINALS_DIR and files it in the subcategories (and so in their categories). Then it renders the',
    "picture's renditions ahead, so that its first visitor never waits. Its product page opens at",
    'once; the next `npm run rebuild` pre-renders it.',
    '',
    ...TEXTS_FORMAT,
    '',
    '  --texts <file>        the texts (required)',
    '  --subcategory <slugs> subcategory slugs, comma-separated (required), e.g. hory,voda-a-more',
    '  --author, --licence, --source  shown on the product page (author, licence) and kept (source)',
    '  --dry-run             check everything, import nothing',
    `  --rebuild             ${t('owner.tool.import.rebuild_option')}`,
    '',
    'example: npm run shop -- pictures import molo.jpg --texts molo.json --subcategory voda-a-more --author "Jana Nová"',
  ],
  options: {
    texts: { type: 'string' },
    subcategory: { type: 'string', multiple: true },
    author: { type: 'string' },
    licence: { type: 'string' },
    source: { type: 'string' },
    rebuild: { type: 'boolean' },
  },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    if (positionals.length > 1) throw new UsageError('import takes one file at a time')
    const rebuild = values.rebuild === true
    const texts = readTexts(values.texts)
    const subcategories = subcategoryList(values.subcategory)
    if (!subcategories) throw new UsageError('--subcategory is required')
    const bytes = pictureBytes(positionals[0])
    const body = {
      picture: bytes.toString('base64'),
      ...texts,
      subcategories,
      author: values.author,
      licence: values.licence,
      source: values.source,
    } as NewPictureBody
    const { data } = await client.request<{
      data: OwnerPicture & {
        file: string
        pages: Localized
        renditions: Prerendered | null
      }
    }>('/pictures', { method: 'POST', body, dryRun })
    // A dry run's number was taken and given back: the real import gets another one.
    if (dryRun) print('picture would be imported')
    else {
      print(`picture ${data.id} imported`)
      print(`id: ${data.id}`)
    }
    describe(data, print)
    print(`original: ${data.file}${dryRun ? ' (not written)' : ''}`)
    print(renditionsLine(data.renditions))
    if (dryRun) return
    print(`product page: ${data.pages.cs}`)
    print(`product page (en): ${data.pages.en}`)
    const warn = (line: string) => process.stderr.write(`${line}\n`)
    warn(t('owner.tool.import.until_rebuild'))
    if (!rebuild) {
      warn(scheduleNote())
      return
    }
    warn(t('owner.tool.import.rebuilding'))
    return runRebuild()
  },
}

/** When the shipped timer rebuilds next, as far as the tool can know it. */
function scheduleNote(): string {
  const next = nextRebuild()
  if (!next) return t('owner.tool.import.schedule_unknown')
  const at = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Prague',
    hour: '2-digit',
    minute: '2-digit',
  }).format(next.at)
  return t('owner.tool.import.schedule', { at, minutes: next.everyMinutes })
}

/** `npm run rebuild` in the shop's folder, its output shown; its exit code becomes the tool's. */
function runRebuild(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'rebuild'], {
      cwd: path.join(API_ROOT, '..'),
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', (error) => {
      process.stderr.write(`${error.message}\n`)
      resolve(1)
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

const listCommand: Command = {
  action: 'list',
  summary: t('owner.tool.commands.pictures.list'),
  usage: '[--hidden] [--search <text>] [--limit <n>]',
  help: [
    'Shows each picture: its number, Czech name, whether it is hidden, its "from" price and its',
    'subcategories.',
    '',
    '  --hidden          only the hidden pictures',
    '  --search <text>   only those whose name (any language, accents aside) holds every word',
    '  --limit <n>       at most this many (default 100)',
    '',
    'example: npm run shop -- pictures list --search molo',
  ],
  options: {
    hidden: { type: 'boolean' },
    search: { type: 'string' },
    limit: { type: 'string' },
  },
  writes: false,
  async run({ values, client, print }) {
    const limit = values.limit === undefined ? undefined : wholeNumber('--limit', values.limit, 1)
    const { data, meta } = await client.request<{
      data: OwnerPicture[]
      meta: { total: number }
    }>('/pictures', {
      query: {
        hidden: values.hidden === true ? true : undefined,
        search: values.search as string | undefined,
        limit,
      },
    })
    if (data.length === 0) {
      print('no pictures found')
      return
    }
    table(
      [
        ['ID', 'NAME (CS)', 'HIDDEN', 'FROM CZK', 'FROM EUR', 'SUBCATEGORIES'],
        ...data.map((picture) => [
          picture.id,
          picture.name.cs,
          picture.hidden ? 'hidden' : '',
          amount(picture.from_price_czk),
          amount(picture.from_price_eur),
          picture.subcategories.join(', '),
        ]),
      ],
      print,
    )
    if (meta.total > data.length) print(`${data.length} of ${meta.total} shown (see --limit)`)
  },
}

function pictureId(positionals: string[]): number {
  if (positionals.length !== 1) throw new UsageError('give one picture number')
  return wholeNumber('the picture number', positionals[0], 1)
}

function changedTexts(before: OwnerPicture, after: OwnerPicture): string[] {
  return (['name', 'description'] as const).flatMap((field) =>
    (Object.keys(after[field]) as (keyof Localized)[])
      .filter((locale) => before[field][locale] !== after[field][locale])
      .map((locale) => `${field}.${locale}: ${before[field][locale]} → ${after[field][locale]}`),
  )
}

const editCommand: Command = {
  action: 'edit',
  summary: t('owner.tool.commands.pictures.edit'),
  usage: '<id> [--texts <texts.json>] [--subcategory <slug>[,<slug>...]]',
  help: [
    'Changes the texts given (any of name and description, in any of the languages) and with',
    '--subcategory files the picture in exactly those subcategories. Its search text follows, and',
    'its renditions are made again ahead. Give at least one of the two options.',
    '',
    'texts.json: { "name": { "en": "Wooden pier" } } changes the English name only.',
    '',
    '  --texts <file>        the texts to change',
    '  --subcategory <slugs> the subcategories it is filed in from now, comma-separated',
    '',
    'example: npm run shop -- pictures edit 78 --texts new-name.json --subcategory voda-a-more,hory',
  ],
  options: {
    texts: { type: 'string' },
    subcategory: { type: 'string', multiple: true },
  },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const id = pictureId(positionals)
    const texts = values.texts === undefined ? {} : readTexts(values.texts)
    const subcategories = subcategoryList(values.subcategory)
    if (!texts.name && !texts.description && !subcategories)
      throw new UsageError('give --texts with "name" or "description", or --subcategory')
    const body: PictureChangeBody = { ...texts, subcategories }
    const { data } = await client.request<{
      data: { before: OwnerPicture; after: OwnerPicture; renditions: Prerendered | null }
    }>(`/pictures/${id}`, { method: 'PATCH', body, dryRun })
    const changes = changedTexts(data.before, data.after)
    const before = data.before.subcategories.join(', ')
    const after = data.after.subcategories.join(', ')
    if (before !== after) changes.push(`subcategories: ${before} → ${after}`)
    print(
      `picture ${id} ${dryRun ? 'would be changed' : 'changed'}${changes.length ? ':' : ' (the texts were the same)'}`,
    )
    for (const change of changes) print(`  ${change}`)
    if (!dryRun) print(renditionsLine(data.renditions))
  },
}

function visibilityCommand(action: 'hide' | 'show'): Command {
  const hide = action === 'hide'
  return {
    action,
    summary: t(`owner.tool.commands.pictures.${action}`),
    usage: '<id>',
    help: hide
      ? [
          'A hidden picture is left out of the catalogue, the search, the home page, recently viewed',
          'and favourites, its product call answers 404 and it cannot be added to a basket; a basket',
          'that holds it shows it as no longer available. Orders keep it. The storefront drops its',
          'page at the next `npm run rebuild`. `pictures show` puts it back.',
          '',
          'example: npm run shop -- pictures hide 78',
        ]
      : [
          'The picture is back in the catalogue at once (its renditions are made again ahead);',
          'the next `npm run rebuild` pre-renders its page again.',
          '',
          'example: npm run shop -- pictures show 78',
        ],
    options: {},
    writes: true,
    async run({ positionals, dryRun, client, print }) {
      const id = pictureId(positionals)
      const { data } = await client.request<{
        data: OwnerPicture & { changed: boolean; renditions: Prerendered | null }
      }>(`/pictures/${id}/${action}`, { method: 'POST', dryRun })
      const state = hide ? 'hidden' : 'shown'
      if (!data.changed) print(`picture ${id} (${data.name.cs}) is ${state} already`)
      else print(`picture ${id} (${data.name.cs}) ${dryRun ? `would be ${state}` : state}`)
      if (data.changed && !dryRun && !hide) print(renditionsLine(data.renditions))
    },
  }
}

const deleteCommand: Command = {
  action: 'delete',
  summary: t('owner.tool.delete.summary'),
  usage: '<id>',
  help: [...t('owner.tool.delete.help').split('\n'), '', 'npm run shop -- pictures delete 78'],
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    const id = pictureId(positionals)
    const { data } = await client.request<{ data: OwnerPicture & { original: string | null } }>(
      `/pictures/${id}`,
      { method: 'DELETE', dryRun },
    )
    const name = data.name.cs
    print(t(dryRun ? 'owner.tool.delete.would_delete' : 'owner.tool.delete.deleted', { id, name }))
    if (data.original && !dryRun) print(t('owner.tool.delete.original', { file: data.original }))
  },
}

const group: CommandGroup = {
  name: 'pictures',
  summary: t('owner.tool.groups.pictures'),
  commands: [
    importCommand,
    listCommand,
    editCommand,
    visibilityCommand('hide'),
    visibilityCommand('show'),
    deleteCommand,
  ],
}

export default group
