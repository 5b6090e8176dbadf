import { formatNumber } from '../../lib/format'

/**
 * "24,3 MB", or "350 kB" under a megabyte, as the shop writes numbers (decimal comma, in every
 * language: lib/format).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${formatNumber(Math.max(1, Math.round(bytes / 1000)), 0)}\u00a0kB`
  return `${formatNumber(bytes / 1_000_000, 1)}\u00a0MB`
}

/** Whole per cent of a file sent, never 100 before the API has confirmed the last byte. */
export function percentSent(sent: number, size: number, done: boolean): number {
  if (done) return 100
  if (size <= 0) return 0
  return Math.min(99, Math.floor((sent / size) * 100))
}
