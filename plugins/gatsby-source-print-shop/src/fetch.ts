/**
 * Reading the commerce API at build time: one GET per document, the language in Accept-Language,
 * every list page by `meta.last_page`, and an error that says which URL failed and how.
 */
import type { JsonApiDocument, Resource } from './jsonapi'

export type Fetch = typeof fetch

export interface ApiReader {
  apiUrl: string
  fetch?: Fetch
  timeoutMs?: number
  /** How many list pages are read at once. */
  concurrency?: number
  /** Sees every document read (the catalogue digest is made from them). */
  onDocument?: (path: string, language: string, document: JsonApiDocument) => void
  /**
   * Documents already read, by `documentKey`: answered from here instead of the API (the rebuild reads
   * the catalogue once to compare it, and the build it starts uses that same reading).
   */
  recorded?: ReadonlyMap<string, JsonApiDocument>
}

/** How a document read for one language is known in `ApiReader.recorded`. */
export const documentKey = (language: string, path: string) => `${language} ${path}`

/** The build must stop rather than publish an empty or half shop: this says exactly what failed. */
export class CatalogueSourceError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'CatalogueSourceError'
  }
}

export async function fetchDocument(
  reader: ApiReader,
  path: string,
  language: string,
): Promise<JsonApiDocument> {
  const recorded = reader.recorded?.get(documentKey(language, path))
  if (recorded) {
    reader.onDocument?.(path, language, recorded)
    return recorded
  }
  const url = `${reader.apiUrl.replace(/\/$/, '')}${path}`
  const doFetch = reader.fetch ?? fetch
  let response: Response
  try {
    response = await doFetch(url, {
      headers: {
        Accept: 'application/vnd.api+json, application/json',
        'Accept-Language': language,
      },
      signal: AbortSignal.timeout(reader.timeoutMs ?? 30_000),
    })
  } catch (error) {
    const reason = error instanceof Error ? (error.cause as Error)?.message || error.message : ''
    throw new CatalogueSourceError(
      `The catalogue API could not be reached: GET ${url} (${language}) failed${reason ? `: ${reason}` : ''}. Is the API running at API_URL?`,
      url,
    )
  }
  if (!response.ok) {
    throw new CatalogueSourceError(
      `The catalogue API answered GET ${url} (${language}) with ${response.status} ${response.statusText}`.trim(),
      url,
      response.status,
    )
  }
  let document: JsonApiDocument
  try {
    document = (await response.json()) as JsonApiDocument
  } catch {
    throw new CatalogueSourceError(
      `The catalogue API answered GET ${url} (${language}) with something that is not JSON`,
      url,
      response.status,
    )
  }
  reader.onDocument?.(path, language, document)
  return document
}

function withPage(path: string, page: number, perPage: number): string {
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}per_page=${perPage}&page=${page}`
}

/**
 * Every page of a list: the first page tells `meta.last_page`, the rest are read a few at a time.
 * The resources come back in the API's order.
 */
export async function fetchAllPages(
  reader: ApiReader,
  path: string,
  language: string,
  perPage = 100,
): Promise<Resource[]> {
  const first = await fetchDocument(reader, withPage(path, 1, perPage), language)
  const lastPage = Number(first.meta?.last_page ?? 1)
  if (!Number.isInteger(lastPage) || lastPage < 1) {
    throw new CatalogueSourceError(
      `The catalogue API sent no usable meta.last_page for GET ${path} (${language})`,
      path,
    )
  }
  const pages: JsonApiDocument[] = [first]
  const rest = Array.from({ length: lastPage - 1 }, (_, index) => index + 2)
  const concurrency = Math.max(1, reader.concurrency ?? 4)
  for (let start = 0; start < rest.length; start += concurrency) {
    const batch = rest.slice(start, start + concurrency)
    pages.push(
      ...(await Promise.all(
        batch.map((page) => fetchDocument(reader, withPage(path, page, perPage), language)),
      )),
    )
  }
  return pages.flatMap((page) => asList(page.data))
}

export function asList<T>(data: T | T[] | null | undefined): T[] {
  if (data == null) return []
  return Array.isArray(data) ? data : [data]
}
