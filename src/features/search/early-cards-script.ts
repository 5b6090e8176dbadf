import { currencyFor, type Currency } from '@print-shop/shop-domain/currency'
import type { Language } from '../../config/languages'
import { CARD_NAME_LENGTH, currencyLabel, formatMinorUnits } from '../../lib/format'
import { catalogueWidths } from '../../lib/media'
import { CARD_MAX_WIDTH } from '../catalogue'
import {
  EARLY_CARD_ATTRIBUTE,
  EARLY_RESULTS_ATTRIBUTE,
  EARLY_SAMPLE_ATTRIBUTE,
  FIRST_RESULTS_EAGER,
  SAMPLE_COLOUR,
  SAMPLE_ID,
  SAMPLE_MEDIA,
} from './early-cards'

// The head script's part that draws the early cards (early-cards.ts), and its settings.

/** What the head script needs to draw a card that is not code: data beside it (inline-scripts). */
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
  /** How many of the first page's cards load at once (the first with high priority). */
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
 * The head script's `drawCards(answer, cards, page)`: a copy of the sample card (in the page's
 * `<template>`, inert) for every result, as `ImageCard` renders it: the name cut as `truncate`
 * cuts it, the price as `formatMinorUnits` writes it, the renditions `pictureWidths` offers and
 * the fallback gatsby-plugin-image picks, the addresses set as on a picture rendered in the browser
 * (for its lazy loading). It leaves out the heart, which only React can toggle, and puts values
 * from the API into the page only as text and attributes. Nothing is drawn unless every result can
 * be: the page's own cards then come as before.
 */
export const DRAW_CARDS = `function drawCards(answer, cards, page) {
    var box = document.querySelector('[${EARLY_RESULTS_ATTRIBUTE}]');
    var template = document.querySelector('template[${EARLY_SAMPLE_ATTRIBUTE}]');
    var sample = box && template && template.content && template.content.querySelector('li');
    var results = (answer && answer.data) || [];
    if (!sample || !results.length) return;
    function own(object, key) {
      return Object.prototype.hasOwnProperty.call(object, key);
    }
    function name(text) {
      var chars = Array.from(text);
      if (chars.length <= cards.nameLength) return text;
      return chars.slice(0, cards.nameLength - 1).join('').trimEnd() + '\\u2026';
    }
    function price(attributes) {
      var minor = attributes.from_price;
      if (typeof minor !== 'number' || !isFinite(minor) || minor < 0) return null;
      var parts = (minor / 100).toFixed(2).split('.');
      var currency = own(cards.currencyLabels, attributes.currency) ? attributes.currency :
        cards.currency;
      return parts[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g, '\\u00a0') + ',' + parts[1] +
        '\\u00a0' + cards.currencyLabels[currency];
    }
    function sources(value, attributes) {
      return value.split(',').map(function (source) {
        var parts = source.trim().split(' ');
        return {
          url: parts[0].split(cards.sampleMedia).join(attributes.media_url),
          width: parseInt(parts[1], 10)
        };
      }).filter(function (source) {
        return source.width <= attributes.width;
      });
    }
    function draw(resource, index) {
      var attributes = (resource && resource.attributes) || {};
      var text = price(attributes);
      var colour = attributes.colors && attributes.colors[0];
      if (!resource || (typeof resource.id !== 'string' && typeof resource.id !== 'number') ||
        typeof attributes.media_url !== 'string' || !attributes.media_url ||
        typeof attributes.name !== 'string' || text === null ||
        !(attributes.width >= cards.smallestWidth)) return null;
      var card = document.importNode(sample, true);
      card.setAttribute('${EARLY_CARD_ATTRIBUTE}', String(resource.id));
      var link = card.querySelector('a');
      link.setAttribute('href', link.getAttribute('href')
        .split(cards.sampleId).join(encodeURIComponent(resource.id)));
      var heading = link.querySelector('h2, h3');
      heading.textContent = name(attributes.name);
      heading.setAttribute('title', attributes.name);
      var label = card.querySelector('article > p');
      label.textContent = label.textContent.split(cards.samplePrice).join(text);
      [].forEach.call(card.querySelectorAll('article > button, noscript'), function (element) {
        element.parentNode.removeChild(element);
      });
      var placeholder = card.querySelector('[data-placeholder-image]');
      placeholder.setAttribute('style', placeholder.getAttribute('style')
        .split('#' + cards.sampleColour).join(typeof colour === 'string' &&
        /^[0-9a-f]{3,8}$/i.test(colour) ? '#' + colour : 'transparent'));
      [].forEach.call(card.querySelectorAll('picture source, picture img'), function (element) {
        var offered = sources(element.getAttribute('srcset') ||
          element.getAttribute('data-srcset'), attributes);
        element.removeAttribute('data-srcset');
        element.removeAttribute('data-src');
        element.setAttribute('srcset', offered.map(function (source) {
          return source.url + ' ' + source.width + 'w';
        }).join(','));
        if (element.tagName !== 'IMG') return;
        var fallback = offered.filter(function (source) {
          return source.width === attributes.width;
        })[0] || offered[0];
        element.setAttribute('src', fallback.url);
      });
      var picture = card.querySelector('img[data-main-image]');
      var eager = page === 1 && index < cards.eager;
      picture.setAttribute('loading', eager ? 'eager' : 'lazy');
      if (!eager) picture.setAttribute('fetchpriority', 'low');
      else if (index === 0) picture.setAttribute('fetchpriority', 'high');
      else picture.removeAttribute('fetchpriority');
      return card;
    }
    var drawn = results.map(draw);
    if (drawn.some(function (card) { return !card; })) return;
    var list = document.importNode(template.content.querySelector('ul'), false);
    drawn.forEach(function (card) { list.appendChild(card); });
    box.appendChild(list);
    box.hidden = false;
  }`
