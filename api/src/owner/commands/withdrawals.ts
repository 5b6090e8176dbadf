import { majorUnits } from '../../lib/money.js'
import type { OwnerWithdrawal } from '../../orders/owner-withdrawals.js'
import { WITHDRAWAL_STATUSES } from '../../orders/owner-withdrawals.js'
import { shopTime } from '../../lib/period.js'
import {
  header,
  table,
  textLines,
  UsageError,
  wholeNumber,
  type Command,
  type CommandGroup,
} from '../command.js'
import { t } from '../language.js'

const HEADER = header('owner.tool.withdrawals.columns', [
  'id',
  'order',
  'customer',
  'declared',
  'prints',
  'amount',
  'status',
])

function row(withdrawal: OwnerWithdrawal): string[] {
  return [
    String(withdrawal.id),
    withdrawal.order_number,
    withdrawal.customer,
    shopTime(new Date(withdrawal.requested_at)),
    withdrawal.items.map((item) => `${item.quantity}× ${item.name}`).join('; '),
    `${majorUnits(withdrawal.amount)} ${withdrawal.currency}`,
    creditNote(
      withdrawal.status + (withdrawal.refund_method ? ` (${withdrawal.refund_method})` : ''),
      withdrawal.credit_note,
    ),
  ]
}

function creditNote(status: string, number: string | null): string {
  return number ? t('owner.tool.withdrawals.credit_note', { status, number }) : status
}

function withdrawalId(positionals: string[]): number {
  if (positionals.length !== 1) throw new UsageError(t('owner.tool.withdrawals.one_id'))
  return wholeNumber(t('owner.tool.withdrawals.id_name'), positionals[0], 1)
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.withdrawals.list'),
  usage: t('owner.tool.synopsis.withdrawals.list'),
  help: textLines('owner.tool.help.withdrawals.list', {
    statuses: WITHDRAWAL_STATUSES.join(', '),
  }),
  options: { status: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length)
      throw new UsageError(t('owner.tool.unexpected', { value: positionals[0]! }))
    const status = values.status === undefined ? undefined : String(values.status)
    const unknown = status
      ?.split(',')
      .find((name) => !(WITHDRAWAL_STATUSES as readonly string[]).includes(name))
    if (unknown !== undefined)
      throw new UsageError(
        t('owner.tool.unknown_status', {
          value: unknown,
          statuses: WITHDRAWAL_STATUSES.join(', '),
        }),
      )
    const { data } = await client.request<{ data: OwnerWithdrawal[] }>('/withdrawals', {
      query: { status },
    })
    if (data.length === 0) {
      print(t('owner.tool.withdrawals.none'))
      return
    }
    table([HEADER, ...data.map(row)], print)
  },
}

/** `--item 1:2`: the order's first line (as `orders show` lists them), two pieces. */
function line(value: string | boolean): { line: number; quantity: number } {
  const match = /^(\d{1,4}):(\d{1,3})$/.exec(String(value))
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new UsageError(t('owner.tool.withdrawals.item', { value: String(value) }))
  return { line: Number(match[1]), quantity: Number(match[2]) }
}

const record: Command = {
  action: 'record',
  summary: t('owner.tool.commands.withdrawals.record'),
  usage: t('owner.tool.synopsis.withdrawals.record'),
  help: textLines('owner.tool.help.withdrawals.record'),
  options: { item: { type: 'string', multiple: true }, sent: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    if (positionals.length !== 1 || !/^\d{1,20}$/.test(positionals[0]!))
      throw new UsageError(t('owner.tool.withdrawals.one_order'))
    const items = ((values.item as (string | boolean)[] | undefined) ?? []).map(line)
    if (items.length === 0) throw new UsageError(t('owner.tool.withdrawals.one_item'))
    const sent = values.sent === undefined ? undefined : String(values.sent)
    if (sent !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(sent))
      throw new UsageError(
        t('owner.tool.day', { option: '--sent', example: '2026-12-03', value: sent }),
      )
    const { data } = await client.request<{ data: OwnerWithdrawal }>('/withdrawals', {
      method: 'POST',
      body: { order_number: positionals[0], items, sent_on: sent },
      dryRun,
    })
    print(
      t(`owner.tool.withdrawals.${dryRun ? 'would_record' : 'recorded'}`, {
        id: data.id,
        order: data.order_number,
      }),
    )
    table([HEADER, row(data)], print)
  },
}

const returned: Command = {
  action: 'returned',
  summary: t('owner.tool.commands.withdrawals.returned'),
  usage: t('owner.tool.synopsis.withdrawals.returned'),
  help: textLines('owner.tool.help.withdrawals.returned'),
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    const id = withdrawalId(positionals)
    const { data } = await client.request<{ data: OwnerWithdrawal }>(
      `/withdrawals/${id}/returned`,
      { method: 'POST', dryRun },
    )
    print(t(`owner.tool.withdrawals.${dryRun ? 'would_return' : 'returned'}`, { id }))
    table([HEADER, row(data)], print)
  },
}

const refund: Command = {
  action: 'refund',
  summary: t('owner.tool.commands.withdrawals.refund'),
  usage: t('owner.tool.synopsis.withdrawals.refund'),
  help: textLines('owner.tool.help.withdrawals.refund'),
  options: { bank: { type: 'boolean' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    const id = withdrawalId(positionals)
    const method = values.bank === true ? 'bank' : 'gateway'
    const { data } = await client.request<{ data: OwnerWithdrawal }>(`/withdrawals/${id}/refund`, {
      method: 'POST',
      body: { method },
      dryRun,
    })
    const refunded = t(`owner.tool.withdrawals.${dryRun ? 'would_refund' : 'refunded'}_${method}`, {
      amount: `${majorUnits(data.amount)} ${data.currency}`,
    })
    print(
      data.credit_note
        ? t('owner.tool.withdrawals.with_credit_note', {
            refund: refunded,
            number: data.credit_note,
          })
        : refunded,
    )
    table([HEADER, row(data)], print)
  },
}

const group: CommandGroup = {
  name: 'withdrawals',
  summary: t('owner.tool.groups.withdrawals'),
  commands: [list, record, returned, refund],
}

export default group
