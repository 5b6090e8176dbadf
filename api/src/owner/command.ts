import path from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import type { OwnerClient } from './client.js'
import { t } from './language.js'

/** A mistake in how a command was called: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

export type Options = NonNullable<ParseArgsConfig['options']>

/** One `npm run shop -- <group> <action>` command. */
export interface Command {
  /** e.g. `import`, called as `pictures import`. */
  action: string
  summary: string
  /** The arguments after the action, e.g. `<file> --texts <texts.json> [--dry-run]`. */
  usage: string
  /** Lines shown by `--help` under the usage: what it does, each option, an example. */
  help: string[]
  options: Options
  /** Whether it writes (and so takes `--dry-run`). */
  writes: boolean
  /** Resolves with the exit code when it is not 0 (a rebuild it ran that failed). */
  run(input: CommandInput): Promise<void | number>
}

export interface CommandInput {
  positionals: string[]
  values: Record<string, string | boolean | (string | boolean)[] | undefined>
  dryRun: boolean
  client: OwnerClient
  /** Where results go (stdout); messages about the run go to stderr. */
  print(line: string): void
}

export interface CommandGroup {
  name: string
  summary: string
  commands: Command[]
}

/** `-1`, `-12.90`, `-5,5`: a negative number, which Node's parser would take for an option. */
const NEGATIVE = /^-\d+(?:[.,]\d*)?$/

/**
 * Parses one command's arguments strictly: an unknown option is a UsageError, not ignored. A
 * negative number after an option that takes a value (`--czk -1`) is refused as such, as
 * `--czk=-1` is where the value is read.
 */
export function parseCommand(command: Command, args: string[]) {
  const options: Options = {
    ...command.options,
    help: { type: 'boolean', short: 'h' },
    ...(command.writes ? { 'dry-run': { type: 'boolean' } } : {}),
  }
  args.forEach((arg, i) => {
    const next = args[i + 1]
    if (
      arg.startsWith('--') &&
      options[arg.slice(2)]?.type === 'string' &&
      NEGATIVE.test(next ?? '')
    )
      throw negative(arg, next!)
  })
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(parseProblem(error as Error & { code?: string }))
  }
}

/** Node's parser's complaint in the owner's language: the option is in its English message. */
function parseProblem(error: Error & { code?: string }): string {
  const option = /'(-{1,2}[^'\s]+)/.exec(error.message)?.[1] ?? ''
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return t('owner.tool.unknown_option', { option })
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return t('owner.tool.option_value', { option })
  return error.message
}

function negative(name: string, text: string): UsageError {
  return new UsageError(t('owner.tool.negative', { option: name, value: text }))
}

/** A whole number of at least `min`, or a UsageError naming the option. */
export function wholeNumber(name: string, value: unknown, min = 0): number {
  const text = String(value ?? '')
  if (min >= 0 && NEGATIVE.test(text)) throw negative(name, text)
  if (!/^-?\d+$/.test(text) || Number(text) < min)
    throw new UsageError(t('owner.tool.whole_number', { option: name, min, value: text }))
  return Number(text)
}

/**
 * An amount of money as typed by the owner (`1290`, `1290.50`, `12,90`) in minor units; negative or
 * malformed amounts are a UsageError.
 */
export function money(name: string, value: unknown): number {
  const text = String(value ?? '').trim()
  if (NEGATIVE.test(text)) throw negative(name, text)
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text)
  if (!match) throw new UsageError(t('owner.tool.amount', { option: name, value: text }))
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A text of several lines (a command's help) in the owner's language, as lines. */
export function textLines(key: string, vars?: Record<string, string | number>): string[] {
  return t(key, vars).split('\n')
}

/** A table's header: each column's name from `<key>.<column>` in the owner's language. */
export function header(key: string, columns: readonly string[]): string[] {
  return columns.map((column) => t(`${key}.${column}`))
}

/** Prints rows as aligned columns, the header first. */
export function table(rows: (string | number | null)[][], print: (line: string) => void): void {
  const cells = rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)))
  for (const row of cells)
    print(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
}

/**
 * A path as the owner typed it: npm runs the tool in the shop's folder (or api/ for `-w api`), so a
 * relative path is taken from where npm was started (INIT_CWD).
 */
export function ownersPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
}
