import { HYDRATED_EVENT } from './hydration-marks'

/**
 * The first visit's clicks before React starts. The pre-rendered page shows its buttons before the
 * scripts behind them have arrived; a click then would do nothing. This inline script, first in the
 * head, keeps such a click (on a button, a label, a check box or radio button of `#___gatsby`) and
 * does it again once the page has hydrated (`HYDRATED_EVENT`, sent by src/lib/hydrate.ts). From the moment
 * React hydrates (`data-hydrating`) React takes clicks itself: a click on a part not hydrated yet
 * makes it hydrate that part at once. Links, fields and disclosure widgets work without it.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var kept = [];
  var controls = 'button, [role="button"], label, input[type="checkbox"], input[type="radio"]';
  function keep(event) {
    var state = document.documentElement.dataset;
    if (state.hydrating || state.hydrated) return;
    var target = event.target;
    var control = target && target.closest && target.closest(controls);
    if (!control || !control.closest('#___gatsby')) return;
    event.preventDefault();
    event.stopPropagation();
    if (kept.indexOf(control) < 0) kept.push(control);
  }
  document.addEventListener('click', keep, true);
  window.addEventListener(${JSON.stringify(HYDRATED_EVENT)}, function () {
    document.removeEventListener('click', keep, true);
    var clicks = kept.splice(0);
    for (var i = 0; i < clicks.length; i++) if (clicks[i].isConnected) clicks[i].click();
  }, { once: true });
})();`
