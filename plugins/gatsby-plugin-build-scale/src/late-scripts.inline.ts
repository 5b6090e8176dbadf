import {
  LATE_PICTURES_STYLE_ID,
  LATE_SCRIPTS_DATA_ID,
  PICTURE_COMING,
  PICTURE_WAIT_MS,
} from './late-scripts-names'
import { readPageData } from './read-page-data'

/*
 * The late-scripts loader (late-scripts.ts): requests the page's scripts and prefetches once the
 * page has painted its picture of highest priority, or on the shopper's first touch, in a hidden tab,
 * or after `PICTURE_WAIT_MS`.
 */
interface LatePage {
  scripts: string[]
  prefetches: Array<{ href: string; as?: string }>
}

type WithPictureComing = Window & { [PICTURE_COMING]?: Promise<unknown> | null }

const page = readPageData<LatePage>(LATE_SCRIPTS_DATA_ID)
let requested = false

function showPictures() {
  document.getElementById(LATE_PICTURES_STYLE_ID)?.remove()
}

function request() {
  if (requested) return
  requested = true
  showPictures()
  for (const src of page.scripts) {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    document.body.appendChild(script)
  }
  for (const chunk of page.prefetches) {
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.href = chunk.href
    if (chunk.as) link.as = chunk.as
    document.head.appendChild(link)
  }
}

function afterFrame() {
  requestAnimationFrame(() => setTimeout(request, 0))
}

function afterDecoded(picture: HTMLImageElement) {
  if (!picture.decode) return afterFrame()
  picture.decode().then(afterFrame, afterFrame)
}

function afterPicture(): void {
  const promised = window as WithPictureComing
  const coming = promised[PICTURE_COMING]
  if (coming) {
    promised[PICTURE_COMING] = null
    coming.then(afterPicture, request)
    return
  }
  const picture = document.querySelector<HTMLImageElement>('#___gatsby img[fetchpriority="high"]')
  if (!picture) return request()
  if (picture.complete) return afterDecoded(picture)
  picture.addEventListener('load', () => afterDecoded(picture))
  picture.addEventListener('error', request)
}

function afterPaint() {
  if (document.visibilityState !== 'visible') return request()
  setTimeout(request, PICTURE_WAIT_MS)
  requestAnimationFrame(() => setTimeout(afterPicture, 0))
}

for (const type of ['pointerdown', 'keydown', 'touchstart'])
  addEventListener(type, request, { capture: true, once: true, passive: true })
addEventListener('scroll', showPictures, { capture: true, once: true, passive: true })
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
else afterPaint()
