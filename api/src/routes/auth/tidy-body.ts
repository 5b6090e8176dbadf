import type { preValidationAsyncHookHandler } from 'fastify'

export interface TidyRules {
  /** Text fields whose surrounding white space is dropped. */
  trim?: readonly string[]
  /** E-mail fields: trimmed and lower-cased (one account per address, whatever the case). */
  email?: readonly string[]
  /** Optional text fields that a blank value clears (stored as null). */
  nullable?: readonly string[]
  /**
   * A blank `trim` or `email` field counts as not sent, so `required` reports it; updates keep it
   * instead, so that the schema's minLength rejects it rather than it being silently ignored.
   */
  keepBlank?: boolean
}

/**
 * A route's preValidation hook that tidies the body before the schema sees it, so that
 * " Jana@Example.cz " is a valid address and a name of spaces is reported as missing.
 */
export function tidyBody(rules: TidyRules): preValidationAsyncHookHandler {
  const lowerCase = new Set(rules.email ?? [])
  const nullable = new Set(rules.nullable ?? [])
  const names = [...(rules.trim ?? []), ...lowerCase, ...nullable]
  return async (request) => {
    const body = request.body
    if (!body || typeof body !== 'object' || Array.isArray(body)) return
    const fields = body as Record<string, unknown>
    for (const name of names) {
      const value = fields[name]
      if (typeof value !== 'string') continue
      const tidy = lowerCase.has(name) ? value.trim().toLowerCase() : value.trim()
      if (tidy) fields[name] = tidy
      else if (nullable.has(name)) fields[name] = null
      else if (rules.keepBlank) fields[name] = tidy
      else delete fields[name]
    }
  }
}
