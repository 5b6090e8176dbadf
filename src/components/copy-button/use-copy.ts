import * as React from 'react'

/** How long "copied" stays on the button before it offers to copy again. */
const COPIED_FOR_MS = 2500

export type CopyState = 'idle' | 'copied' | 'refused'

/**
 * Copies one value to the clipboard. Where the browser refuses (no permission, a page not served
 * securely, no clipboard at all), the value's element is selected on the page instead, so the
 * shopper can copy it themselves.
 */
export function useCopy(value: string, valueId: string) {
  const [state, setState] = React.useState<CopyState>('idle')
  React.useEffect(() => {
    if (state !== 'copied') return
    const timer = window.setTimeout(() => setState('idle'), COPIED_FOR_MS)
    return () => window.clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      selectText(valueId)
      setState('refused')
    }
  }
  return { state, copy }
}

/** The element's text selected on the page, ready for the shopper's own copy. */
function selectText(id: string) {
  const element = document.getElementById(id)
  const selection = window.getSelection()
  if (!element || !selection) return
  const range = document.createRange()
  range.selectNodeContents(element)
  selection.removeAllRanges()
  selection.addRange(range)
}
