import type * as Tus from 'tus-js-client'

/** tus-js-client's module: the browser build (the `browser` field of its package), or a test's. */
export type TusModule = typeof Tus

let loading: Promise<TusModule> | null = null

/**
 * tus-js-client (about 10 KB gzipped) comes with the first picked file, in a chunk of its own: the
 * upload page's first visit, and every other page, go without it.
 */
export function loadTus(): Promise<TusModule> {
  loading ??= import('tus-js-client')
  return loading
}

/** Bytes per PATCH: small enough that a cut costs little, large enough to keep requests few. */
export const CHUNK_SIZE = 5 * 1024 * 1024

/**
 * Waits before each retry of a chunk that failed on the network or with a 5xx; after the last one
 * the upload stops and continues when the browser is back online or the shopper asks.
 */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000]

/** The storage key's prefix of tus-js-client's fingerprints in localStorage (its own format). */
export const STORAGE_PREFIX = 'tus::'
