import type { SWRConfiguration } from 'swr'

/**
 * The storefront's one data policy, given to every useSWR by the SWRConfig of `AppProviders` (and
 * of the test renderers). A call sets an option of its own only where it truly differs, and says why.
 */
export const swrPolicy = {
  // The API client already retried a read that failed on the network, and a refusal (4xx, 5xx)
  // answers the same again: a failure is shown at once, with its retry button.
  shouldRetryOnError: false,
  // A window that gets the focus back shows what changed meanwhile (the basket on another tab).
  revalidateOnFocus: true,
} satisfies SWRConfiguration
