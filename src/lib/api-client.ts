/**
 * The one client for the commerce API: credentials included, the anti-forgery cookie fetched from
 * GET /csrf and echoed in X-XSRF-TOKEN on unsafe calls (refetched once on 419), the current language
 * in Accept-Language and Content-Language, JSON in and out.
 */
import { env } from '../config/env'
import type { Language } from '../config/languages'

export type ApiErrorKind = 'network' | 'aborted' | 'timeout' | 'status'

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
}

const XSRF_COOKIE = 'XSRF-TOKEN'

export function readCookie(
  name: string,
  cookies = typeof document === 'undefined' ? '' : document.cookie,
) {
  const entry = cookies.split('; ').find((part) => part.startsWith(`${name}=`))
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null
}

async function ensureCsrf(force: boolean): Promise<string | null> {
  if (!force) {
    const token = readCookie(XSRF_COOKIE)
    if (token) return token
  }
  await fetch(`${env.apiUrl}/csrf`, { credentials: 'include' })
  return readCookie(XSRF_COOKIE)
}

async function send(path: string, request: ApiRequest, freshCsrf: boolean): Promise<Response> {
  const method = request.method ?? 'GET'
  const headers: Record<string, string> = {
    Accept: 'application/vnd.api+json, application/json',
    'Accept-Language': request.language,
    'Content-Language': request.language,
  }
  if (method !== 'GET') {
    const token = await ensureCsrf(freshCsrf)
    if (token) headers['X-XSRF-TOKEN'] = token
  }
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'

  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? 15000)
  request.signal?.addEventListener('abort', () => timeout.abort())
  try {
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
  }
}

/** Sends a request and returns the parsed JSON body (null for an empty answer). */
export async function apiRequest<T = unknown>(path: string, request: ApiRequest): Promise<T> {
  let response = await send(path, request, false)
  if (response.status === 419) response = await send(path, request, true)
  const text = await response.text()
  const body: unknown = text ? JSON.parse(text) : null
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
