import type { PaymentInstructions } from '@print-shop/shop-domain/orders'
import { ibanGroups, printedIban } from '@print-shop/shop-domain/bank-accounts'
import { printDpi, printQuality } from '@print-shop/shop-domain/print-quality'
import type { Config } from '../config.js'
import { escapeHtml } from '../lib/html.js'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/localized.js'
import { mailTranslator, type Translate } from '../lib/messages.js'
import { formatMoney } from '../lib/money.js'
import { mailLine } from '../lib/plain-text.js'
import { mailGreeting } from '../lib/greeting.js'
import {
  MAIL_COLOURS,
  MAIL_FONT,
  facts,
  heading,
  htmlOnly,
  linkParagraph,
  paragraph,
  renderMail,
  signature,
  type MailBlock,
} from '../mails/layout.js'
import { printThumbnailHtml } from '../mails/print-thumbnail.js'
import { QR_SIZE, qrPaymentImage } from '../mails/qr-payment.js'
import type { Mail } from '../mails/outbox.js'
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
  /** The mail in the shop's look: greeting, these blocks, the account link and the signature. */
  const render = (subject: string, blocks: MailBlock[], preheader?: string) =>
    renderMail({
      locale,
      t,
      shop: config.shop,
      subject,
      // What the mail is about, not its greeting.
      preheader: preheader ?? blocks.find((block) => block.text)?.text ?? undefined,
      blocks: [
        paragraph(greeting),
        ...blocks,
        ...linkBlock(t, group, link),
        signature(t('mail.signature')),
      ],
    })
  return { locale, t, greeting, link, money, render }
}

/**
 * The account's e-mail, copied onto the order when it was placed. Never the billing e-mail, which
 * anyone can type: the shop's mail would carry their text to any address.
 */
export function recipient(order: OrderRow): string {
  return order.email ?? ''
}

export function linkBlock(t: Translate, group: string, link: string | null): MailBlock[] {
  return link ? [linkParagraph(t(`mail.${group}.order_link`), link)] : []
}

type Key = (name: string, vars?: Record<string, string | number>) => string

/**
 * The note under a print ordered below the good resolution, with its DPI (shop-domain's print
 * quality, by the thresholds the shop serves); null for a sharp print or a picture of unknown size.
 */
function qualityNote(
  config: Config,
  item: OrderItemRow,
  key: Key,
  scalable: ReadonlySet<number>,
): string | null {
  if (!item.imageWidth || !item.imageHeight) return null
  // A vector drawing is rendered at the print's own size: sharp at any size.
  if (item.imageId !== null && scalable.has(item.imageId)) return null
  const dpi = printDpi(
    { width: item.imageWidth, height: item.imageHeight },
    { customWidth: item.customWidth, customHeight: item.customHeight, formatType: item.formatType },
  )
  const quality = printQuality(dpi, config.shop.printQuality)
  if (quality === 'good') return null
  return key(`quality_${quality}`, { dpi, good: config.shop.printQuality.goodDpi })
}

/**
 * The ordered prints: in the text one line each (and the resolution note under a print that will
 * not be sharp), in the HTML a row each with its thumbnail, crop frame included.
 */
function itemsBlock(
  config: Config,
  items: OrderItemRow[],
  key: Key,
  money: (minor: number) => string,
  scalable: ReadonlySet<number>,
) {
  const rows = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) => {
      const vars = {
        image: item.imageName,
        layout: item.layoutName,
        paper: item.paperName,
        size: sizeInCm(item),
        format: key(item.formatType === 'crop' ? 'format_crop' : 'format_original'),
        quantity: item.quantity,
        total: money(item.lineGross),
      }
      return {
        item,
        vars,
        line: mailLine(key('item', vars)),
        note: qualityNote(config, item, key, scalable),
      }
    })
  const text = rows
    .flatMap(({ line, note }) => [`- ${line}`, ...(note ? [`  ${note}`] : [])])
    .join('\n')
  const cell = `font-family:${MAIL_FONT};font-size:15px;line-height:1.45;color:${MAIL_COLOURS.ink}`
  const html = rows
    .map(({ item, vars, note }) => {
      const details = mailLine(key('item_details', vars))
      const quantity = key('item_quantity', { quantity: item.quantity })
      return `<tr><td width="108" valign="top" style="width:108px;padding:12px 12px 12px 0;border-top:1px solid ${MAIL_COLOURS.line}">${printThumbnailHtml(config.publicUrl, item, mailLine(item.imageName))}</td><td valign="top" style="padding:12px 0;border-top:1px solid ${MAIL_COLOURS.line};${cell}"><strong>${escapeHtml(mailLine(item.imageName))}</strong><br><span style="color:${MAIL_COLOURS.muted}">${escapeHtml(details)}</span><br>${escapeHtml(quantity)} · <strong style="white-space:nowrap">${escapeHtml(vars.total)}</strong></td></tr>${note ? `<tr><td colspan="2" style="padding:0 0 12px"><div style="padding:8px 12px;background:${MAIL_COLOURS.accentSoft};border-left:3px solid ${MAIL_COLOURS.accent};${cell};font-size:14px">${escapeHtml(note)}</div></td></tr>` : ''}`
    })
    .join('')
  return [
    heading(key('items')),
    {
      text,
      html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">${html}</table>`,
    },
  ]
}

/** The QR code to pay from a banking app, named by its standard (QR Platba, PAY by square, EPC). */
async function qrBlock(instructions: PaymentInstructions, key: Key): Promise<MailBlock> {
  const { format, payload } = instructions.qr_payment
  const image = await qrPaymentImage(payload)
  const caption = key('qr_caption', { standard: key(`qr_standard.${format}`) })
  return htmlOnly(
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px"><tr><td style="padding:0 0 8px"><img src="${image}" width="${QR_SIZE}" height="${QR_SIZE}" alt="${escapeHtml(key('qr_alt'))}" style="display:block;border:1px solid ${MAIL_COLOURS.line};width:${QR_SIZE}px;height:${QR_SIZE}px"></td></tr><tr><td style="font-family:${MAIL_FONT};font-size:14px;line-height:1.45;color:${MAIL_COLOURS.muted}">${escapeHtml(caption)}</td></tr></table>`,
  )
}

/** An IBAN that breaks only between its groups of four. */
function ibanHtml(iban: string): string {
  return ibanGroups(iban)
    .map((group) => `<span style="white-space:nowrap">${escapeHtml(group)}</span>`)
    .join(' ')
}

/**
 * The order confirmation in the order's language: the prints with their thumbnails (and a note
 * under any below the good resolution), totals, and how to pay: for a bank transfer the details and
 * the QR code, an inline PNG.
 */
export async function orderConfirmationMail(
  config: Config,
  order: OrderRow,
  items: OrderItemRow[],
  instructions: PaymentInstructions | null,
  /** Working days to make it (orders/production-days.ts). */
  productionDays: number,
  /** The ordered pictures that are vector drawings (catalogue/images.ts scalableImageIds). */
  scalable: ReadonlySet<number> = new Set(),
): Promise<Mail> {
  const group = 'order_confirmation'
  const { locale, t, money, render } = orderMailContext(config, order, group)
  const key: Key = (name, vars) => t(`mail.${group}.${name}`, vars)

  const summary: { label: string; value: string }[] = []
  if (order.discountGross > 0) {
    const label = order.couponCode
      ? key('discount_code', { code: order.couponCode })
      : key('discount')
    summary.push({ label, value: money(-order.discountGross) })
  }
  const deliveryPrice = order.deliveryGross > 0 ? money(order.deliveryGross) : key('free')
  summary.push({
    label: key('delivery'),
    value: mailLine(`${order.deliveryName} – ${deliveryPrice}`),
  })
  const point = order.pickupPoint
  if (point)
    summary.push({
      label: key('pickup_point'),
      value: mailLine(`${point.name}, ${point.street}, ${point.zip} ${point.city}`),
    })
  const total = { label: key('total'), value: money(order.totalGross), strong: true }
  const vat = { label: key('vat', { rate: order.vatRatePercent }), value: money(order.totalVat) }

  const method = t(`payments.methods.${order.paymentMethod}`)
  const payment: MailBlock[] = [heading(`${key('payment')}: ${method}`)]
  if (instructions) {
    // IBAN and BIC are international codes, written the same in every language.
    const rows = [
      { label: key('bank.holder'), value: instructions.holder },
      ...(instructions.account_number
        ? [{ label: key('bank.account_number'), value: instructions.account_number }]
        : []),
      {
        label: 'IBAN',
        value: printedIban(instructions.iban),
        valueHtml: ibanHtml(instructions.iban),
      },
      { label: 'BIC (SWIFT)', value: instructions.bic },
      { label: key('bank.variable_symbol'), value: instructions.variable_symbol },
      { label: key('bank.amount'), value: formatMoney(instructions.amount, instructions.currency) },
      { label: key('bank.due_date'), value: formatDay(instructions.due_date, locale) },
    ]
    payment.push(
      paragraph(key('bank.intro')),
      facts(rows.map((row) => ({ ...row, strong: true }))),
      await qrBlock(instructions, key),
      paragraph(key('bank.note', { days: config.payments.dueDays })),
    )
  } else {
    payment.push(paragraph(key('gateway')))
  }

  const intro = key('intro', { number: order.number })
  const subject = mailLine(key('subject', { number: order.number }))
  const { text, html } = render(
    subject,
    [
      paragraph(intro),
      ...itemsBlock(config, items, key, money, scalable),
      facts([...summary, total, vat]),
      ...payment,
      paragraph(key('production', { days: productionDays })),
    ],
    intro,
  )
  return { to: recipient(order), subject, text, html }
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
  const { t, money, render } = orderMailContext(config, order, group)
  const key: Key = (name, vars) => t(`mail.${group}.${name}`, vars)
  const subject = mailLine(key('subject', { number: order.number }))
  const { text, html } = render(subject, [
    paragraph(key('body', { amount: money(order.totalGross), number: order.number })),
    paragraph(key('production', { days: productionDays })),
    paragraph(issued ? key('invoice_attached', { invoice: issued.number }) : key('invoice')),
  ])
  return {
    to: recipient(order),
    subject,
    text,
    html,
    invoiceIds: issued ? [issued.id] : [],
  }
}
