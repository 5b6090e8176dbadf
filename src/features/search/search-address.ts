import { paths } from '../../config/paths'

/** The search page's address for these words (without a language prefix). */
export function searchPageAddress(text: string, page = 1): string {
  const params = new URLSearchParams()
  const query = text.trim()
  if (query) params.set('search', query)
  if (page > 1) params.set('strana', String(page))
  const search = params.toString()
  return search ? `${paths.search}?${search}` : paths.search
}

/** The words and the page from the search page's query string. */
export function readSearchAddress(search: string): { text: string; page: number } {
  const params = new URLSearchParams(search)
  const page = Number.parseInt(params.get('strana') ?? '1', 10)
  return { text: (params.get('search') ?? '').trim(), page: page > 0 ? page : 1 }
}
