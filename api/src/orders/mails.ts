import type { PaymentInstructions } from '@print-shop/shop-domain/orders'
import { printedIban } from '@print-shop/shop-domain/bank-accounts'
import type { Config } from '../config.js'
import { escapeHtml } from '../lib/html.js'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/localized.js'
import { mailTranslator, type Translate } from '../lib/messages.js'
import { formatMoney } from '../lib/money.js'
import { mailLine } from '../lib/plain-text.js'
import { mailGreeting } from '../lib/greeting.js'
import type { Mail } from '../plugins/mailer.js'
import type { OrderItemRow, OrderRow } from './types.js'

const DATE_LOCALES: Record<Locale, string> = { cs: 'cs-CZ', sk: 'sk-SK', de: 'de-DE', en: 'en-GB' }

/** A YYYY-MM-DD day written out in the language ("29. listopadu 2026"). */
function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

function sizeInCm(item: OrderItemRow): string {
  return `${Math.round(item.customWidth / 10)} × ${Math.round(item.customHeight / 10)} cm`
}

/**
 * What every order e-mail shares: its language, greeting, link to the account and signature. The
 * shopper's own words (the billing name, a pickup point from the carrier's widget) go in as one line
 * each, so that they cannot add paragraphs of their own to the shop's mail.
 */
export function orderMailContext(config: Config, order: OrderRow, group: string) {
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE
  const t = mailTranslator(locale, config.shop)
  const name = mailLine(order.billing.first_name)
  const greeting = mailGreeting(t, locale, group, name)
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  // A guest order has no account to look it up in.
  const link = order.userId == null ? null : `${config.siteUrl}${prefix}/profil/moje-objednavky`
  const money = (minor: number) => formatMoney(minor, order.currency)
  return { locale, t, greeting, link, money }
}

/**
 * The account's e-mail, copied onto the order when it was placed. Never the billing e-mail, which
 * anyone can type: the shop's mail would carry their text to any address.
 */
export function recipient(order: OrderRow): string {
  return order.email ?? ''
}

export function linkBlock(t: Translate, group: string, link: string | null) {
  if (!link) return { text: [], html: [] }
  const label = t(`mail.${group}.order_link`)
  return {
    text: [`${label}\n${link}`],
    html: [`<p>${escapeHtml(label)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`],
  }
}

function paragraphs(lines: string[]): string {
  return `<p>${lines.map(escapeHtml).join('<br>')}</p>`
}

/** The order confirmation in the order's language: items, totals and how to pay. */
export function orderConfirmationMail(
  config: Config,
  order: OrderRow,
  items: OrderItemRow[],
  instructions: PaymentInstructions | null,
  /** Working days to make it (orders/production-days.ts). */
  productionDays: number,
): Mail {
  const group = 'order_confirmation'
  const { locale, t, greeting, link, money } = orderMailContext(config, order, group)
  const key = (name: string, vars?: Record<string, string | number>) =>
    t(`mail.${group}.${name}`, vars)

  const intro = key('intro', { number: order.number })
  const itemLines = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) =>
      key('item', {
        image: item.imageName,
        layout: item.layoutName,
        paper: item.paperName,
        size: sizeInCm(item),
        format: key(item.formatType === 'crop' ? 'format_crop' : 'format_original'),
        quantity: item.quantity,
        total: money(item.lineGross),
      }),
    )

  const summary: string[] = []
  if (order.discountGross > 0) {
    const label = order.couponCode
      ? key('discount_code', { code: order.couponCode })
      : key('discount')
    summary.push(`${label}: ${money(-order.discountGross)}`)
  }
  const deliveryPrice = order.deliveryGross > 0 ? money(order.deliveryGross) : key('free')
  summary.push(`${key('delivery')}: ${order.deliveryName} – ${deliveryPrice}`)
  const point = order.pickupPoint
  if (point)
    summary.push(
      mailLine(
        `${key('pickup_point')}: ${point.name}, ${point.street}, ${point.zip} ${point.city}`,
      ),
    )
  const total = `${key('total')}: ${money(order.totalGross)}`
  const vat = `${key('vat', { rate: order.vatRatePercent })}: ${money(order.totalVat)}`

  const method = t(`payments.methods.${order.paymentMethod}`)
  const paymentHeading = `${key('payment')}: ${method}`
  let paymentText: string[]
  let paymentHtml: string[]
  if (instructions) {
    // IBAN and BIC are international codes, written the same in every language.
    const rows: [string, string][] = [
      [key('bank.holder'), instructions.holder],
      ...(instructions.account_number
        ? [[key('bank.account_number'), instructions.account_number] as [string, string]]
        : []),
      ['IBAN', printedIban(instructions.iban)],
      ['BIC (SWIFT)', instructions.bic],
      [key('bank.variable_symbol'), instructions.variable_symbol],
      [key('bank.amount'), formatMoney(instructions.amount, instructions.currency)],
      [key('bank.due_date'), formatDay(instructions.due_date, locale)],
    ]
    const before = key('bank.intro')
    const after = key('bank.note', { days: config.payments.dueDays })
    paymentText = [
      `${paymentHeading}\n${before}\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}`,
      after,
    ]
    paymentHtml = [
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(paymentHeading)}</h2>`,
      `<p>${escapeHtml(before)}</p>`,
      `<table role="presentation" style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:#555">${escapeHtml(label)}</td><td style="padding:2px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
        )
        .join('')}</table>`,
      `<p>${escapeHtml(after)}</p>`,
    ]
  } else {
    const sentence = key('gateway')
    paymentText = [`${paymentHeading}\n${sentence}`]
    paymentHtml = [
      `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(paymentHeading)}</h2>`,
      `<p>${escapeHtml(sentence)}</p>`,
    ]
  }

  const production = key('production', { days: productionDays })
  const signature = t('mail.signature')
  const links = linkBlock(t, group, link)
  const itemsHeading = key('items')
  const text = [
    greeting,
    intro,
    `${itemsHeading}\n${itemLines.map((line) => `- ${line}`).join('\n')}`,
    [...summary, total, vat].join('\n'),
    ...paymentText,
    production,
    ...links.text,
    signature,
  ].join('\n\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(itemsHeading)}</h2>`,
    `<ul>${itemLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    paragraphs(summary),
    `<p><strong>${escapeHtml(total)}</strong><br>${escapeHtml(vat)}</p>`,
    ...paymentHtml,
    `<p>${escapeHtml(production)}</p>`,
    ...links.html,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
  ].join('\n')
  return {
    to: recipient(order),
    subject: mailLine(key('subject', { number: order.number })),
    text,
    html,
  }
}

/** Sent once when the order's payment arrived: production starts now. */
export function paymentReceivedMail(
  config: Config,
  order: OrderRow,
  productionDays: number,
  /** The order's invoice when issued already: attached. Without it, the mail says one follows. */
  issued: { id: number; number: string } | null = null,
): Mail {
  const group = 'payment_received'
  const { t, greeting, link, money } = orderMailContext(config, order, group)
  const key = (name: string, vars?: Record<string, string | number>) =>
    t(`mail.${group}.${name}`, vars)
  const body = key('body', { amount: money(order.totalGross), number: order.number })
  const production = key('production', { days: productionDays })
  const invoice = issued ? key('invoice_attached', { invoice: issued.number }) : key('invoice')
  const signature = t('mail.signature')
  const links = linkBlock(t, group, link)
  const text = [greeting, body, production, invoice, ...links.text, signature].join('\n\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(production)}</p>`,
    `<p>${escapeHtml(invoice)}</p>`,
    ...links.html,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
  ].join('\n')
  return {
    to: recipient(order),
    subject: mailLine(key('subject', { number: order.number })),
    text,
    html,
    invoiceIds: issued ? [issued.id] : [],
  }
}
