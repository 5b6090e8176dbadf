import * as React from 'react'
import { env } from '../../config/env'
import type { Language } from '../../config/languages'
import { ensureSession, readCookie } from '../../lib/api-client'
import { loadTus } from './tus'
import { UploadQueue, type UploadEntry } from './upload-queue'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
let language: Language = 'cs'
let queue: UploadQueue | null = null

/**
 * Each request's headers, as the API client sends them: the page's language, and the anti-forgery
 * token on unsafe ones (read afresh each time: signing in gives a new one).
 */
async function uploadHeaders(method: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'Accept-Language': language }
  if (SAFE_METHODS.has(method)) return headers
  await ensureSession()
  const token = readCookie('XSRF-TOKEN')
  if (token) headers['X-XSRF-TOKEN'] = token
  return headers
}

/** One list per page load: it outlives the sign-in dialog and a move to the configurator and back. */
export function uploadQueue(): UploadQueue {
  // The API's tus endpoint (docs/api.md).
  queue ??= new UploadQueue({
    endpoint: `${env.apiUrl}/uploads/files`,
    loadTus,
    headers: uploadHeaders,
  })
  return queue
}

const none: readonly UploadEntry[] = []
const noChanges = () => () => undefined

/**
 * The uploads of this page load. Files picked while signed out wait and go once `signedIn` turns
 * true; uploads the lost connection stopped go on when the browser is online again.
 */
export function useUploads(pageLanguage: Language, signedIn: boolean) {
  // None while the built page hydrates, as in its HTML: the list is the browser's alone.
  const inBrowser = React.useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  const list = inBrowser ? uploadQueue() : null
  const entries = React.useSyncExternalStore(
    list?.subscribe ?? noChanges,
    list?.snapshot ?? (() => none),
    () => none,
  )
  React.useEffect(() => {
    language = pageLanguage
  }, [pageLanguage])
  React.useEffect(() => {
    if (signedIn) list?.startWaiting()
  }, [list, signedIn, entries.length])
  React.useEffect(() => {
    if (!list) return undefined
    const online = () => list.resumePaused()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [list])
  return { entries, list }
}
