import type { Config } from '../config.js'
import { mailTranslator } from '../lib/messages.js'
import { formatMoney } from '../lib/money.js'
import { mailLine } from '../lib/plain-text.js'
import { bulletList, paragraph, renderMail } from '../mails/layout.js'
import type { Mail } from '../mails/outbox.js'
import { orderMailContext, recipient } from './mails.js'
import type { OrderItemRow, OrderRow } from './types.js'
import type { WithdrawalRow } from './withdrawals.js'

const DATE_LOCALES: Record<string, string> = {
  cs: 'cs-CZ',
  sk: 'sk-SK',
  de: 'de-DE',
  en: 'en-GB',
}

/** The instant as the law's acknowledgement needs it: day and time in Prague, in the language. */
export function pragueDateTime(instant: Date, locale: string): { date: string; time: string } {
  const language = DATE_LOCALES[locale] ?? 'cs-CZ'
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { timeZone: 'Europe/Prague', ...options }).format(instant)
  return {
    date: part({ day: 'numeric', month: 'long', year: 'numeric' }),
    time: part({ hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
  }
}

/** A YYYY-MM-DD day written out in the language ("15. prosince 2026"). */
export function longDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? 'cs-CZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** A payment method's name inside a sentence: lower case but for German nouns ("platba kartou"). */
function inSentence(name: string, locale: string): string {
  return locale === 'de' ? name : name.charAt(0).toLocaleLowerCase(locale) + name.slice(1)
}

/** One line per withdrawn print: picture, layout, size and pieces. */
function itemLines(
  withdrawal: WithdrawalRow,
  items: readonly OrderItemRow[],
  line: (vars: Record<string, string | number>) => string,
): string[] {
  return withdrawal.items.flatMap(({ order_item_id: id, quantity }) => {
    const item = items.find((candidate) => candidate.id === id)
    if (!item) return []
    const size = `${Math.round(item.customWidth / 10)} × ${Math.round(item.customHeight / 10)} cm`
    return [mailLine(line({ image: item.imageName, layout: item.layoutName, size, quantity }))]
  })
}

/**
 * The acknowledgement the law requires on a durable medium (Dir. (EU) 2023/2673, art. 11a): when
 * the declaration arrived (Prague time), what it covers, and what happens next: the prints go back
 * within 14 days to the shop's address at the shopper's cost, the money within 14 days of the
 * declaration by the original payment method, once the prints are back or shown to be sent.
 */
export function withdrawalAcknowledgementMail(
  config: Config,
  order: OrderRow,
  withdrawal: WithdrawalRow,
  items: readonly OrderItemRow[],
): Mail {
  const group = 'withdrawal_received'
  const { locale, t, money, render } = orderMailContext(config, order, group)
  const key = (name: string, vars?: Record<string, string | number>) =>
    t(`mail.${group}.${name}`, vars)
  const { date, time } = pragueDateTime(withdrawal.requestedAt, locale)
  const subject = mailLine(key('subject', { number: order.number }))
  const { text, html } = render(subject, [
    paragraph(key('intro', { number: order.number, date, time })),
    bulletList(itemLines(withdrawal, items, (vars) => key('item', vars))),
    paragraph(key('amount', { amount: money(withdrawal.amount) })),
    paragraph(key('send_back', { address: `${config.shop.companyName}, ${config.shop.address}` })),
    paragraph(
      key('refund', {
        method: inSentence(t(`payments.methods.${order.paymentMethod}`), locale),
      }),
    ),
  ])
  return { to: recipient(order), subject, text, html, userId: order.userId }
}

/** The owner's notice in Czech, the shop's language: who withdrew, from what, and what to do. */
export function withdrawalOwnerMail(
  config: Config,
  order: OrderRow,
  withdrawal: WithdrawalRow,
  items: readonly OrderItemRow[],
): Mail {
  const t = mailTranslator('cs', config.shop)
  const key = (name: string, vars?: Record<string, string | number>) =>
    t(`mail.withdrawal_owner.${name}`, vars)
  const { date, time } = pragueDateTime(withdrawal.requestedAt, 'cs')
  const name = mailLine(`${order.billing.first_name} ${order.billing.last_name}`)
  const intro = key('intro', { number: order.number, name, date, time })
  const list = itemLines(withdrawal, items, (vars) => key('item', vars))
  const amount = key('amount', {
    amount: formatMoney(withdrawal.amount, order.currency),
    method: t(`payments.methods.${order.paymentMethod}`),
  })
  const subject = mailLine(key('subject', { number: order.number, id: withdrawal.id }))
  const { text, html } = renderMail({
    locale: 'cs',
    t,
    shop: config.shop,
    subject,
    blocks: [
      paragraph(intro),
      bulletList(list),
      paragraph(amount),
      paragraph(key('next', { id: withdrawal.id })),
    ],
  })
  return { to: config.shop.email, subject, text, html }
}
