import type { ShopFacts } from '../config.js'
import { mailTranslator } from '../lib/messages.js'
import type { User } from './users.js'
import type { Mail } from '../mails/outbox.js'
import { accountLocale, accountMail } from './account-mail.js'

/** How the password came to change: in the profile, through the reset link, or a first one set. */
export type PasswordChange = 'changed' | 'reset' | 'set'

/** Tells the account's address that its password changed (ASVS 6.3.7): no link, nothing to click. */
export function passwordChangedMail(shop: ShopFacts, user: User, how: PasswordChange): Mail {
  const t = mailTranslator(accountLocale(user), shop)
  return accountMail(t, shop, user, {
    to: user.email,
    subject: t('mail.password_changed.subject'),
    paragraphs: [t(`mail.password_changed.${how}`)],
    notYou: t('mail.password_changed.not_you'),
    links: false,
  })
}

/** Tells the old address that the account now uses another one. */
export function emailChangedMail(
  shop: ShopFacts,
  user: User,
  oldEmail: string,
  newEmail: string,
): Mail {
  const t = mailTranslator(accountLocale(user), shop)
  return accountMail(t, shop, user, {
    to: oldEmail,
    subject: t('mail.email_changed.subject'),
    paragraphs: [t('mail.email_changed.body', { email: newEmail })],
    notYou: t('mail.email_changed.not_you'),
    links: false,
  })
}
