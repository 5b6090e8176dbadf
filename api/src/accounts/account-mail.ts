import type { ShopFacts } from '../config.js'
import type { Mail } from '../mails/outbox.js'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/localized.js'
import type { Translate } from '../lib/messages.js'
import { mailGreeting } from '../lib/greeting.js'
import type { User } from './users.js'
import { button, paragraph, renderMail } from '../mails/layout.js'

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
  /** False for a security notice: nothing to click (mails/layout.ts). */
  links?: boolean
}

/** The greeting with the account's name; Google sign-ups may carry the placeholder name "-". */
export function greeting(t: Translate, user: Pick<User, 'name' | 'locale'>): string {
  const name = user.name === '-' ? null : user.name
  return mailGreeting(t, accountLocale(user), 'account', name)
}

/** A mail about the account in the shop's look, as HTML and plain text, in the shape of the reset mail. */
export function accountMail(
  t: Translate,
  shop: ShopFacts,
  user: Pick<User, 'name' | 'locale'>,
  content: AccountMailContent,
): Mail {
  const { action } = content
  const { text, html } = renderMail({
    locale: accountLocale(user),
    t,
    shop,
    subject: content.subject,
    preheader: content.paragraphs[0],
    links: content.links,
    blocks: [
      paragraph(greeting(t, user)),
      ...content.paragraphs.map(paragraph),
      ...(action ? [button(action.label, action.link, t('mail.account.link_fallback'))] : []),
      paragraph(content.notYou),
      paragraph(t('mail.signature')),
    ],
  })
  return { to: content.to, subject: content.subject, text, html }
}
