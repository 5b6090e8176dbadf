import { majorUnits } from '../../lib/money.js'
import type { OwnerWithdrawal } from '../../orders/owner-withdrawals.js'
import { WITHDRAWAL_STATUSES } from '../../orders/owner-withdrawals.js'
import { shopTime } from '../../orders/period.js'
import { table, UsageError, wholeNumber, type Command, type CommandGroup } from '../command.js'
import { t } from '../language.js'

const HEADER = ['id', 'order', 'customer', 'declared (Prague)', 'prints', 'amount', 'status']

function row(withdrawal: OwnerWithdrawal): string[] {
  return [
    String(withdrawal.id),
    withdrawal.order_number,
    withdrawal.customer,
    shopTime(new Date(withdrawal.requested_at)),
    withdrawal.items.map((item) => `${item.quantity}× ${item.name}`).join('; '),
    `${majorUnits(withdrawal.amount)} ${withdrawal.currency}`,
    withdrawal.status +
      (withdrawal.refund_method ? ` (${withdrawal.refund_method})` : '') +
      (withdrawal.credit_note ? `, credit note ${withdrawal.credit_note}` : ''),
  ]
}

function withdrawalId(positionals: string[]): number {
  if (positionals.length !== 1) throw new UsageError('give one withdrawal id (withdrawals list)')
  return wholeNumber('the withdrawal id', positionals[0], 1)
}

const list: Command = {
  action: 'list',
  summary: t('owner.tool.commands.withdrawals.list'),
  usage: '[--status <s1,s2>]',
  help: [
    'Shows each withdrawal with its order, customer, when it was declared (Prague time), the',
    'prints, the money owed back and its state: requested, returned or refunded.',
    '',
    `  --status   one or more of ${WITHDRAWAL_STATUSES.join(', ')}, comma-separated`,
    '',
    'example: npm run shop -- withdrawals list --status requested,returned',
  ],
  options: { status: { type: 'string' } },
  writes: false,
  async run({ positionals, values, client, print }) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`)
    const status = values.status === undefined ? undefined : String(values.status)
    const unknown = status
      ?.split(',')
      .find((name) => !(WITHDRAWAL_STATUSES as readonly string[]).includes(name))
    if (unknown !== undefined)
      throw new UsageError(`unknown status "${unknown}"; one of: ${WITHDRAWAL_STATUSES.join(', ')}`)
    const { data } = await client.request<{ data: OwnerWithdrawal[] }>('/withdrawals', {
      query: { status },
    })
    if (data.length === 0) {
      print('no withdrawals')
      return
    }
    table([HEADER, ...data.map(row)], print)
  },
}

/** `--item 1:2`: the order's first line (as `orders show` lists them), two pieces. */
function line(value: string | boolean): { line: number; quantity: number } {
  const match = /^(\d{1,4}):(\d{1,3})$/.exec(String(value))
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new UsageError(`--item takes line:pieces, such as 1:2, not "${String(value)}"`)
  return { line: Number(match[1]), quantity: Number(match[2]) }
}

const record: Command = {
  action: 'record',
  summary: t('owner.tool.commands.withdrawals.record'),
  usage: '<order-number> --item <line:pieces> [--item <line:pieces>] [--sent <day>]',
  help: [
    'The same checks as the button in the order’s detail: only standard-size prints of the',
    'whole picture, pieces not withdrawn yet, within 14 days of delivery. The customer gets the',
    'acknowledgement by e-mail. Lines are numbered as `orders show` lists the prints (1 = first).',
    '',
    '  --item <line:pieces>   a line of the order and how many pieces, e.g. 1:2; repeat for more',
    '  --sent <day>           the day the customer sent it (YYYY-MM-DD, default today): a',
    '                         withdrawal sent within the period is in time',
    '  --dry-run              check it, write nothing, send nothing',
    '',
    'example: npm run shop -- withdrawals record 2026000042 --item 1:2 --sent 2026-12-03',
  ],
  options: { item: { type: 'string', multiple: true }, sent: { type: 'string' } },
  writes: true,
  async run({ positionals, values, dryRun, client, print }) {
    if (positionals.length !== 1 || !/^\d{1,20}$/.test(positionals[0]!))
      throw new UsageError('give one order number, such as 2026000042')
    const items = ((values.item as (string | boolean)[] | undefined) ?? []).map(line)
    if (items.length === 0) throw new UsageError('give at least one --item <line:pieces>')
    const sent = values.sent === undefined ? undefined : String(values.sent)
    if (sent !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(sent))
      throw new UsageError(`--sent must be a day such as 2026-12-03, not "${sent}"`)
    const { data } = await client.request<{ data: OwnerWithdrawal }>('/withdrawals', {
      method: 'POST',
      body: { order_number: positionals[0], items, sent_on: sent },
      dryRun,
    })
    print(
      `${dryRun ? 'would record' : 'recorded'} withdrawal ${dryRun ? '' : `${data.id} `}from order ${data.order_number}`,
    )
    table([HEADER, row(data)], print)
  },
}

const returned: Command = {
  action: 'returned',
  summary: t('owner.tool.commands.withdrawals.returned'),
  usage: '<id>',
  help: [
    'Once the prints are back (or the customer showed they were sent), refund the money within',
    '14 days of the withdrawal: withdrawals refund <id>.',
    '',
    '  --dry-run   check it, write nothing',
    '',
    'example: npm run shop -- withdrawals returned 12',
  ],
  options: {},
  writes: true,
  async run({ positionals, dryRun, client, print }) {
    const id = withdrawalId(positionals)
    const { data } = await client.request<{ data: OwnerWithdrawal }>(
      `/withdrawals/${id}/returned`,
      { method: 'POST', dryRun },
    )
    print(`${dryRun ? 'would record' : 'recorded'} the return of withdrawal ${id}`)
    table([HEADER, row(data)], print)
  },
}

const refund: Command = {
  action: 'refund',
  summary: t('owner.tool.commands.withdrawals.refund'),
  usage: '<id> [--bank]',
  help: [
    'Card and GoPay payments are refunded through the gateway they were paid with. A bank',
    'transfer order is refunded by you: send the money, then record it with --bank. Either way',
    'the credit note (opravný daňový doklad) for the withdrawn prints is issued, with the',
    'delivery when the customer withdrew from the whole order. When the gateway refuses,',
    'nothing is recorded and no credit note is issued: try again later.',
    '',
    '  --bank      you sent the money by bank transfer; record it',
    '  --dry-run   check it (the credit note too), ask no gateway, write nothing',
    '',
    'example: npm run shop -- withdrawals refund 12',
    'example: npm run shop -- withdrawals refund 13 --bank',
  ],
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
    const how = method === 'bank' ? 'by bank transfer' : 'through the payment gateway'
    print(
      `${dryRun ? 'would refund' : 'refunded'} ${majorUnits(data.amount)} ${data.currency} ${how}` +
        (data.credit_note ? `; credit note ${data.credit_note}` : ''),
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
