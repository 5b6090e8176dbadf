import * as React from 'react'
import useSWR, { type SWRResponse } from 'swr'
import { useTaskEffect } from './use-task-effect'

/**
 * useSWR for a check that can wait: the request for the first key a component has starts in a
 * browser task of its own after its commit, off the first visit's blocking work and the first paint.
 * It is started by SWR's own revalidation rather than by a state that flips after hydration, so the
 * component renders when the answer comes and not once more before: on a product page that render
 * was the whole page's (its live product), and its related pictures' grid's. A key that comes or
 * changes later is asked for at once, as useSWR does. No key (null): nothing is asked.
 */
export function useLateSWR<Data>(
  key: readonly unknown[] | null,
  fetcher: () => Promise<Data>,
): SWRResponse<Data> {
  const response = useSWR<Data>(key, fetcher, { revalidateOnMount: false })
  // SWR's "mount" is the first key a hook gets; it asks for every later key itself.
  const firstKeyAsked = React.useRef(false)
  const asked = key ? JSON.stringify(key) : null
  const { mutate } = response
  useTaskEffect(() => {
    if (!asked || firstKeyAsked.current) return
    firstKeyAsked.current = true
    void mutate()
  }, [asked, mutate])
  return response
}
