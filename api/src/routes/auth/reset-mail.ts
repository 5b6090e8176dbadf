import type { Config } from '../../config.js'
import type { Mail } from '../../mails/outbox.js'
import { DEFAULT_LOCALE, isLocale } from '../../lib/localized.js'
import { mailGreeting } from '../../lib/greeting.js'
import { mailTranslator } from '../../lib/messages.js'
import type { User } from '../../accounts/users.js'
import { button, paragraph, renderMail, signature } from '../../mails/layout.js'

export const RESET_TOKEN_MINUTES = 60
/** Reset mails one account gets in an hour at most; further requests are answered alike, unsent. */
export const RESET_MAILS_PER_HOUR = 3

/** The storefront's reset page in the user's language (Czech pages have no prefix). */
export function resetLink(siteUrl: string, locale: string, email: string, token: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  return `${siteUrl}${prefix}/obnova-hesla?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`
}

/** The password-reset e-mail in the user's language, in the shop's look and as plain text. */
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
  const subject = t('mail.password_reset.subject')
  const { text, html } = renderMail({
    locale,
    t,
    shop: config.shop,
    subject,
    preheader: body,
    blocks: [
      paragraph(greeting),
      paragraph(body),
      button(t('mail.password_reset.action'), link, t('mail.password_reset.link_fallback')),
      paragraph(t('mail.password_reset.ignore')),
      signature(t('mail.signature')),
    ],
  })
  return { to: user.email, subject, text, html, userId: user.id }
}
