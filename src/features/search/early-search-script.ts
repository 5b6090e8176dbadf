import { env } from '../../config/env'
import type { Language } from '../../config/languages'
import { readHeaders } from '../../lib/api-client'
import { catalogueWidths } from '../../lib/media'
import { CARD_MAX_WIDTH, CARD_SIZES } from '../catalogue'
import { earlyCards, type EarlyCards } from './early-cards-script'

/**
 * The search page's inline head script: its text and its settings (its code is
 * early-search.inline.ts; early-search.ts has the part the page's scripts use). It asks the API for
 * the results before those scripts have arrived and, as soon as the answer is there, preloads the
 * pictures of the first results' cards (the page's LCP), the same renditions the cards will ask
 * for, and draws the cards (early-cards.ts): the page's largest picture waits for the API and
 * itself, not for the page's scripts, which wait for it in turn (`PICTURE_COMING`, late-scripts.ts)
 * until the first screen's cards have been painted with their pictures.
 */

/** The first results' cards whose pictures the head script preloads: what the first screen shows. */
export interface EarlyPictures {
  /** How many cards (two rows on a phone, one on a wide screen). */
  count: number
  /** The catalogue widths a card's srcset may offer (`pictureWidths` before the picture's own width). */
  widths: readonly number[]
  /** The cards' `sizes`. */
  sizes: string
}

/** What the head script needs that is not code: from the build's settings and the page's language. */
export interface EarlySearchSettings {
  apiUrl: string
  language: Language
  /** The headers `apiRequest` sends with a read in `language`. */
  headers: Record<string, string>
  pictures: EarlyPictures | null
  /** How to draw the results' cards; none where there are no pictures to preload. */
  cards: EarlyCards | null
}

declare global {
  interface InlineScripts {
    /** early-search.inline.ts */
    readonly earlySearch: string
  }
}

/**
 * The search page's inline head script, compiled by the build from early-search.inline.ts (with
 * draw-early-cards.ts). Its settings are data beside it (`earlySearchSettings`, in the block
 * `EARLY_SEARCH_DATA_ID`): the same text in every language and build, so a script policy allows it
 * by its hash (plugins/gatsby-plugin-build-scale/src/inline-scripts.ts).
 */
export const EARLY_SEARCH_SCRIPT = INLINE_SCRIPTS.earlySearch

/** The head script's settings for a page in `language`. */
export function earlySearchSettings(
  language: Language,
  apiUrl = env.apiUrl,
  pictures = firstResultsPictures(),
): EarlySearchSettings {
  return {
    apiUrl,
    language,
    headers: readHeaders(language),
    pictures,
    cards: pictures && earlyCards(language),
  }
}

/**
 * The results' cards in the first screen: two rows on a phone, one on a wide screen. None where the
 * pictures come from an image URL template (the script knows only the API's `media_url`).
 */
export function firstResultsPictures(template = env.imageUrlTemplate): EarlyPictures | null {
  if (template) return null
  return { count: 4, widths: catalogueWidths({ largest: CARD_MAX_WIDTH }), sizes: CARD_SIZES }
}
