/**
 * The shopper's uploads on the page, outside React: files picked while signed out wait here through
 * the sign-in dialog, and uploads go on while the shopper moves to the configurator and back. Each
 * file goes by the tus protocol (tus-js-client, loaded on first use), in chunks, resumable: its
 * address is kept in localStorage under tus-js-client's fingerprint of the file (name, type, size,
 * last change, endpoint), so picking the same file again after a reload continues where it stopped.
 */
import type { DetailedError, PreviousUpload, Upload, UploadOptions } from 'tus-js-client'
import { CHUNK_SIZE, RETRY_DELAYS, STORAGE_PREFIX, type TusModule } from './tus'

export type UploadStatus =
  /** Picked, not sent yet: the shopper is not signed in. */
  | 'waiting'
  | 'uploading'
  /** The connection was lost after the retries: continues when the browser is back online. */
  | 'paused'
  | 'failed'
  | 'done'

export interface UploadEntry {
  /** This page's own key of the entry. */
  key: string
  fileName: string
  size: number
  /** Bytes the API has (or is being sent, while uploading). */
  sent: number
  status: UploadStatus
  /** Continues an upload begun earlier (before a reload, or before the connection was lost). */
  resumed: boolean
  /** The API's translated message of a refusal; null for a failure without one. */
  message: string | null
  /** The API's status of a refusal (401 signed out, 413 too large, 422 not a picture, 429 limit). */
  httpStatus: number | null
  /** The upload's id once the API has created it (the tus id). */
  uploadId: string | null
}

/** An upload begun in an earlier visit and not finished, as tus-js-client keeps it. */
export interface UnfinishedUpload {
  storageKey: string
  fileName: string
  size: number | null
  /** ISO time it was begun. */
  createdAt: string
  uploadUrl: string | null
}

export interface UploadQueueOptions {
  /** The tus endpoint: `{api}/uploads/files`. */
  endpoint: string
  loadTus: () => Promise<TusModule>
  /** Headers of each request: the page's language and, on unsafe ones, the anti-forgery token. */
  headers: (method: string) => Promise<Record<string, string>> | Record<string, string>
  chunkSize?: number
  retryDelays?: number[]
}

interface Running {
  file: File
  upload: Upload | null
}

/** The upload's id: the last segment of its tus address. */
export function uploadIdOf(url: string | null): string | null {
  if (!url) return null
  const segment = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean).pop()
  return segment ? decodeURIComponent(segment) : null
}

/** The API's message in its error document (`errors.file[0]`, else `message`), if it sent one. */
export function messageOf(body: string | undefined): string | null {
  if (!body) return null
  try {
    const document = JSON.parse(body) as { errors?: Record<string, unknown>; message?: unknown }
    for (const messages of Object.values(document.errors ?? {})) {
      const first = Array.isArray(messages) ? messages[0] : messages
      if (typeof first === 'string' && first) return first
    }
    return typeof document.message === 'string' && document.message ? document.message : null
  } catch {
    return null
  }
}

/** A refusal that another try of the same bytes cannot change: the stored address is dropped. */
const FINAL_STATUSES = new Set([400, 403, 404, 410, 413, 415, 422])

export class UploadQueue {
  private entries: readonly UploadEntry[] = []
  private readonly running = new Map<string, Running>()
  private readonly listeners = new Set<() => void>()
  private counter = 0

  constructor(private readonly options: UploadQueueOptions) {}

  /** For `useSyncExternalStore`. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The entries, newest last; the same array until something changes. */
  snapshot = (): readonly UploadEntry[] => this.entries

  /** Adds picked files; they are sent at once when `start` is true, else on `startWaiting`. */
  add(files: readonly File[], start: boolean): void {
    const added = files.map((file) => {
      this.counter += 1
      const key = `upload-${this.counter}`
      this.running.set(key, { file, upload: null })
      const entry: UploadEntry = {
        key,
        fileName: file.name,
        size: file.size,
        sent: 0,
        status: 'waiting',
        resumed: false,
        message: null,
        httpStatus: null,
        uploadId: null,
      }
      return entry
    })
    this.entries = [...this.entries, ...added]
    this.emit()
    if (start) for (const entry of added) void this.send(entry.key)
  }

  /** Sends the files picked before sign-in. */
  startWaiting(): void {
    for (const entry of this.entries) if (entry.status === 'waiting') void this.send(entry.key)
  }

  /** Continues the uploads the lost connection stopped (the browser's `online` event). */
  resumePaused(): void {
    for (const entry of this.entries) if (entry.status === 'paused') void this.send(entry.key)
  }

  /** Sends a stopped or failed file again: from where the API has it, if it still has it. */
  retry(key: string): void {
    const entry = this.find(key)
    if (entry && (entry.status === 'failed' || entry.status === 'paused')) void this.send(key)
  }

  /** Stops a file and takes it off the list; the API deletes what it had received of it. */
  async cancel(key: string): Promise<void> {
    const running = this.running.get(key)
    this.running.delete(key)
    this.entries = this.entries.filter((entry) => entry.key !== key)
    this.emit()
    if (!running?.upload) return
    try {
      // `true`: the API is asked to delete the partial upload, and the stored address goes too.
      await running.upload.abort(true)
    } catch {
      // Gone already, or the network is down: the API's sweep deletes what is left.
    }
  }

  /** Uploads begun in an earlier visit (on this endpoint) that are not on the list now. */
  async unfinished(): Promise<UnfinishedUpload[]> {
    const tus = await this.options.loadTus()
    const stored = await tus.defaultOptions.urlStorage.findAllUploads()
    const sending = new Set(
      [...this.running.values()].map((running) => running.upload?.url).filter(Boolean),
    )
    return stored
      .filter(
        (upload) =>
          upload.urlStorageKey.startsWith(STORAGE_PREFIX) &&
          upload.urlStorageKey.includes(this.options.endpoint) &&
          !sending.has(upload.uploadUrl),
      )
      .map((upload) => ({
        storageKey: upload.urlStorageKey,
        fileName: upload.metadata.filename ?? '',
        size: upload.size,
        createdAt: upload.creationTime,
        uploadUrl: upload.uploadUrl,
      }))
  }

  /** Gives up an unfinished upload of an earlier visit: the API deletes its part, the address goes. */
  async forget(unfinished: UnfinishedUpload): Promise<void> {
    const tus = await this.options.loadTus()
    if (unfinished.uploadUrl) {
      try {
        await tus.Upload.terminate(unfinished.uploadUrl, this.tusOptions(unfinished.fileName))
      } catch {
        // Already gone (expired or deleted): only the stored address is left to drop.
      }
    }
    await tus.defaultOptions.urlStorage.removeUpload(unfinished.storageKey)
  }

  private async send(key: string): Promise<void> {
    const running = this.running.get(key)
    if (!running) return
    this.update(key, { status: 'uploading', message: null, httpStatus: null })
    const tus = await this.options.loadTus()
    if (!this.running.has(key)) return
    const { file } = running
    const report = (change: Partial<UploadEntry>) => this.update(key, change)
    const upload: Upload = new tus.Upload(file, {
      ...this.tusOptions(file.name, file.type),
      onUploadUrlAvailable: () => report({ uploadId: uploadIdOf(upload.url) }),
      onProgress: (sent) => report({ sent }),
      onSuccess: () =>
        report({ status: 'done', uploadId: uploadIdOf(upload.url), sent: file.size }),
      onError: (error) => report(failure(error)),
    })
    running.upload = upload
    const latest = newest(await upload.findPreviousUploads())
    if (latest) {
      upload.resumeFromPreviousUpload(latest)
      report({ resumed: true })
    }
    if (this.running.get(key)?.upload === upload) upload.start()
  }

  /** What every request of an upload needs: chunks, retries, metadata, credentials and headers. */
  private tusOptions(fileName: string, fileType = ''): UploadOptions {
    const { endpoint, headers, chunkSize = CHUNK_SIZE, retryDelays = RETRY_DELAYS } = this.options
    return {
      endpoint,
      chunkSize,
      retryDelays,
      metadata: { filename: fileName, filetype: fileType },
      // The address stays only while the upload is unfinished: the list of unfinished ones reads it.
      removeFingerprintOnSuccess: true,
      onBeforeRequest: async (request) => {
        // The session cookie goes to the API's origin, as with every other call.
        const xhr = request.getUnderlyingObject() as { withCredentials?: boolean } | null
        if (xhr && typeof xhr === 'object' && 'withCredentials' in xhr) xhr.withCredentials = true
        const values = await headers(request.getMethod())
        for (const [name, value] of Object.entries(values)) request.setHeader(name, value)
      },
    }
  }

  private find(key: string) {
    return this.entries.find((entry) => entry.key === key)
  }

  private update(key: string, change: Partial<UploadEntry>) {
    const running = this.running.get(key)
    if (!running) return
    this.entries = this.entries.map((entry) => {
      if (entry.key !== key) return entry
      const next = { ...entry, ...change }
      next.sent = Math.min(next.sent, entry.size)
      return next
    })
    if (change.status && FINAL_STATUSES.has(change.httpStatus ?? 0)) void this.dropStored(running)
    this.emit()
  }

  /** A refused file's stored address would offer a resume that can only fail again. */
  private async dropStored(running: Running) {
    const tus = await this.options.loadTus()
    const previous = (await running.upload?.findPreviousUploads()) ?? []
    await Promise.all(
      previous.map((upload) => tus.defaultOptions.urlStorage.removeUpload(upload.urlStorageKey)),
    )
  }

  private emit() {
    for (const listener of this.listeners) listener()
  }
}

/** The newest stored attempt of the same file: an older one may have expired on the API. */
function newest(previous: PreviousUpload[]): PreviousUpload | undefined {
  return [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0]
}

/** How a failed upload is shown: the API's message, or paused when the network was the cause. */
function failure(error: Error | DetailedError): Partial<UploadEntry> {
  const response = 'originalResponse' in error ? error.originalResponse : null
  const status = response?.getStatus() ?? 0
  if (!status) return { status: 'paused', message: null, httpStatus: null }
  return { status: 'failed', message: messageOf(response?.getBody()), httpStatus: status }
}
