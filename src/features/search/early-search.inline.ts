import { FILTER_PARAMS, IMAGES_PER_PAGE } from '../../config/catalogue'
import {
  PICTURE_COMING,
  readPageData,
} from '../../../plugins/gatsby-plugin-build-scale/page/inline'
import { drawCards, type EarlyAnswer } from './draw-early-cards'
import { EARLY_RESULTS_ATTRIBUTE } from './early-cards'
import { EARLY_SEARCH, EARLY_SEARCH_DATA_ID, searchResultsPath } from './early-search'
import type { EarlyPictures, EarlySearchSettings } from './early-search-script'
import { SEARCH_PAGE_PARAM, SEARCH_TEXT_PARAM } from './search-params'

/*
 * The search page's head script (`EARLY_SEARCH_SCRIPT`, early-search-script.ts). It reads the page's
 * own address as `readSearchAddress` does, without the bundle, and sends the request `apiRequest`
 * would send for `searchResultsPath`. Once the answer is there it preloads the pictures as
 * `picturePreload` gives them (AVIF renditions from each result's `media_url`, the widths up to the
 * picture's own width; none for a picture without renditions), then draws the cards once the page
 * has been parsed, while the page's scripts wait for them. Whatever fails, the page's own call and
 * cards come as before: nothing of it reaches the shopper.
 */

type WithPictureComing = Window & { [PICTURE_COMING]?: Promise<void> }

/**
 * The first page's first picture is the page's largest: its preload asks for it at high priority,
 * as its card does (draw-early-cards.ts), else the browser has asked for it at an image's low one
 * by the time the card is drawn.
 */
function preloadPictures(answer: EarlyAnswer, pictures: EarlyPictures, page: number) {
  ;(answer.data || []).slice(0, pictures.count).forEach((resource, index) => {
    const { media_url: mediaUrl, width: largest } = resource.attributes || {}
    const widths = pictures.widths.filter((width) => largest !== undefined && width <= largest)
    if (!mediaUrl || !widths.length) return
    const link = document.createElement('link')
    const attributes = {
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imagesrcset: widths.map((width) => `${mediaUrl}/${width}.avif ${width}w`).join(',\n'),
      imagesizes: pictures.sizes,
    }
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
    if (page === 1 && index === 0) link.setAttribute('fetchpriority', 'high')
    document.head.appendChild(link)
  })
}

// The first screen's pictures decoded and a frame drawn with them: the page's scripts, asked for
// after this, come after its largest paint.
function afterPainted(then: () => void) {
  const eager = document.querySelectorAll<HTMLImageElement>(
    `[${EARLY_RESULTS_ATTRIBUTE}] img[loading="eager"]`,
  )
  const decoded = Array.from(eager, (picture) =>
    picture.decode ? picture.decode().catch(() => {}) : null,
  )
  Promise.all(decoded).then(() => {
    requestAnimationFrame(() => setTimeout(then, 0))
  })
}

function whenParsed(then: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then)
  else then()
}

function askForResults() {
  // The data block beside it: a page without it stops here (the catch below).
  const settings = readPageData<EarlySearchSettings>(EARLY_SEARCH_DATA_ID)
  const params = new URLSearchParams(location.search)
  const text = (params.get(SEARCH_TEXT_PARAM) || '').trim()
  const asked = parseInt(params.get(SEARCH_PAGE_PARAM) || '1', 10)
  // Filtered results are the page's own call: these would be the unfiltered ones.
  if (!text || params.get(FILTER_PARAMS.orientation) || params.get(FILTER_PARAMS.colours)) return
  const page = asked > 0 ? asked : 1
  // The path `searchImages` asks for, so that its first call takes this answer.
  const path = searchResultsPath(text, page, IMAGES_PER_PAGE)
  const response = fetch(settings.apiUrl + path, {
    headers: settings.headers,
    credentials: 'include',
  })
  window[EARLY_SEARCH] = { path, language: settings.language, response }
  const { pictures, cards } = settings
  if (!pictures) return
  const answer = response.then((response) =>
    response.ok && response.clone ? (response.clone().json() as Promise<EarlyAnswer>) : null,
  )
  answer
    .then((answer) => {
      if (answer) preloadPictures(answer, pictures, page)
    })
    .catch(() => {})
  if (!cards) return
  ;(window as WithPictureComing)[PICTURE_COMING] = answer
    .then(
      (answer) =>
        new Promise<void>((drawn) => {
          whenParsed(() => {
            try {
              drawCards(answer, cards, page)
            } catch {
              // The page's own cards come instead.
            }
            afterPainted(drawn)
          })
        }),
    )
    .catch(() => {})
}

try {
  askForResults()
} catch {
  // The page asks for its results itself.
}
