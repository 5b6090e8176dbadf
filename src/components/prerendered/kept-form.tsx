import * as React from 'react'
import { flushSync } from 'react-dom'
import { navigate } from 'gatsby'
import { isHydratingFirstPage } from '../../lib/hydrate'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'
import type { LazyPart } from './lazy-part'
import { KEEP_SERVER_HTML, ownLink } from './prerendered'

/** Signs on the form itself that the shopper is using it: the pointer over it, a field focused, a value. */
const FORM_SIGNS = ['pointerover', 'focusin', 'input', 'change', 'click', 'submit'] as const

/** The field that had the focus in the kept form, to give it back in the live one. */
interface Focused {
  name: string
  /** A radio button's, which shares its name. */
  value: string
  /** The submit button, which has no name. */
  submit: boolean
  /** Where the caret was in a text field. */
  selection: readonly [number, number] | null
}

function focusedIn(form: HTMLFormElement): Focused | null {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || !form.contains(active)) return null
  const control = active as HTMLInputElement
  let selection: Focused['selection'] = null
  try {
    const { selectionStart: start, selectionEnd: end } = control
    if (typeof start === 'number' && typeof end === 'number') selection = [start, end]
  } catch {
    // A radio button or a check box has no caret (some browsers throw on asking); a button has none.
  }
  return {
    name: control.name ?? '',
    value: control.value ?? '',
    submit: control.type === 'submit',
    selection,
  }
}

function focusAgain(form: HTMLFormElement, field: Focused) {
  const again = [...form.elements].find((element) => {
    const control = element as HTMLInputElement
    if (field.submit) return control.type === 'submit'
    if (!field.name || control.name !== field.name) return false
    return control.type !== 'radio' || control.value === field.value
  }) as HTMLInputElement | undefined
  again?.focus()
  if (field.selection && again instanceof HTMLInputElement)
    again.setSelectionRange(...field.selection)
}

const NO_SIGNS: readonly string[] = []

interface KeptFormOptions {
  /** Signs anywhere on the page that wake the form too (a scroll, a key). */
  pageSigns?: readonly string[]
  /** Reads what the kept form holds, the moment before the live part takes its place. */
  onWake?: (form: HTMLFormElement | null) => void
}

/**
 * A form the build rendered into the page, kept as it is on a first visit, without its code, while
 * the shopper only looks (the caller renders `KeptFormBox`, below, with `box`). `part`'s code
 * comes at the first sign on the form (or one of `pageSigns`, or `wake()`); the live part then takes
 * the form's place: `onWake` reads what the form held first, the focus (and caret) goes back to the
 * same field, a submission made meanwhile is sent again (`requestSubmit`), and a link clicked in the
 * form moves client-side. If the code does not come (offline a moment), the form stays and the next
 * sign tries again. A page the browser renders itself starts live.
 */
export function useKeptForm(
  part: Pick<LazyPart<never>, 'preload' | 'isLoaded'>,
  box: React.RefObject<HTMLElement>,
  { pageSigns = NO_SIGNS, onWake }: KeptFormOptions = {},
) {
  const [kept, setKept] = React.useState(isHydratingFirstPage)
  const focused = React.useRef<Focused | null>(null)
  const submitted = React.useRef(false)
  const waking = React.useRef(false)
  const reading = React.useRef(onWake)
  React.useEffect(() => {
    reading.current = onWake
  })

  const wake = React.useCallback(() => {
    if (waking.current) return
    waking.current = true
    void part.preload().then(() => {
      if (!part.isLoaded()) {
        waking.current = false
        return
      }
      const form = box.current?.querySelector('form') ?? null
      focused.current = form && focusedIn(form)
      // Read and replaced in one go: a key pressed in between would land in the old form.
      flushSync(() => {
        reading.current?.(form)
        setKept(false)
      })
    })
  }, [part, box])

  React.useEffect(() => {
    const element = box.current
    if (!kept || !element) return
    const onForm = (event: Event) => {
      if (event.type === 'submit') {
        // The live form sends it, as the shopper would have it (client-side, with its checks).
        event.preventDefault()
        submitted.current = true
      }
      const address = event.type === 'click' ? ownLink(event as MouseEvent) : null
      if (address) {
        event.preventDefault()
        void navigate(address)
        return
      }
      wake()
    }
    const options = { capture: true, passive: true } as const
    FORM_SIGNS.forEach((type) => element.addEventListener(type, onForm, { capture: true }))
    pageSigns.forEach((type) => window.addEventListener(type, wake, options))
    return () => {
      FORM_SIGNS.forEach((type) => element.removeEventListener(type, onForm, { capture: true }))
      pageSigns.forEach((type) => window.removeEventListener(type, wake, options))
    }
  }, [kept, wake, box, pageSigns])

  // The live part has taken over: the focus goes back, a kept submission goes out.
  useBrowserLayoutEffect(() => {
    const form = box.current?.querySelector('form')
    if (kept || !form) return
    const field = focused.current
    focused.current = null
    if (field) focusAgain(form, field)
    if (submitted.current) {
      submitted.current = false
      form.requestSubmit()
    }
  }, [kept, box])

  return { kept, wake }
}

interface KeptFormBoxProps {
  kept: boolean
  box: React.RefObject<HTMLDivElement>
  className?: string
  /** The live part, once it has taken the built form's place. */
  children: React.ReactNode
}

/** The box of a form `useKeptForm` keeps: the built HTML while `kept`, then the live part. */
export function KeptFormBox({ kept, box, className, children }: KeptFormBoxProps) {
  if (kept)
    return (
      <div
        key="kept"
        ref={box}
        className={className}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    )
  return (
    <div key="live" ref={box} className={className}>
      {children}
    </div>
  )
}
