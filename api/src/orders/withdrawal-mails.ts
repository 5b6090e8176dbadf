import type { Config } from '../config.js'
import { escapeHtml } from '../lib/html.js'
import { mailTranslator } from '../lib/messages.js'
import { formatMoney } from '../lib/money.js'
import { mailLine } from '../lib/plain-text.js'
import type { Mail } from '../plugins/mailer.js'
import { linkBlock, orderMailContext, recipient } from './mails.js'
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
  const { locale, t, greeting, link, money } = orderMailContext(config, order, group)
  const key = (name: string, vars?: Record<string, string | number>) =>
    t(`mail.${group}.${name}`, vars)
  const { date, time } = pragueDateTime(withdrawal.requestedAt, locale)
  const intro = key('intro', { number: order.number, date, time })
  const list = itemLines(withdrawal, items, (vars) => key('item', vars))
  const amount = key('amount', { amount: money(withdrawal.amount) })
  const sendBack = key('send_back', {
    address: `${config.shop.companyName}, ${config.shop.address}`,
  })
  const refund = key('refund', {
    method: inSentence(t(`payments.methods.${order.paymentMethod}`), locale),
  })
  const signature = t('mail.signature')
  const links = linkBlock(t, group, link)
  const text = [
    greeting,
    intro,
    list.map((line) => `- ${line}`).join('\n'),
    amount,
    sendBack,
    refund,
    ...links.text,
    signature,
  ].join('\n\n')
  return {
    to: recipient(order),
    subject: mailLine(key('subject', { number: order.number })),
    text,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      ...[amount, sendBack, refund].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...links.html,
      `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    ].join('\n'),
    userId: order.userId,
  }
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
  const next = key('next', { id: withdrawal.id })
  const text = [intro, list.map((line) => `- ${line}`).join('\n'), amount, next].join('\n\n')
  return {
    to: config.shop.email,
    subject: mailLine(key('subject', { number: order.number, id: withdrawal.id })),
    text,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(amount)}</p>`,
      `<p>${escapeHtml(next)}</p>`,
    ].join('\n'),
  }
}
