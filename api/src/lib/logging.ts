import type { FastifyRequest, FastifyServerOptions } from 'fastify'

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/** Fields that hold a secret wherever they appear: passwords, tokens, their hashes, SQL values. */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'password_confirmation',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'idHash',
  'id_hash',
  'csrfToken',
  'csrf_token',
  'params',
  'parameters',
]

const SECRET_HEADERS = ['cookie', 'authorization', '"x-xsrf-token"', '"set-cookie"']

/**
 * pino's redaction paths: the secret headers of a logged request or response, and the secret fields
 * at the top of a log line or up to three objects deep (a body, a row, an error's cause).
 */
export const REDACTED_PATHS = [
  ...['req.headers', 'res.headers', 'headers'].flatMap((at) =>
    SECRET_HEADERS.map((header) =>
      header.startsWith('"') ? `${at}[${header}]` : `${at}.${header}`,
    ),
  ),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
]

/** Query parameters whose values are never written to a log (reset links, signed callbacks). */
const SECRET_QUERY = /token|password|secret|signature|hash|code|key|session/i

/** A URL with the values of secret query parameters replaced. */
export function maskUrl(url: string): string {
  const query = url.indexOf('?')
  if (query < 0) return url
  const masked = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2)
      if (value === undefined || !SECRET_QUERY.test(decodeQueryName(name))) return pair
      return `${name}=[Redacted]`
    })
  return `${url.slice(0, query)}?${masked.join('&')}`
}

function decodeQueryName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}

/** A PostgreSQL error condition (SQLSTATE): five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/

interface ErrorLike {
  name?: unknown
  message?: unknown
  stack?: unknown
  code?: unknown
  cause?: unknown
}

/** Drizzle's query errors carry `query` and `params`; the drivers' errors a SQLSTATE `code`. */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    'params' in error ||
    'parameters' in error ||
    (typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error)
  )
}

function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  for (
    let link = error;
    link instanceof Object && chain.length < 10;
    link = (link as ErrorLike).cause
  )
    chain.push(link as ErrorLike)
  return chain
}

/** The stack's "at …" lines only: the first lines repeat the message. */
function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')
}

/** PostgreSQL quotes the offending value in its messages (`invalid input syntax …: "…"`). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'")
}

function typeOf(error: ErrorLike): string {
  const name = (error as object).constructor?.name
  return name && name !== 'Object' ? name : String(error.name ?? 'Error')
}

/**
 * What a log keeps of an error. A database error keeps its class, SQLSTATE, the names of the table,
 * column and constraint, and PostgreSQL's message without the quoted values: never the query's
 * parameters, the failing row (`detail`), or Drizzle's message, which prints them.
 */
export function safeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const chain = causes(error)
  const database = chain.find(isDatabaseError)
  if (!database) {
    const code = (error as ErrorLike).code
    return { type: typeOf(error), message: error.message, code, stack: error.stack }
  }
  const driver = chain.find((link) => typeof link.code === 'string' && SQLSTATE.test(link.code))
  const fields = (driver ?? {}) as Record<string, unknown>
  // PGlite names the fields as libpq does (`table`); postgres.js adds `_name` (`table_name`).
  const pick = (name: string) =>
    [fields[name], fields[`${name}_name`]].find((value) => typeof value === 'string') as
      string | undefined
  const message = typeof driver?.message === 'string' ? driver.message : 'database query failed'
  return {
    type: typeOf(error),
    message: withoutQuotedValues(message),
    code: pick('code'),
    table: pick('table'),
    column: pick('column'),
    constraint: pick('constraint'),
    routine: pick('routine'),
    stack: frames(error.stack),
  }
}

/** Fastify's request line, with the secret query values masked. */
function request(req: FastifyRequest) {
  return {
    method: req.method,
    url: maskUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}

/**
 * Every logger the app makes redacts secrets: the given options (level, stream) plus the redaction
 * paths and serializers that keep tokens, cookies and SQL parameters out of the log.
 */
export function loggerOptions(options: FastifyServerOptions['logger']): LoggerOptions | false {
  if (!options) return false
  const given: LoggerOptions = options === true ? {} : options
  return {
    ...given,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    // pino hands the serializers any value; Fastify's types expect an error's usual shape back.
    serializers: {
      req: request,
      err: safeError,
      error: safeError,
      ...given.serializers,
    } as LoggerOptions['serializers'],
  }
}
