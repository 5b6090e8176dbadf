import { LOCALES, type Locale } from '../lib/localized.js'
import { translator } from '../lib/messages.js'

/**
 * The owner's language, as the shell's locale settings name it (`LC_ALL`, `LC_MESSAGES`, then
 * `LANG`: `cs_CZ.UTF-8` is Czech): cs, sk, de or en, English for any other (`C.UTF-8`, `fr_FR`).
 * The tool's texts and the API's messages both follow it.
 */
export function ownersLanguage(env: NodeJS.ProcessEnv = process.env): Locale {
  const setting = env.LC_ALL || env.LC_MESSAGES || env.LANG || ''
  const language = /^[a-z]{2}(?![a-z])/i.exec(setting)?.[0].toLowerCase()
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : 'en'
}

/** A text of the owner's tool (api/locales, `owner.tool.…`) in the owner's language. */
export const t = translator(ownersLanguage())
