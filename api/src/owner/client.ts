import { DEMO_OWNER_TOKEN } from '../config.js'
import { ownersLanguage, t } from './language.js'

/** What the API answered instead of success: its message and the field messages, printed as such. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: { field: string; message: string }[] = [],
  ) {
    super(message)
  }
}

interface RequestOptions {
  method?: string
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  /** Sent as is (a picture's bytes) with this content type instead of JSON. */
  raw?: { bytes: Buffer; contentType: string }
  dryRun?: boolean
}

/**
 * The owner's calls to the running API (`/v1/owner`): SHOP_API_URL (default the local demo API) with
 * OWNER_TOKEN, the demo's token when unset. Messages come in the owner's language (language.ts).
 */
export class OwnerClient {
  constructor(
    readonly apiUrl = (process.env.SHOP_API_URL ?? 'http://localhost:4000/v1').replace(/\/$/, ''),
    private readonly token = process.env.OWNER_TOKEN || DEMO_OWNER_TOKEN,
    private readonly language = ownersLanguage(),
  ) {}

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = new URL(`${this.apiUrl}/owner${path}`)
    for (const [name, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value))
    if (options.dryRun) url.searchParams.set('dry_run', 'true')
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.token}`,
      'accept-language': this.language,
    }
    let body: Buffer | string | undefined
    if (options.raw) {
      headers['content-type'] = options.raw.contentType
      body = options.raw.bytes
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    let response: Response
    try {
      response = await fetch(url, { method: options.method ?? 'GET', headers, body })
    } catch (error) {
      throw new ApiError(
        0,
        t('owner.tool.unreachable', { url: this.apiUrl, reason: (error as Error).message }),
      )
    }
    const text = await response.text()
    if (response.ok) return (text ? JSON.parse(text) : null) as T
    throw errorFrom(response.status, text, this.apiUrl)
  }
}

function errorFrom(status: number, text: string, apiUrl: string): ApiError {
  try {
    const { message, errors = {} } = JSON.parse(text) as {
      message: string
      errors?: Record<string, string[]>
    }
    if (status === 404 && message === undefined) throw new Error('not the API')
    const fields = Object.entries(errors).flatMap(([field, messages]) =>
      messages.map((message) => ({ field, message })),
    )
    return new ApiError(status, message, fields)
  } catch {
    if (status === 404) return new ApiError(status, t('owner.tool.no_owner_calls', { url: apiUrl }))
    return new ApiError(status, `HTTP ${status}: ${text.slice(0, 200)}`)
  }
}
