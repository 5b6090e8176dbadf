import type { Config } from '../config.js'
import { mailTranslator } from '../lib/messages.js'
import type { User } from './users.js'
import type { Mail } from '../mails/outbox.js'
import { accountLocale, accountMail, storefrontLink } from './account-mail.js'

/** A verification link stays valid this long: a weekend away from the mailbox. */
export const EMAIL_TOKEN_HOURS = 48

/**
 * The storefront page that confirms the address (`/overeni-emailu?token=…&email=…`). The link works
 * for the account's owner signed in only; `email`, the address the account signs in with, fills in
 * the sign-in the page asks for otherwise.
 */
export const VERIFY_PATH = '/overeni-emailu'

/**
 * The mail with the link that confirms `email`: the account's own address after registration, or
 * the new one the shopper asked for in the profile (sent to that new address).
 */
export function verificationMail(
  config: Pick<Config, 'siteUrl' | 'shop'>,
  user: User,
  email: string,
  token: string,
): Mail {
  const locale = accountLocale(user)
  const t = mailTranslator(locale, config.shop)
  const change = email !== user.email
  const texts = change ? 'mail.confirm_new_email' : 'mail.verify_email'
  return accountMail(t, config.shop, user, {
    to: email,
    subject: t(`${texts}.subject`),
    paragraphs: [t(`${texts}.body`, { hours: EMAIL_TOKEN_HOURS, email })],
    action: {
      label: t(`${texts}.action`),
      link: storefrontLink(config.siteUrl, locale, VERIFY_PATH, { token, email: user.email }),
    },
    notYou: t(`${texts}.not_you`),
  })
}
