import * as React from 'react'

type Component = React.ReactNode

/** How long the scripts wait at most for the page's picture of highest priority to arrive. */
export const PICTURE_WAIT_MS = 3000

const propsOf = (component: Component): Record<string, unknown> | undefined =>
  React.isValidElement(component) ? (component.props as Record<string, unknown>) : undefined

/** Gatsby's `<script src async>` tags (webpack runtime, framework, app) at the end of the body. */
const isPageScript = (component: Component) =>
  React.isValidElement(component) &&
  component.type === 'script' &&
  typeof propsOf(component)?.src === 'string'

/** `<link rel="prefetch">` of chunks a page will want later (the toaster's, `webpackPrefetch`). */
const isPrefetch = (component: Component) =>
  React.isValidElement(component) &&
  component.type === 'link' &&
  propsOf(component)?.rel === 'prefetch'

/**
 * The inline script that requests `scripts` once the pre-rendered page has painted and its
 * picture of highest priority (the product's, the first slide's, a grid's first card) has
 * arrived, then `prefetches`. A shopper's first touch, a hidden tab or `PICTURE_WAIT_MS` request
 * them at once; the early-clicks script keeps what is clicked meanwhile.
 */
export function lateScriptsScript(
  scripts: readonly string[],
  prefetches: readonly { href: string; as?: string }[],
): string {
  return `(function () {
  var requested = false;
  function request() {
    if (requested) return;
    requested = true;
    ${JSON.stringify(scripts)}.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    });
    ${JSON.stringify(prefetches)}.forEach(function (chunk) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = chunk.href;
      if (chunk.as) link.as = chunk.as;
      document.head.appendChild(link);
    });
  }
  function afterPicture() {
    var picture = document.querySelector('#___gatsby img[fetchpriority="high"]');
    if (!picture || picture.complete) return request();
    picture.addEventListener('load', request);
    picture.addEventListener('error', request);
    setTimeout(request, ${PICTURE_WAIT_MS});
  }
  function afterPaint() {
    if (document.visibilityState !== 'visible') return request();
    requestAnimationFrame(function () { setTimeout(afterPicture, 0); });
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, request, { capture: true, once: true, passive: true });
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();`
}

/**
 * The page with its scripts requested after its first paint. Gatsby puts `<script async>` tags at
 * the end of the body and prefetch links in the head: the browser asks for them while the HTML is
 * still parsing, they compete with the picture of the first screen for the network, and a script
 * that arrives early runs before the first paint. Here they become one inline script
 * (`lateScriptsScript`) in their place.
 */
export function scriptsAfterFirstPaint(
  head: readonly Component[],
  body: readonly Component[],
): { head: Component[]; body: Component[] } {
  const scripts = body.filter(isPageScript)
  if (scripts.length === 0) return { head: [...head], body: [...body] }
  const prefetches = head.filter(isPrefetch).map((link) => {
    const props = propsOf(link) as { href: string; as?: string }
    return props.as ? { href: props.href, as: props.as } : { href: props.href }
  })
  const loader = React.createElement('script', {
    key: 'late-scripts',
    id: 'late-scripts',
    dangerouslySetInnerHTML: {
      __html: lateScriptsScript(
        scripts.map((script) => String(propsOf(script)?.src)),
        prefetches,
      ),
    },
  })
  const first = body.findIndex(isPageScript)
  const rest = body.filter((component) => !isPageScript(component))
  return {
    head: head.filter((component) => !isPrefetch(component)),
    body: [...rest.slice(0, first), loader, ...rest.slice(first)],
  }
}
