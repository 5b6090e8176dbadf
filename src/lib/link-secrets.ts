/**
 * A password-reset or verification link carries its token (and the account's address) in the query.
 * Left in the address, it goes wherever the address goes: the history, a shared screenshot, the
 * `Referer` of later requests, and the analytics tag's `page_location`. So the token leaves the
 * address before anything else runs (the head's inline script, LINK_SECRETS_SCRIPT) and waits for
 * the page's form in this tab's sessionStorage, until the link has been used.
 */

/** Kept in sessionStorage: this tab only, and a reload of the page still finds its link. */
export const LINK_SECRETS_KEY = 'print-shop.link'

/** Never in the address the tag reports: a link's token, and the address that came with it. */
export const SECRET_PARAMETERS = ['token', 'email'] as const

export interface LinkSecrets {
  token: string | null
  email: string | null
}

const none: LinkSecrets = { token: null, email: null }

/** `href` without the secret parameters, the rest of the query kept. */
export function withoutSecrets(href: string): string {
  const url = new URL(href)
  for (const name of SECRET_PARAMETERS) url.searchParams.delete(name)
  return url.toString()
}

/**
 * Moves a link's token, and the e-mail with it, from the address into sessionStorage, replacing the
 * history entry. An address without a token is left alone (a sign-in may carry the e-mail to fill
 * in). The inline script did this before the bundle ran; this catches what it could not see (a move
 * inside the site to such an address) and a page without the script (tests).
 */
export function takeLinkSecretsFromAddress(): void {
  if (typeof window === 'undefined') return
  const query = new URLSearchParams(window.location.search)
  const token = query.get('token')
  if (token === null) return
  try {
    const secrets: LinkSecrets = { token, email: query.get('email') }
    window.sessionStorage.setItem(LINK_SECRETS_KEY, JSON.stringify(secrets))
  } catch {
    // Storage blocked: the link is lost with the address, and the page offers a new one.
  }
  try {
    window.history.replaceState(window.history.state, '', withoutSecrets(window.location.href))
  } catch {
    // A sandboxed page: the analytics still get the address without the token (google-tag.ts).
  }
}

/** The token and e-mail of the link this tab arrived with, if it has not been used yet. */
export function linkSecrets(): LinkSecrets {
  if (typeof window === 'undefined') return none
  takeLinkSecretsFromAddress()
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(LINK_SECRETS_KEY) ?? 'null')
    if (!stored || typeof stored !== 'object') return none
    const { token, email } = stored as Partial<LinkSecrets>
    return {
      token: typeof token === 'string' ? token : null,
      email: typeof email === 'string' ? email : null,
    }
  } catch {
    return none
  }
}

/** The link has done its job (or is dead): nothing of it stays in the tab. */
export function forgetLinkSecrets(): void {
  try {
    window.sessionStorage.removeItem(LINK_SECRETS_KEY)
  } catch {
    // Nothing was kept.
  }
}

declare global {
  interface InlineScripts {
    /** link-secrets.inline.ts */
    readonly linkSecrets: string
  }
}

/**
 * `takeLinkSecretsFromAddress` as the head's first inline script (link-secrets.inline.ts, compiled by
 * the build): it runs while the page is parsed, before Gatsby, the router or the analytics tag read
 * the address.
 */
export const LINK_SECRETS_SCRIPT = INLINE_SCRIPTS.linkSecrets
