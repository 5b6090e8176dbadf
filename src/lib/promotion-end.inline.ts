import { RUNS_UNTIL_ATTRIBUTE, SHOWN_FROM_ATTRIBUTE } from './promotion-attributes'

/* `PROMOTION_END_SCRIPT` (promotion-time.ts): corrects the built page by the visitor's clock. */
const now = Date.now()
document.querySelectorAll<HTMLElement>(`[${RUNS_UNTIL_ATTRIBUTE}]`).forEach((element) => {
  if (now >= Date.parse(element.getAttribute(RUNS_UNTIL_ATTRIBUTE) ?? ''))
    element.style.display = 'none'
})
document.querySelectorAll<HTMLElement>(`[${SHOWN_FROM_ATTRIBUTE}]`).forEach((element) => {
  if (now >= Date.parse(element.getAttribute(SHOWN_FROM_ATTRIBUTE) ?? '')) element.hidden = false
})
