import { currencyFor, type Currency } from '@print-shop/shop-domain/pricing'
import type { Language } from '../../config/languages'
import { CARD_NAME_LENGTH, currencyLabel, formatMinorUnits } from '../../lib/format'
import { catalogueWidths } from '../../lib/media'
import { CARD_MAX_WIDTH } from '../catalogue'
import {
  EARLY_CARD_ATTRIBUTE,
  EARLY_RESULTS_ATTRIBUTE,
  FIRST_RESULTS_EAGER,
  SAMPLE_COLOUR,
  SAMPLE_ID,
  SAMPLE_MEDIA,
} from './early-cards'

/** The head script's part that draws the early cards (early-cards.ts), and its settings. */

/** What the head script needs to draw a card that is not code: data beside it (inline-scripts.ts). */
export interface EarlyCards {
  sampleId: string
  sampleMedia: string
  sampleColour: string
  /** The sample's price in the card's text ("0,00 Kč"), which a result's price replaces. */
  samplePrice: string
  currency: Currency
  currencyLabels: Record<Currency, string>
  nameLength: number
  /** The narrowest rendition a card offers: a narrower picture is not drawn early. */
  smallestWidth: number
  /** How many of the first page's cards load at once (the first with high priority), as the page's. */
  eager: number
}

/** The head script's card settings for a page in `language`. */
export function earlyCards(language: Language): EarlyCards {
  const currency = currencyFor(language)
  return {
    sampleId: SAMPLE_ID,
    sampleMedia: SAMPLE_MEDIA,
    sampleColour: SAMPLE_COLOUR,
    samplePrice: formatMinorUnits(0, currency),
    currency,
    currencyLabels: { CZK: currencyLabel('CZK'), EUR: currencyLabel('EUR') },
    nameLength: CARD_NAME_LENGTH,
    smallestWidth: Math.min(...catalogueWidths({ largest: CARD_MAX_WIDTH })),
    eager: FIRST_RESULTS_EAGER,
  }
}

/**
 * The head script's `drawCards(answer, cards, page)`: a copy of the sample card for every result,
 * as `ProductCard` renders it (the name cut as `truncate` cuts it, the price as `formatMinorUnits`
 * writes it, the renditions `pictureWidths` offers, the addresses set as a picture rendered in
 * the browser has them, for the browser's lazy loading), without the heart, which only React can
 * toggle. Nothing is drawn unless every result can be: the page's own cards then come as before.
 */
export const DRAW_CARDS = `function drawCards(answer, cards, page) {
    var box = document.querySelector('[${EARLY_RESULTS_ATTRIBUTE}]');
    var sample = box && box.querySelector('li');
    var results = (answer && answer.data) || [];
    if (!sample || !results.length) return;
    function name(text) {
      var chars = Array.from(text);
      if (chars.length <= cards.nameLength) return text;
      return chars.slice(0, cards.nameLength - 1).join('').trimEnd() + '\\u2026';
    }
    function price(attributes) {
      var minor = attributes.from_price;
      if (typeof minor !== 'number' || !isFinite(minor) || minor < 0) return null;
      var parts = (minor / 100).toFixed(2).split('.');
      var currency = cards.currencyLabels[attributes.currency] ? attributes.currency : cards.currency;
      return parts[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g, '\\u00a0') + ',' + parts[1] +
        '\\u00a0' + cards.currencyLabels[currency];
    }
    function sources(value, attributes) {
      return value.split(',').filter(function (source) {
        return parseInt(source.trim().split(' ').pop(), 10) <= attributes.width;
      }).map(function (source) {
        return source.trim().split(cards.sampleMedia).join(attributes.media_url);
      }).join(',');
    }
    function draw(resource, index) {
      var attributes = resource.attributes || {};
      var text = price(attributes);
      if (!attributes.media_url || typeof attributes.name !== 'string' || text === null ||
        !(attributes.width >= cards.smallestWidth)) return null;
      var card = sample.cloneNode(true);
      card.setAttribute('${EARLY_CARD_ATTRIBUTE}', resource.id);
      var link = card.querySelector('a');
      link.setAttribute('href', link.getAttribute('href')
        .split(cards.sampleId).join(encodeURIComponent(resource.id)));
      var heading = link.querySelector('h2, h3');
      heading.textContent = name(attributes.name);
      heading.setAttribute('title', attributes.name);
      card.querySelector('article > p').textContent = card.querySelector('article > p')
        .textContent.split(cards.samplePrice).join(text);
      [].forEach.call(card.querySelectorAll('article > button, noscript'), function (element) {
        element.parentNode.removeChild(element);
      });
      var placeholder = card.querySelector('img[data-placeholder-image]');
      if (attributes.placeholder) placeholder.setAttribute('src', attributes.placeholder);
      else placeholder.removeAttribute('src');
      placeholder.setAttribute('style', placeholder.getAttribute('style').split('#' +
        cards.sampleColour).join(attributes.colors && attributes.colors[0] ?
        '#' + attributes.colors[0] : 'transparent'));
      [].forEach.call(card.querySelectorAll('picture source, picture img'), function (element) {
        var srcset = element.getAttribute('srcset') || element.getAttribute('data-srcset');
        var src = element.getAttribute('src') || element.getAttribute('data-src');
        element.removeAttribute('data-srcset');
        element.removeAttribute('data-src');
        element.setAttribute('srcset', sources(srcset, attributes));
        if (src) element.setAttribute('src', src.split(cards.sampleMedia).join(attributes.media_url));
      });
      var picture = card.querySelector('img[data-main-image]');
      var eager = page === 1 && index < cards.eager;
      picture.setAttribute('loading', eager ? 'eager' : 'lazy');
      if (eager && index === 0) picture.setAttribute('fetchpriority', 'high');
      return card;
    }
    var drawn = results.map(draw);
    if (drawn.some(function (card) { return !card; })) return;
    var list = sample.parentNode;
    list.removeChild(sample);
    drawn.forEach(function (card) { list.appendChild(card); });
    box.hidden = false;
  }`
