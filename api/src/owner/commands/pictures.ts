import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { API_ROOT } from '../../config.js'
import type { OwnerImage } from '../../catalogue/owner-images.js'
import { LOCALES, type Localized } from '../../lib/localized.js'
import type { Prerendered } from '../../media/renditions.js'
import {
  header,
  ownersPath,
  table,
  textLines,
  UsageError,
  wholeNumber,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'
import { nextRebuild } from '../rebuild-schedule.js'
import {
  MAX_PICTURE_BYTES,
  type NewImageBody,
  type ImageChangeBody,
} from '../../catalogue/image-requests.js'

const TEXTS_FORMAT = t('owner.tool.texts.expected').split('\n')
const TEXT_FIELDS = ['name', 'description'] as const

type Texts = Pick<ImageChangeBody, 'name' | 'description'>

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
  if (!slugs.length) throw new UsageError(t('owner.tool.pictures.subcategory_empty'))
  return slugs
}

function pictureBytes(file: string | undefined): Buffer {
  if (!file) throw new UsageError(t('owner.tool.pictures.no_file'))
  let stat: fs.Stats
  try {
    stat = fs.statSync(ownersPath(file))
  } catch (error) {
    throw new UsageError(
      t('owner.tool.pictures.unreadable', { file, reason: (error as Error).message }),
    )
  }
  if (stat.size > MAX_PICTURE_BYTES)
    throw new UsageError(
      t('owner.tool.pictures.too_big', {
        file,
        size: (stat.size / 1024 ** 2).toFixed(1),
        max: MAX_PICTURE_BYTES / 1024 ** 2,
      }),
    )
  return fs.readFileSync(ownersPath(file))
}

const amount = (minor: number) => (minor / 100).toFixed(2)

function renditionsLine(renditions: Prerendered | null): string {
  if (!renditions) return t('owner.tool.pictures.renditions_none')
  const { rendered, cached, skipped, failed } = renditions
  const notes = [
    cached && t('owner.tool.pictures.cached', { count: cached }),
    skipped && t('owner.tool.pictures.skipped', { count: skipped }),
    failed && t('owner.tool.pictures.failed', { count: failed }),
  ].filter(Boolean)
  return notes.length
    ? t('owner.tool.pictures.renditions_notes', { count: rendered, notes: notes.join(', ') })
    : t('owner.tool.pictures.renditions', { count: rendered })
}

function describe(picture: OwnerImage, print: (line: string) => void): void {
  print(t('owner.tool.pictures.name', { cs: picture.name.cs, en: picture.name.en }))
  print(
    t('owner.tool.pictures.size', {
      width: picture.width,
      height: picture.height,
      orientation: picture.orientation,
      kind: picture.kind,
      colours: picture.colors.join(' '),
    }),
  )
  print(
    t('owner.tool.pictures.filed', {
      subcategories: picture.subcategories.join(', '),
      categories: picture.categories.join(', '),
    }),
  )
  print(
    t('owner.tool.pictures.from_price', {
      czk: amount(picture.from_price_czk),
      eur: amount(picture.from_price_eur),
    }),
  )
  print(t(picture.hidden ? 'owner.tool.pictures.hidden_yes' : 'owner.tool.pictures.hidden_no'))
}

const importCommand: Command = {
  action: 'import',
  summary: t('owner.tool.commands.pictures.import'),
  usage: t('owner.tool.synopsis.pictures.import'),
  help: textLines('owner.tool.help.pictures.import', {
    format: TEXTS_FORMAT.join('\n'),
    rebuild: t('owner.tool.import.rebuild_option'),
  }),
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
    if (positionals.length > 1) throw new UsageError(t('owner.tool.pictures.one_file'))
    const rebuild = values.rebuild === true
    const texts = readTexts(values.texts)
    const subcategories = subcategoryList(values.subcategory)
    if (!subcategories) throw new UsageError(t('owner.tool.pictures.subcategory_required'))
    const bytes = pictureBytes(positionals[0])
    const body = {
      picture: bytes.toString('base64'),
      ...texts,
      subcategories,
      author: values.author,
      licence: values.licence,
      source: values.source,
    } as NewImageBody
    const { data } = await client.request<{
      data: OwnerImage & {
        file: string
        pages: Localized
        renditions: Prerendered | null
      }
    }>('/pictures', { method: 'POST', body, dryRun })
    // A dry run's number was taken and given back: the real import gets another one.
    if (dryRun) print(t('owner.tool.pictures.would_import'))
    else {
      print(t('owner.tool.pictures.imported', { id: data.id }))
      print(t('owner.tool.pictures.id', { id: data.id }))
    }
    describe(data, print)
    print(t(`owner.tool.pictures.${dryRun ? 'original_dry' : 'original'}`, { file: data.file }))
    print(renditionsLine(data.renditions))
    if (dryRun) return
    print(t('owner.tool.pictures.page', { url: data.pages.cs }))
    print(t('owner.tool.pictures.page_en', { url: data.pages.en }))
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
  usage: t('owner.tool.synopsis.pictures.list'),
  help: textLines('owner.tool.help.pictures.list'),
  options: {
    hidden: { type: 'boolean' },
    search: { type: 'string' },
    limit: { type: 'string' },
  },
  writes: false,
  async run({ values, client, print }) {
    const limit = values.limit === undefined ? undefined : wholeNumber('--limit', values.limit, 1)
    const { data, meta } = await client.request<{
      data: OwnerImage[]
      meta: { total: number }
    }>('/pictures', {
      query: {
        hidden: values.hidden === true ? true : undefined,
        search: values.search as string | undefined,
        limit,
      },
    })
    if (data.length === 0) {
      print(t('owner.tool.pictures.none'))
      return
    }
    table(
      [
        header('owner.tool.pictures.columns', [
          'id',
          'name',
          'hidden',
          'from_czk',
          'from_eur',
          'subcategories',
        ]),
        ...data.map((picture) => [
          picture.id,
          picture.name.cs,
          picture.hidden ? t('owner.tool.pictures.hidden') : '',
          amount(picture.from_price_czk),
          amount(picture.from_price_eur),
          picture.subcategories.join(', '),
        ]),
      ],
      print,
    )
    if (meta.total > data.length)
      print(t('owner.tool.pictures.shown_of', { shown: data.length, total: meta.total }))
  },
}

function pictureId(positionals: string[]): number {
  if (positionals.length !== 1) throw new UsageError(t('owner.tool.pictures.one_picture'))
  return wholeNumber(t('owner.tool.pictures.number_name'), positionals[0], 1)
}

function changedTexts(before: OwnerImage, after: OwnerImage): string[] {
  return (['name', 'description'] as const).flatMap((field) =>
    (Object.keys(after[field]) as (keyof Localized)[])
      .filter((locale) => before[field][locale] !== after[field][locale])
      .map((locale) => `${field}.${locale}: ${before[field][locale]} → ${after[field][locale]}`),
  )
}

const editCommand: Command = {
  action: 'edit',
  summary: t('owner.tool.commands.pictures.edit'),
  usage: t('owner.tool.synopsis.pictures.edit'),
  help: textLines('owner.tool.help.pictures.edit'),
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
      throw new UsageError(t('owner.tool.pictures.edit_nothing'))
    const body: ImageChangeBody = { ...texts, subcategories }
    const { data } = await client.request<{
      data: { before: OwnerImage; after: OwnerImage; renditions: Prerendered | null }
    }>(`/pictures/${id}`, { method: 'PATCH', body, dryRun })
    const changes = changedTexts(data.before, data.after)
    const before = data.before.subcategories.join(', ')
    const after = data.after.subcategories.join(', ')
    if (before !== after) changes.push(t('owner.tool.pictures.subcategories', { before, after }))
    const outcome = changes.length
      ? dryRun
        ? 'would_change'
        : 'changed'
      : dryRun
        ? 'would_same'
        : 'same'
    print(t(`owner.tool.pictures.${outcome}`, { id }))
    for (const change of changes) print(`  ${change}`)
    if (!dryRun) print(renditionsLine(data.renditions))
  },
}

function visibilityCommand(action: 'hide' | 'show'): Command {
  const hide = action === 'hide'
  return {
    action,
    summary: t(`owner.tool.commands.pictures.${action}`),
    usage: t(`owner.tool.synopsis.pictures.${action}`),
    help: textLines(`owner.tool.help.pictures.${action}`),
    options: {},
    writes: true,
    async run({ positionals, dryRun, client, print }) {
      const id = pictureId(positionals)
      const { data } = await client.request<{
        data: OwnerImage & { changed: boolean; renditions: Prerendered | null }
      }>(`/pictures/${id}/${action}`, { method: 'POST', dryRun })
      const state = hide ? 'hidden' : 'shown'
      const outcome = !data.changed
        ? `${state}_already`
        : dryRun
          ? `would_${action}`
          : `now_${state}`
      print(t(`owner.tool.pictures.${outcome}`, { id, name: data.name.cs }))
      if (data.changed && !dryRun && !hide) print(renditionsLine(data.renditions))
    },
  }
}

const deleteCommand: Command = {
  action: 'delete',
  summary: t('owner.tool.delete.summary'),
  usage: t('owner.tool.synopsis.pictures.delete'),
  help: [...textLines('owner.tool.delete.help'), '', 'npm run shop -- pictures delete 78'],
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    const id = pictureId(positionals)
    const { data } = await client.request<{ data: OwnerImage & { original: string | null } }>(
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
