import { env } from '../../config/env'
import { IMAGES_PER_PAGE } from '../../config/catalogue'
import type { Language } from '../../config/languages'
import { readHeaders } from '../../lib/api-client'
import { catalogueWidths } from '../../lib/media'
import { CARD_MAX_WIDTH, CARD_SIZES, FILTER_PARAMS } from '../catalogue'
import { readJsonData, PICTURE_COMING } from '../../../plugins/gatsby-plugin-build-scale/page'
import { EARLY_SEARCH } from './early-search'
import { EARLY_RESULTS_ATTRIBUTE } from './early-cards'
import { DRAW_CARDS, earlyCards, type EarlyCards } from './early-cards-script'
import { SEARCH_PAGE_PARAM, SEARCH_TEXT_PARAM } from './search-address'

/**
 * The search page's inline head script (early-search.ts has the part the page's scripts use). It
 * asks the API for the results before those scripts have arrived and, as soon as the answer is
 * there, preloads the pictures of the first results' cards (the page's LCP), the same renditions
 * the cards will ask for, and draws the cards (early-cards.ts): the page's largest picture waits
 * for the API and itself, not for the page's scripts, which wait for it in turn
 * (`PICTURE_COMING`, late-scripts.ts) until the first screen's cards have been painted with their
 * pictures.
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

/** The data block the head script reads its `EarlySearchSettings` from. */
export const EARLY_SEARCH_DATA_ID = 'early-search-data'

/**
 * The search page's inline head script: `readSearchAddress` and `searchResultsPath` on the page's
 * own address, without the bundle, then the request `apiRequest` would send, then preloads of the
 * pictures as `picturePreload` gives them (AVIF renditions from each result's `media_url`, the
 * widths up to the picture's own width; none for a picture without renditions), then the cards,
 * once the page has been parsed, while the page's scripts wait for them. Its settings are data
 * beside it (`earlySearchSettings`): the same text in every language and build, so a script policy
 * allows it by its hash (plugins/gatsby-plugin-build-scale/src/inline-scripts.ts).
 */
export const EARLY_SEARCH_SCRIPT = `(function () {
  function preloadPictures(answer, pictures) {
    (answer.data || []).slice(0, pictures.count).forEach(function (resource) {
      var picture = resource.attributes || {};
      var widths = pictures.widths.filter(function (width) {
        return width <= picture.width;
      });
      if (!picture.media_url || !widths.length) return;
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'image');
      link.setAttribute('type', 'image/avif');
      link.setAttribute('imagesrcset', widths.map(function (width) {
        return picture.media_url + '/' + width + '.avif ' + width + 'w';
      }).join(',\\n'));
      link.setAttribute('imagesizes', pictures.sizes);
      document.head.appendChild(link);
    });
  }
  ${DRAW_CARDS}
  // The first screen's pictures decoded and a frame drawn with them: the page's scripts, asked for
  // after this, come after its largest paint.
  function afterPainted(then) {
    var eager = document.querySelectorAll('[${EARLY_RESULTS_ATTRIBUTE}] img[loading="eager"]');
    Promise.all(Array.prototype.map.call(eager, function (picture) {
      return picture.decode ? picture.decode().catch(function () {}) : null;
    })).then(function () {
      requestAnimationFrame(function () { setTimeout(then, 0); });
    });
  }
  function whenParsed(then) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  }
  try {
    var settings = ${readJsonData(EARLY_SEARCH_DATA_ID)};
    var params = new URLSearchParams(location.search);
    var text = (params.get(${JSON.stringify(SEARCH_TEXT_PARAM)}) || '').trim();
    var page = parseInt(params.get(${JSON.stringify(SEARCH_PAGE_PARAM)}) || '1', 10);
    // Filtered results are the page's own call: these would be the unfiltered ones.
    if (!text || params.get(${JSON.stringify(FILTER_PARAMS.orientation)}) || params.get(${JSON.stringify(FILTER_PARAMS.colours)})) return;
    page = page > 0 ? page : 1;
    var path = '/images?' + new URLSearchParams({
      per_page: '${IMAGES_PER_PAGE}',
      page: String(page),
      'filter[search]': text
    }).toString();
    var response = fetch(settings.apiUrl + path, {
      headers: settings.headers,
      credentials: 'include'
    });
    window[${JSON.stringify(EARLY_SEARCH)}] = {
      path: path,
      language: settings.language,
      response: response
    };
    if (!settings.pictures) return;
    var answer = response.then(function (response) {
      return response.ok && response.clone ? response.clone().json() : null;
    });
    answer.then(function (answer) {
      if (answer) preloadPictures(answer, settings.pictures);
    }).catch(function () {});
    if (!settings.cards) return;
    window[${JSON.stringify(PICTURE_COMING)}] = answer.then(function (answer) {
      return new Promise(function (drawn) {
        whenParsed(function () {
          try {
            drawCards(answer, settings.cards, page);
          } catch (error) {}
          afterPainted(drawn);
        });
      });
    }).catch(function () {});
  } catch (error) {}
})();`

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
