/**
 * The first visit's clicks before React starts. The pre-rendered page shows its buttons before the
 * scripts behind them have arrived; a click then would do nothing. This inline script, first in the
 * head, keeps such a click (on a button, a label, a check box or radio button of `#___gatsby`) and
 * does it again once the page has hydrated (`HYDRATED_EVENT`, sent by src/lib/hydrate.ts). From the moment
 * React hydrates (`data-hydrating`) React takes clicks itself: a click on a part not hydrated yet
 * makes it hydrate that part at once. Links, fields and disclosure widgets work without it. Its code:
 * early-clicks.inline.ts, compiled by the build (inline-script-texts.cjs).
 */
declare global {
  interface InlineScripts {
    /** early-clicks.inline.ts */
    readonly earlyClicks: string
  }
}

export const EARLY_CLICKS_SCRIPT = INLINE_SCRIPTS.earlyClicks
