import { HYDRATED_EVENT } from './hydration-marks'

/*
 * The early-clicks script (early-clicks.ts): first in the head, it keeps a click on a control of
 * `#___gatsby` made before React hydrates, and does it again once the page has hydrated.
 */
const kept: HTMLElement[] = []
const controls = 'button, [role="button"], label, input[type="checkbox"], input[type="radio"]'

function keep(event: Event) {
  const state = document.documentElement.dataset
  if (state.hydrating || state.hydrated) return
  const target = event.target
  const control = target instanceof Element ? target.closest<HTMLElement>(controls) : null
  if (!control || !control.closest('#___gatsby')) return
  event.preventDefault()
  event.stopPropagation()
  if (!kept.includes(control)) kept.push(control)
}

document.addEventListener('click', keep, true)
window.addEventListener(
  HYDRATED_EVENT,
  () => {
    document.removeEventListener('click', keep, true)
    for (const control of kept.splice(0)) if (control.isConnected) control.click()
  },
  { once: true },
)
