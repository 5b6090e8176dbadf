import type { Command, CommandGroup } from './command.js'
import { UsageError, parseCommand } from './command.js'
import { ApiError, OwnerClient } from './client.js'
import { t } from './language.js'
import categories from './commands/categories.js'
import coupons from './commands/coupons.js'
import invoices from './commands/invoices.js'
import orders from './commands/orders.js'
import packeta from './commands/packeta.js'
import pictures from './commands/pictures.js'
import prices from './commands/prices.js'
import rates from './commands/rates.js'
import promotions from './commands/promotions.js'
import withdrawals from './commands/withdrawals.js'

/**
 * `npm run shop -- <group> <action> [arguments]`: the shop owner's tool. It works through the running
 * API's owner calls (`/v1/owner`, OWNER_TOKEN), so it needs no database access of its own and serves a
 * shop on the embedded database or on PostgreSQL alike. Every command has `--help`; every command
 * that writes takes `--dry-run`, which checks and reports the change and writes nothing.
 * Exit codes: 0 done, 1 refused by the API or unreachable, 2 wrong usage. It speaks the owner's
 * language (language.ts), and so do the API's messages it passes on.
 */
const GROUPS: CommandGroup[] = [
  pictures,
  categories,
  prices,
  coupons,
  orders,
  promotions,
  withdrawals,
  invoices,
  rates,
  packeta,
]

const out = (line: string) => process.stdout.write(`${line}\n`)
const err = (line: string) => process.stderr.write(`${line}\n`)

function usage(group: CommandGroup, command: Command): string {
  return t('owner.tool.usage', {
    command: `${group.name} ${command.action} ${command.usage}${command.writes ? ' [--dry-run]' : ''}`,
  })
}

function overview(): string[] {
  const width = Math.max(
    ...GROUPS.flatMap((group) =>
      group.commands.map((command) => `${group.name} ${command.action}`.length),
    ),
  )
  return [
    t('owner.tool.overview'),
    '',
    ...GROUPS.flatMap((group) => [
      `${group.name}: ${group.summary}`,
      ...group.commands.map(
        (command) => `  ${`${group.name} ${command.action}`.padEnd(width)}  ${command.summary}`,
      ),
    ]),
    '',
    t('owner.tool.environment'),
  ]
}

function groupHelp(group: CommandGroup): string[] {
  return [
    `${group.name}: ${group.summary}`,
    ...group.commands.map(
      (command) =>
        `  npm run shop -- ${group.name} ${command.action} ${command.usage}${command.writes ? ' [--dry-run]' : ''}\n      ${command.summary}`,
    ),
  ]
}

export async function main(args: string[]): Promise<number> {
  const [groupName, action, ...rest] = args
  if (!groupName || groupName === '--help' || groupName === '-h' || groupName === 'help') {
    overview().forEach(out)
    return groupName ? 0 : 2
  }
  const group = GROUPS.find((candidate) => candidate.name === groupName)
  if (!group) {
    err(
      t('owner.tool.unknown_group', {
        name: groupName,
        names: GROUPS.map((g) => g.name).join(', '),
      }),
    )
    return 2
  }
  if (!action || action === '--help' || action === '-h') {
    groupHelp(group).forEach(action ? out : err)
    return action ? 0 : 2
  }
  const command = group.commands.find((candidate) => candidate.action === action)
  if (!command) {
    err(
      t('owner.tool.unknown_command', {
        name: `${groupName} ${action}`,
        names: group.commands.map((c) => c.action).join(', '),
      }),
    )
    return 2
  }
  try {
    const { values, positionals } = parseCommand(command, rest)
    if (values.help) {
      ;[usage(group, command), '', command.summary, ...command.help].forEach(out)
      return 0
    }
    const dryRun = values['dry-run'] === true
    if (dryRun) err(t('owner.tool.dry_run'))
    const code = await command.run({
      positionals,
      values,
      dryRun,
      client: new OwnerClient(),
      print: out,
    })
    return code ?? 0
  } catch (error) {
    if (error instanceof UsageError) {
      err(error.message)
      err(usage(group, command))
      return 2
    }
    if (error instanceof ApiError) {
      err(error.message)
      for (const field of error.fields) err(`  ${field.field}: ${field.message}`)
      return 1
    }
    throw error
  }
}

process.exitCode = await main(process.argv.slice(2))
