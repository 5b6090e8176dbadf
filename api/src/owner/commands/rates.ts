import fs from 'node:fs'
import { CNB_RATES_URL } from '../../config/invoicing.js'
import { ApiError } from '../client.js'
import { ownersPath, textLines, UsageError, type Command, type CommandGroup } from '../command.js'
import { t } from '../language.js'
import { startOfDay } from '../prague-dates.js'

/** `2026-11-27` → `27.11.2026`, as the bank's address takes it. */
function bankDate(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}.${month}.${year}`
}

/** The bank's file for a day (or the latest), from CNB_RATES_URL; an unreachable bank exits 1. */
async function download(day: string | undefined): Promise<string> {
  const url = new URL(process.env.CNB_RATES_URL || CNB_RATES_URL)
  if (day) url.searchParams.set('date', bankDate(day))
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    throw new ApiError(
      0,
      t('owner.tool.rates.download_failed', { url: String(url), reason: (error as Error).message }),
    )
  }
  if (!response.ok)
    throw new ApiError(
      response.status,
      t('owner.tool.rates.bank_refused', { status: response.status, url: String(url) }),
    )
  return response.text()
}

const importCommand: Command = {
  action: 'import',
  summary: t('owner.tool.commands.rates.import'),
  usage: t('owner.tool.synopsis.rates.import'),
  help: textLines('owner.tool.help.rates.import'),
  options: { file: { type: 'string' }, date: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    if (values.file !== undefined && values.date !== undefined)
      throw new UsageError(t('owner.tool.rates.file_or_date'))
    let text: string
    if (values.file !== undefined) {
      const file = ownersPath(String(values.file))
      if (!fs.existsSync(file))
        throw new UsageError(t('owner.tool.rates.no_such_file', { file: String(values.file) }))
      text = fs.readFileSync(file, 'utf8')
    } else {
      const day = values.date === undefined ? undefined : String(values.date)
      if (day !== undefined) startOfDay('--date', day)
      text = await download(day)
    }
    const { data } = await client.request<{
      data: {
        day: string
        rates: number
        added: number
        eur: string | null
        invoices_issued: string[]
        credit_notes_issued: string[]
        still_waiting: { order_number: string; currency: string; day: string }[]
      }
    }>('/exchange-rates', {
      method: 'POST',
      raw: { bytes: Buffer.from(text, 'utf8'), contentType: 'text/plain; charset=utf-8' },
      dryRun,
    })
    const imported = t(data.eur ? 'owner.tool.rates.imported_eur' : 'owner.tool.rates.imported', {
      day: data.day,
      rates: data.rates,
      added: data.added,
      eur: data.eur ?? '',
    })
    print(dryRun ? t('owner.tool.rates.dry_run', { line: imported }) : imported)
    if (data.invoices_issued.length)
      print(t('owner.tool.rates.invoices_issued', { numbers: data.invoices_issued.join(', ') }))
    if (data.credit_notes_issued.length)
      print(
        t('owner.tool.rates.credit_notes_issued', { numbers: data.credit_notes_issued.join(', ') }),
      )
    for (const waiting of data.still_waiting)
      print(
        t('owner.tool.rates.still_waiting', {
          order: waiting.order_number,
          currency: waiting.currency,
          day: waiting.day,
        }),
      )
  },
}

const group: CommandGroup = {
  name: 'rates',
  summary: t('owner.tool.groups.rates'),
  commands: [importCommand],
}

export default group
