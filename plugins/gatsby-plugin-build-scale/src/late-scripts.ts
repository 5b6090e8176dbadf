import * as React from 'react'
import { jsonData, readJsonData } from './inline-scripts'

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
 * The window property where a page's head script leaves a promise of a picture still to come: the
 * search page's first card, drawn once the API has answered (src/features/search). The scripts
 * wait for it to settle, then for that picture, within `PICTURE_WAIT_MS` in all.
 */
export const PICTURE_COMING = '__printShopPictureComing'

/** The data block of `LATE_SCRIPTS_SCRIPT`: `{ scripts, prefetches }`, the page's own. */
export const LATE_SCRIPTS_DATA_ID = 'late-scripts-data'

/**
 * The id of the style that keeps the page's lazy pictures from loading (`LATE_PICTURES_STYLE`)
 * until `LATE_SCRIPTS_SCRIPT` takes it away.
 */
export const LATE_PICTURES_STYLE_ID = 'late-pictures'

/**
 * gatsby-plugin-image's lazy pictures, out of the layout. A lazy picture near the first screen starts
 * to load as soon as the page is laid out, and shares the network with the picture the shopper is
 * waiting for (the first slide's, the product's); one with no box does not load. Each keeps its
 * place: the wrapper holds its size and shows the placeholder, the picture is positioned over it.
 */
export const LATE_PICTURES_STYLE =
  '.gatsby-image-wrapper img[data-main-image][loading="lazy"]{display:none}'

/**
 * The inline script that requests the page's scripts once the pre-rendered page has painted its
 * picture of highest priority (the product's, the first slide's, a grid's first card: arrived,
 * decoded and a frame later), or the one a head script promises (`PICTURE_COMING`), then its
 * prefetches (both from `LATE_SCRIPTS_DATA_ID`). The lazy pictures are let load at the same moment
 * (`LATE_PICTURES_STYLE_ID`), or as soon as the shopper scrolls. A shopper's first touch, a hidden
 * tab or `PICTURE_WAIT_MS` request them at once; the early-clicks script keeps what is clicked
 * meanwhile. The same text on every page (inline-scripts.ts).
 */
export const LATE_SCRIPTS_SCRIPT = `(function (page) {
  var requested = false;
  function showPictures() {
    var style = document.getElementById(${JSON.stringify(LATE_PICTURES_STYLE_ID)});
    if (style) style.parentNode.removeChild(style);
  }
  function request() {
    if (requested) return;
    requested = true;
    showPictures();
    page.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    });
    page.prefetches.forEach(function (chunk) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = chunk.href;
      if (chunk.as) link.as = chunk.as;
      document.head.appendChild(link);
    });
  }
  function afterFrame() {
    requestAnimationFrame(function () { setTimeout(request, 0); });
  }
  function afterDecoded(picture) {
    if (!picture.decode) return afterFrame();
    picture.decode().then(afterFrame, afterFrame);
  }
  function afterPicture() {
    var coming = window[${JSON.stringify(PICTURE_COMING)}];
    if (coming) {
      window[${JSON.stringify(PICTURE_COMING)}] = null;
      return coming.then(afterPicture, request);
    }
    var picture = document.querySelector('#___gatsby img[fetchpriority="high"]');
    if (!picture) return request();
    if (picture.complete) return afterDecoded(picture);
    picture.addEventListener('load', function () { afterDecoded(picture); });
    picture.addEventListener('error', request);
  }
  function afterPaint() {
    if (document.visibilityState !== 'visible') return request();
    setTimeout(request, ${PICTURE_WAIT_MS});
    requestAnimationFrame(function () { setTimeout(afterPicture, 0); });
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, request, { capture: true, once: true, passive: true });
  });
  addEventListener('scroll', showPictures, { capture: true, once: true, passive: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})(${readJsonData(LATE_SCRIPTS_DATA_ID)});`

/**
 * The page with its scripts requested after its first paint. Gatsby puts `<script async>` tags at
 * the end of the body and prefetch links in the head: the browser asks for them while the HTML is
 * still parsing, they compete with the picture of the first screen for the network, and a script
 * that arrives early runs before the first paint. Here they become one inline script
 * (`LATE_SCRIPTS_SCRIPT`) and its data in their place, with the page component's own scripts
 * (`pageScripts`, page-chunks.ts) asked for at the same time, and the head holds the lazy pictures
 * back until then (`LATE_PICTURES_STYLE`).
 */
export function scriptsAfterFirstPaint(
  head: readonly Component[],
  body: readonly Component[],
  pageScripts: readonly string[] = [],
): { head: Component[]; body: Component[] } {
  const scripts = body.filter(isPageScript)
  if (scripts.length === 0) return { head: [...head], body: [...body] }
  const prefetches = head.filter(isPrefetch).map((link) => {
    const props = propsOf(link) as { href: string; as?: string }
    return props.as ? { href: props.href, as: props.as } : { href: props.href }
  })
  const loader = [
    jsonData(LATE_SCRIPTS_DATA_ID, {
      scripts: [
        ...new Set([...scripts.map((script) => String(propsOf(script)?.src)), ...pageScripts]),
      ],
      prefetches,
    }),
    React.createElement('script', {
      key: 'late-scripts',
      id: 'late-scripts',
      dangerouslySetInnerHTML: { __html: LATE_SCRIPTS_SCRIPT },
    }),
  ]
  const first = body.findIndex(isPageScript)
  const rest = body.filter((component) => !isPageScript(component))
  const latePictures = React.createElement('style', {
    key: LATE_PICTURES_STYLE_ID,
    id: LATE_PICTURES_STYLE_ID,
    dangerouslySetInnerHTML: { __html: LATE_PICTURES_STYLE },
  })
  return {
    head: [...head.filter((component) => !isPrefetch(component)), latePictures],
    body: [...rest.slice(0, first), ...loader, ...rest.slice(first)],
  }
}
