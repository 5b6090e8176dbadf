import type { Config } from '../../config.js'
import type { Mail } from '../../plugins/mailer.js'
import { escapeHtml } from '../../lib/html.js'
import { DEFAULT_LOCALE, isLocale } from '../../lib/localized.js'
import { mailGreeting } from '../../lib/greeting.js'
import { mailTranslator } from '../../lib/messages.js'
import type { User } from '../../lib/users.js'

export const RESET_TOKEN_MINUTES = 60
/** Reset mails one account gets in an hour at most; further requests are answered alike, unsent. */
export const RESET_MAILS_PER_HOUR = 3

/** The storefront's reset page in the user's language (Czech pages have no prefix). */
export function resetLink(siteUrl: string, locale: string, email: string, token: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  return `${siteUrl}${prefix}/obnova-hesla?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`
}

/** The password-reset e-mail in the user's language, as plain text and simple HTML. */
export function resetMail(
  config: Pick<Config, 'siteUrl' | 'shop'>,
  user: User,
  token: string,
): Mail {
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE
  const t = mailTranslator(locale, config.shop)
  const link = resetLink(config.siteUrl, locale, user.email, token)
  // Google sign-ups may carry the placeholder name "-".
  const greeting = mailGreeting(t, locale, 'password_reset', user.name === '-' ? null : user.name)
  const body = t('mail.password_reset.body')
  const action = t('mail.password_reset.action')
  const fallback = t('mail.password_reset.link_fallback')
  const ignore = t('mail.password_reset.ignore')
  const signature = t('mail.signature')
  const text = [greeting, body, `${action}:\n${link}`, ignore, signature].join('\n\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(fallback)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
  ].join('\n')
  return { to: user.email, subject: t('mail.password_reset.subject'), text, html, userId: user.id }
}
