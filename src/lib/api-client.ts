/**
 * The one client for the commerce API: credentials included, the anti-forgery cookie fetched from
 * GET /csrf and echoed in X-XSRF-TOKEN on unsafe calls (refetched once on 419), the current language
 * in Accept-Language and Content-Language, JSON in and out, one retry of a read that failed on the
 * network.
 */
import { env } from '../config/env'
import type { Language } from '../config/languages'

/** The spec's kinds of failure: network error, aborted, timeout, canceled, failed status. */
export type ApiErrorKind = 'network' | 'aborted' | 'timeout' | 'canceled' | 'status'

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  language: Language
  signal?: AbortSignal
  timeoutMs?: number
  /** This very read's answer, already asked for by a page's inline script; asked anew if it failed. */
  early?: Promise<Response>
}

const XSRF_COOKIE = 'XSRF-TOKEN'

/** The headers of every call in `language` (a write adds its body's type and the CSRF token). */
export function readHeaders(language: string): Record<string, string> {
  return {
    Accept: 'application/vnd.api+json, application/json',
    'Accept-Language': language,
    'Content-Language': language,
  }
}

export function readCookie(
  name: string,
  cookies = typeof document === 'undefined' ? '' : document.cookie,
) {
  const entry = cookies.split('; ').find((part) => part.startsWith(`${name}=`))
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null
}

let csrfAnswer: Promise<unknown> | null = null

/**
 * GET /csrf, one at a time: a first visit's product page asks for a session (recently viewed) and
 * for its shop (POST /owners) at once, and both wait for the same answer and its cookies.
 */
function fetchCsrf(): Promise<unknown> {
  csrfAnswer ??= fetch(`${env.apiUrl}/csrf`, { credentials: 'include' }).finally(() => {
    csrfAnswer = null
  })
  return csrfAnswer
}

async function ensureCsrf(force: boolean): Promise<string | null> {
  if (!force) {
    const token = readCookie(XSRF_COOKIE)
    if (token) return token
  }
  await fetchCsrf()
  return readCookie(XSRF_COOKIE)
}

/**
 * Makes sure the visitor has a session before a read that remembers something for them (a viewed
 * product, their own photos): the API starts none on a read, GET /csrf does.
 */
export async function ensureSession(): Promise<void> {
  if (readCookie(XSRF_COOKIE)) return
  try {
    await fetchCsrf()
  } catch (error) {
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error')
  }
}

async function send(path: string, request: ApiRequest, freshCsrf: boolean): Promise<Response> {
  const method = request.method ?? 'GET'
  if (request.signal?.aborted) throw new ApiError('canceled', 'Request canceled')
  const headers = readHeaders(request.language)
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'

  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? 15000)
  const abort = () => timeout.abort()
  request.signal?.addEventListener('abort', abort)
  try {
    if (method !== 'GET') {
      const token = await ensureCsrf(freshCsrf)
      if (token) headers['X-XSRF-TOKEN'] = token
    }
    return await fetch(`${env.apiUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: timeout.signal,
    })
  } catch (error) {
    if (request.signal?.aborted) throw new ApiError('aborted', 'Request aborted')
    if (timeout.signal.aborted) throw new ApiError('timeout', 'Request timed out')
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error')
  } finally {
    clearTimeout(timer)
    request.signal?.removeEventListener('abort', abort)
  }
}

/**
 * Reads are retried once after a network failure; writes are not, since the first attempt may have
 * reached the server (a second order, a second basket item).
 */
async function sendWithRetry(path: string, request: ApiRequest): Promise<Response> {
  try {
    return await send(path, request, false)
  } catch (error) {
    const isRead = (request.method ?? 'GET') === 'GET'
    if (!isRead || !(error instanceof ApiError) || error.kind !== 'network') throw error
    return send(path, request, false)
  }
}

function parse(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Sends a request and returns the parsed JSON body (null for an empty answer). */
export async function apiRequest<T = unknown>(path: string, request: ApiRequest): Promise<T> {
  let response = request.early
    ? await request.early.catch(() => sendWithRetry(path, request))
    : await sendWithRetry(path, request)
  if (response.status === 419) response = await send(path, request, true)
  const body = parse(await response.text())
  if (!response.ok) {
    throw new ApiError(
      'status',
      `${request.method ?? 'GET'} ${path} answered ${response.status}`,
      response.status,
      body,
    )
  }
  return body as T
}

export type FieldErrors = Record<string, string>

/** A 422 answer read as a map of field to its first message; null for any other failure. */
export function fieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null
  const errors = (error.body as { errors?: unknown } | null)?.errors
  if (!errors || typeof errors !== 'object') return null
  const result: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages
    if (typeof first === 'string') result[field] = first
  }
  return result
}

/** An error's translation key in `common:errors` (the spec's generic network errors). */
export function errorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'common:errors.network'
  return `common:errors.${error.kind}`
}
