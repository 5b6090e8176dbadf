import { swrPolicy } from '../lib/swr'

/**
 * The app's SWR policy with a cache of its own for each rendering and no deduping, so a test
 * neither sees another's data nor waits out the deduping interval.
 */
export const testSwrConfig = () => ({
  ...swrPolicy,
  provider: () => new Map(),
  dedupingInterval: 0,
})
