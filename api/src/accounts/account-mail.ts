import type { Mail } from '../plugins/mailer.js'
import { escapeHtml } from '../lib/html.js'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/localized.js'
import type { Translate } from '../lib/messages.js'
import { mailGreeting } from '../lib/greeting.js'
import type { User } from '../lib/users.js'

/** The account's language for its mails; Czech when the stored value is not one of the shop's. */
export function accountLocale(user: Pick<User, 'locale'>): Locale {
  return isLocale(user.locale) ? user.locale : DEFAULT_LOCALE
}

/** A storefront page in the given language (Czech pages have no prefix). */
export function storefrontLink(
  siteUrl: string,
  locale: Locale,
  path: string,
  query: Record<string, string>,
): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  return `${siteUrl}${prefix}${path}?${new URLSearchParams(query).toString()}`
}

export interface AccountMailContent {
  to: string
  subject: string
  /** Paragraphs, already translated. */
  paragraphs: string[]
  /** A button with the link, and the link written out for mail clients that hide buttons. */
  action?: { label: string; link: string }
  /** The last paragraph before the signature: what to do if this was not you. */
  notYou: string
}

/** The greeting with the account's name; Google sign-ups may carry the placeholder name "-". */
export function greeting(t: Translate, user: Pick<User, 'name' | 'locale'>): string {
  const name = user.name === '-' ? null : user.name
  return mailGreeting(t, accountLocale(user), 'account', name)
}

/** A mail about the account, as plain text and simple HTML, in the shape of the reset mail. */
export function accountMail(
  t: Translate,
  user: Pick<User, 'name' | 'locale'>,
  content: AccountMailContent,
) {
  const { action } = content
  const hello = greeting(t, user)
  const signature = t('mail.signature')
  const text = [
    hello,
    ...content.paragraphs,
    ...(action ? [`${action.label}:\n${action.link}`] : []),
    content.notYou,
    signature,
  ].join('\n\n')
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 20px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`,
          `<p>${escapeHtml(t('mail.account.link_fallback'))}<br><a href="${escapeHtml(action.link)}">${escapeHtml(action.link)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(content.notYou)}</p>`,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
  ].join('\n')
  const mail: Mail = { to: content.to, subject: content.subject, text, html }
  return mail
}
