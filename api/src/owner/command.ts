import path from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import type { OwnerClient } from './client.js'

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
  run(input: CommandInput): Promise<void>
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

/** Parses one command's arguments strictly: an unknown option is a UsageError, not ignored. */
export function parseCommand(command: Command, args: string[]) {
  const options: Options = {
    ...command.options,
    help: { type: 'boolean', short: 'h' },
    ...(command.writes ? { 'dry-run': { type: 'boolean' } } : {}),
  }
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

/** A whole number of at least `min`, or a UsageError naming the option. */
export function wholeNumber(name: string, value: unknown, min = 0): number {
  const text = String(value ?? '')
  if (!/^-?\d+$/.test(text) || Number(text) < min)
    throw new UsageError(`${name} must be a whole number of at least ${min}, not "${text}"`)
  return Number(text)
}

/**
 * An amount of money as typed by the owner (`1290`, `1290.50`, `12,90`) in minor units; negative or
 * malformed amounts are a UsageError.
 */
export function money(name: string, value: unknown): number {
  const text = String(value ?? '').trim()
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text)
  if (!match) throw new UsageError(`${name} must be an amount such as 1290 or 12.90, not "${text}"`)
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
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
 * A path as the owner typed it: `npm run shop` runs in the api folder, so a relative path is taken
 * from where npm was started (INIT_CWD).
 */
export function ownersPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
}
