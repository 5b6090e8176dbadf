import fs from 'node:fs'
import { CNB_RATES_URL } from '../../invoices/settings.js'
import { ApiError } from '../client.js'
import { ownersPath, UsageError, type Command, type CommandGroup } from '../command.js'
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
      `the Czech National Bank's rates could not be downloaded from ${url} (${(error as Error).message})`,
    )
  }
  if (!response.ok)
    throw new ApiError(
      response.status,
      `the Czech National Bank answered HTTP ${response.status} for ${url}`,
    )
  return response.text()
}

const importCommand: Command = {
  action: 'import',
  summary: t('owner.tool.commands.rates.import'),
  usage: '[--file <denni_kurz.txt> | --date <YYYY-MM-DD>]',
  help: [
    'EUR invoices state their VAT in CZK at the bank’s rate of the taxable-supply day; an order paid',
    'on a day whose rate is not imported yet waits for it. The bank publishes each working day after',
    '14:30 (a scheduled run imports it at 14:45, deploy/systemd/print-shop-rates.timer).',
    'Without --file the rate file is downloaded from CNB_RATES_URL (default the bank’s denni_kurz.txt).',
    'Importing a day twice changes nothing.',
    '  --file  a rate file saved from the bank',
    '  --date  the day to download (default: today’s rates)',
    'Example: npm run shop -- rates import --date 2026-11-27',
  ],
  options: { file: { type: 'string' }, date: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected "${positionals[0]}"`)
    if (values.file !== undefined && values.date !== undefined)
      throw new UsageError('give --file or --date, not both')
    let text: string
    if (values.file !== undefined) {
      const file = ownersPath(String(values.file))
      if (!fs.existsSync(file)) throw new UsageError(`no such file: ${String(values.file)}`)
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
    print(
      `rates of ${data.day}: ${data.rates} currencies, ${data.added} new${data.eur ? ` (EUR ${data.eur} CZK)` : ''}${dryRun ? ' (dry run)' : ''}`,
    )
    if (data.invoices_issued.length) print(`invoices issued: ${data.invoices_issued.join(', ')}`)
    if (data.credit_notes_issued.length)
      print(`credit notes issued: ${data.credit_notes_issued.join(', ')}`)
    for (const waiting of data.still_waiting)
      print(
        `still waiting: order ${waiting.order_number} (${waiting.currency} rate of ${waiting.day})`,
      )
  },
}

const group: CommandGroup = {
  name: 'rates',
  summary: t('owner.tool.groups.rates'),
  commands: [importCommand],
}

export default group
