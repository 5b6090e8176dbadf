import fs from 'node:fs'
import path from 'node:path'
import { API_ROOT, type ShopFacts } from '../config.js'
import { escapeHtml } from '../lib/html.js'
import type { Locale } from '../lib/localized.js'
import type { Translate } from '../lib/messages.js'

/**
 * The shop's look in a mail, as the storefront's colours (src/styles/global.css): dark ink on light
 * paper, muted text at 7:1 on white, the accent for links. Mail clients drop <style> blocks and
 * classes, so every element carries its own inline style; layout is tables, which every client
 * (Outlook's Word engine included) lays out alike.
 */
export const MAIL_COLOURS = {
  ink: '#1f1b16',
  muted: '#5c554c',
  paper: '#faf8f5',
  surface: '#ffffff',
  line: '#e4ded5',
  accent: '#9a3412',
  accentSoft: '#fdf0e7',
} as const
const C = MAIL_COLOURS
export const MAIL_FONT =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"

/**
 * The shop's mark (static/favicon.svg drawn at 96 px, shown at 48) as a data URL: the mailer sends
 * every data-URL image as an inline attachment (CID), so it shows without loading anything from the
 * web, while the development mailbox can show the stored HTML as it is.
 */
const SHOP_MARK = `data:image/png;base64,${fs
  .readFileSync(path.join(API_ROOT, 'assets', 'mail', 'shop-mark.png'))
  .toString('base64')}`

/**
 * A piece of a mail's body written twice: as plain text and as HTML that says the same. `text` is
 * null for what only a picture can say (a thumbnail, the QR code).
 */
export interface MailBlock {
  text: string | null
  html: string
}

/** Escaped text with its line breaks kept. */
function escapeLines(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>')
}

const P = `margin:0 0 16px;font-family:${MAIL_FONT};font-size:16px;line-height:1.5;color:${C.ink}`
const LINK = `color:${C.accent};text-decoration:underline;word-break:break-all`

export function paragraph(text: string): MailBlock {
  return { text, html: `<p style="${P}">${escapeLines(text)}</p>` }
}

export function heading(text: string): MailBlock {
  return {
    text,
    html: `<h2 style="margin:24px 0 8px;font-family:${MAIL_FONT};font-size:18px;line-height:1.3;color:${C.ink}">${escapeHtml(text)}</h2>`,
  }
}

/** A list (the withdrawn prints): a "- " line each in the text. */
export function bulletList(lines: readonly string[]): MailBlock {
  const item = (line: string) => `<li style="margin:0 0 4px">${escapeHtml(line)}</li>`
  return {
    text: lines.map((line) => `- ${line}`).join('\n'),
    html: `<ul style="margin:0 0 16px;padding-left:20px;font-family:${MAIL_FONT};font-size:16px;line-height:1.5;color:${C.ink}">${lines.map(item).join('')}</ul>`,
  }
}

/** A sentence followed by its link, written out (mail clients may hide where a label links). */
export function linkParagraph(label: string, link: string): MailBlock {
  return {
    text: `${label}\n${link}`,
    html: `<p style="${P}">${escapeHtml(label)}<br><a href="${escapeHtml(link)}" style="${LINK}">${escapeHtml(link)}</a></p>`,
  }
}

/** A button (a table cell, which Outlook draws too), and the link written out under it. */
export function button(label: string, link: string, fallback: string): MailBlock {
  const href = escapeHtml(link)
  return {
    text: `${label}:\n${link}`,
    html: [
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td style="border-radius:6px;background:${C.ink}">`,
      `<a href="${href}" style="display:inline-block;padding:12px 24px;font-family:${MAIL_FONT};font-size:16px;font-weight:bold;line-height:1.25;color:${C.surface};text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>`,
      `</td></tr></table>`,
      `<p style="${P};font-size:14px;color:${C.muted}">${escapeHtml(fallback)}<br><a href="${href}" style="${LINK}">${escapeHtml(link)}</a></p>`,
    ].join(''),
  }
}

/**
 * A label and its value; `valueHtml` replaces the escaped value where it needs markup of its own,
 * `strong` sets the value in bold (what to type into the bank's form, the total).
 */
export interface FactRow {
  label: string
  value: string
  valueHtml?: string
  strong?: boolean
}

/** Label-value rows (bank details, totals), one "label: value" line each in the text. */
export function facts(rows: readonly FactRow[]): MailBlock {
  const value = (row: FactRow) => {
    const html = row.valueHtml ?? escapeHtml(row.value)
    return row.strong ? `<strong>${html}</strong>` : html
  }
  const cells = rows
    .map(
      (row) =>
        `<tr><td valign="top" style="padding:3px 16px 3px 0;font-family:${MAIL_FONT};font-size:15px;line-height:1.4;color:${C.muted}">${escapeHtml(row.label)}</td><td valign="top" style="padding:3px 0;font-family:${MAIL_FONT};font-size:15px;line-height:1.4;color:${C.ink}">${value(row)}</td></tr>`,
    )
    .join('')
  return {
    text: rows.map((row) => `${row.label}: ${row.value}`).join('\n'),
    html: `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${cells}</table>`,
  }
}

/** Markup only: what the text part cannot show (a picture) and says elsewhere. */
export function htmlOnly(html: string): MailBlock {
  return { text: null, html }
}

/** The mail's last words: "S pozdravem / tým obchodu …", in the shop's ink. */
export function signature(text: string): MailBlock {
  return paragraph(text)
}

export interface MailFrame {
  locale: Locale
  t: Translate
  shop: Pick<
    ShopFacts,
    'name' | 'companyName' | 'companyId' | 'vatId' | 'address' | 'phone' | 'email' | 'website'
  >
  subject: string
  /** The line inboxes show after the subject; the first paragraph when not given. */
  preheader?: string
  blocks: readonly MailBlock[]
  /**
   * False for a security notice (password or address changed, ASVS 6.3.7): nothing in it can be
   * clicked, not even the website in the footer, so a lookalike with a link stands out.
   */
  links?: boolean
}

/** Who sends the mail and how to reach them, as the shop's facts give them (GET /shop). */
function footerFacts({ t, shop, links = true }: MailFrame): { lines: string[]; html: string } {
  const ids = [
    `${t('tax_document.company_id')}: ${shop.companyId}`,
    ...(shop.vatId ? [`${t('tax_document.vat_id')}: ${shop.vatId}`] : []),
  ].join(', ')
  const lines = [
    shop.companyName,
    shop.address,
    ids,
    [shop.email, shop.phone].join(', '),
    ...(links ? [shop.website] : []),
  ]
  const link = (href: string, label: string) =>
    links
      ? `<a href="${escapeHtml(href)}" style="color:${C.muted};text-decoration:underline">${escapeHtml(label)}</a>`
      : escapeHtml(label)
  const html = [
    `<strong style="color:${C.ink}">${escapeHtml(shop.companyName)}</strong>`,
    escapeHtml(shop.address),
    escapeHtml(ids),
    `${link(`mailto:${shop.email}`, shop.email)}, ${link(`tel:${shop.phone.replace(/\s+/g, '')}`, shop.phone)}`,
    ...(links ? [link(shop.website, shop.website.replace(/^https?:\/\//, ''))] : []),
  ].join('<br>')
  return { lines, html }
}

/**
 * Characters after the preheader that some inboxes would otherwise fill from the body's first
 * words; invisible (zero-width non-joiner and a non-breaking space).
 */
const PREHEADER_FILL = '&zwnj;&nbsp;'.repeat(40)

/**
 * The whole mail in the shop's look, as HTML and plain text saying the same: the mark and the
 * shop's name, the blocks on a white card at most 600 px wide (fluid down to 320 px), and the shop's
 * facts in the footer. The text part is the blocks' text and the same facts, no markup.
 */
export function renderMail(frame: MailFrame): { text: string; html: string } {
  const { locale, shop, blocks } = frame
  const footer = footerFacts(frame)
  const text = [
    ...blocks.flatMap((block) => (block.text === null ? [] : [block.text])),
    // "-- " on a line of its own: the signature delimiter, after which clients grey the footer.
    `-- \n${footer.lines.join('\n')}`,
  ].join('\n\n')
  const preheader = frame.preheader ?? blocks.find((block) => block.text)?.text ?? ''
  const mark = `<img src="${SHOP_MARK}" width="48" height="48" alt="" style="display:inline-block;vertical-align:middle;border:0;width:48px;height:48px"><span style="display:inline-block;vertical-align:middle;margin-left:12px;font-family:${MAIL_FONT};font-size:22px;font-weight:bold;color:${C.ink}">${escapeHtml(shop.name)}</span>`
  const masthead =
    frame.links === false
      ? mark
      : `<a href="${escapeHtml(shop.website)}" style="text-decoration:none;color:${C.ink}">${mark}</a>`
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(frame.subject)}</title>
</head>
<body style="margin:0;padding:0;width:100%;background:${C.paper};-webkit-text-size-adjust:100%">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:${C.paper};mso-hide:all">${escapeHtml(preheader.replace(/\s+/g, ' '))}${PREHEADER_FILL}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.paper}"><tr><td align="center" style="padding:24px 8px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">
<tr><td style="padding:0 8px 16px">${masthead}</td></tr>
<tr><td style="padding:24px 20px 8px;background:${C.surface};border:1px solid ${C.line};border-radius:10px;font-family:${MAIL_FONT};font-size:16px;line-height:1.5;color:${C.ink}">
${blocks.map((block) => block.html).join('\n')}
</td></tr>
<tr><td style="padding:16px 8px 0;font-family:${MAIL_FONT};font-size:13px;line-height:1.6;color:${C.muted}">${footer.html}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
</body>
</html>`
  return { text, html }
}
