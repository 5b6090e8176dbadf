import fs from 'node:fs'
import type { PointImport } from '../../delivery/point-import.js'
import { shopTime } from '../../lib/period.js'
import type { Shipment, ShipmentRequest } from '../../orders/shipments.js'
import type { OwnerClient } from '../client.js'
import {
  header,
  ownersPath,
  table,
  textLines,
  UsageError,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'
import { shipmentLines, shipmentProblem } from '../shipment-lines.js'

/** `npm run shop -- packeta …`: Packeta's pickup points and the packets of orders to them. */

function orderNumber(positionals: string[]): string {
  const [number, extra] = positionals
  if (!number) throw new UsageError(t('owner.tool.orders.number_missing'))
  if (extra !== undefined) throw new UsageError(t('owner.tool.unexpected', { value: extra }))
  if (!/^\d{1,20}$/.test(number))
    throw new UsageError(t('owner.tool.orders.not_number', { value: number }))
  return number
}

function noPositionals(positionals: string[]): void {
  if (positionals.length)
    throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
}

type Imported = ({ imported: true } & PointImport) | { imported: false; reason: 'no_api_key' }

const importPoints: Command = {
  action: 'import-points',
  summary: t('owner.tool.commands.packeta.import_points'),
  usage: '',
  help: textLines('owner.tool.help.packeta.import_points'),
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    noPositionals(positionals)
    const { data } = await client.request<{ data: Imported }>('/packeta/points/import', {
      method: 'POST',
      dryRun,
    })
    // A shop without Packeta's key has nothing to import: said, and not a failure of the timer.
    if (!data.imported) {
      print(t('owner.tool.packeta.no_api_key'))
      return
    }
    const line = t('owner.tool.packeta.imported', {
      countries: data.countries.join(', '),
      points: data.points,
      added: data.added,
      updated: data.updated,
      closed: data.closed,
      reopened: data.reopened,
      unchanged: data.unchanged,
    })
    print(dryRun ? t('owner.tool.packeta.dry_run', { line }) : line)
  },
}

const shipments: Command = {
  action: 'shipments',
  summary: t('owner.tool.commands.packeta.shipments'),
  usage: '',
  help: textLines('owner.tool.help.packeta.shipments'),
  options: {},
  writes: false,
  async run({ positionals, client, print }) {
    noPositionals(positionals)
    const { data } = await client.request<{ data: Shipment[] }>('/packeta/shipments')
    if (!data.length) {
      print(t('owner.tool.packeta.nothing_to_retry'))
      return
    }
    table(
      [
        header('owner.tool.packeta.columns', ['number', 'attempted', 'problem']),
        ...data.map((shipment) => [
          shipment.number,
          shipment.attempted_at ? shopTime(new Date(shipment.attempted_at)) : '',
          shipment.status === 'creating'
            ? t('owner.tool.packeta.unfinished')
            : shipmentProblem(shipment),
        ]),
      ],
      print,
    )
    print(t('owner.tool.packeta.retry_all_hint', { count: data.length }))
  },
}

/** Asks for one order's packet and prints the outcome; false when Packeta did not make it. */
async function ship(
  client: OwnerClient,
  number: string,
  dryRun: boolean,
  print: (line: string) => void,
): Promise<boolean> {
  const { data } = await client.request<{ data: ShipmentRequest }>(`/packeta/shipments/${number}`, {
    method: 'POST',
    dryRun,
  })
  if (dryRun) {
    const { packet } = data
    print(
      t('owner.tool.packeta.would_send', {
        number,
        recipient: `${packet.name} ${packet.surname}`,
        point: packet.addressId,
        value: `${packet.value} ${packet.currency}`,
        weight: packet.weight,
      }),
    )
    return true
  }
  shipmentLines(data).forEach(print)
  return data.status === 'created'
}

const shipCommand: Command = {
  action: 'ship',
  summary: t('owner.tool.commands.packeta.ship'),
  usage: t('owner.tool.synopsis.packeta.ship'),
  help: textLines('owner.tool.help.packeta.ship'),
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    const number = orderNumber(positionals)
    return (await ship(client, number, dryRun, print)) ? 0 : 1
  },
}

const retry: Command = {
  action: 'retry',
  summary: t('owner.tool.commands.packeta.retry'),
  usage: '',
  help: textLines('owner.tool.help.packeta.retry'),
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    noPositionals(positionals)
    const { data } = await client.request<{ data: Shipment[] }>('/packeta/shipments')
    if (!data.length) {
      print(t('owner.tool.packeta.nothing_to_retry'))
      return
    }
    let failed = 0
    for (const shipment of data) if (!(await ship(client, shipment.number, dryRun, print))) failed++
    return failed ? 1 : 0
  },
}

const label: Command = {
  action: 'label',
  summary: t('owner.tool.commands.packeta.label'),
  usage: t('owner.tool.synopsis.packeta.label'),
  help: textLines('owner.tool.help.packeta.label'),
  options: { out: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    const number = orderNumber(positionals)
    const out = values.out === undefined ? `${number}-packeta.pdf` : String(values.out)
    if (!out.trim()) throw new UsageError(t('owner.tool.needs_file', { option: '--out' }))
    const { data } = await client.request<{ data: { pdf: string } }>(
      `/packeta/shipments/${number}/label`,
    )
    const pdf = Buffer.from(data.pdf, 'base64')
    fs.writeFileSync(ownersPath(out), pdf)
    print(t('owner.tool.packeta.label_written', { number, file: out, size: pdf.length }))
  },
}

const group: CommandGroup = {
  name: 'packeta',
  summary: t('owner.tool.groups.packeta'),
  commands: [importPoints, shipments, shipCommand, retry, label],
}

export default group
