import { currencyFor } from '@print-shop/shop-domain/currency'
import type { Language } from '../../config/languages'
import type { CatalogueImage } from '../catalogue'

/**
 * The search page's first results as cards before its scripts have arrived: the head script
 * (early-search.inline.ts, draw-early-cards.ts) draws them from the API's answer into the page's
 * early-results box, each a copy of a sample card the build rendered with the real `ImageCard`
 * into a `<template>` beside it (components/early-results.tsx). When React then shows the same
 * results, each card takes over its early card's link and picture as they are (`takeEarlyCard`):
 * the picture the shopper already sees is not asked for or faded in again.
 */

/** The box the early cards are drawn in (hidden until they are). */
export const EARLY_RESULTS_ATTRIBUTE = 'data-early-results'
/** The `<template>` holding the sample card: inert, so nothing in it loads, shows or is linked. */
export const EARLY_SAMPLE_ATTRIBUTE = 'data-early-sample'
/** On each early card's `<li>`: the product's id. */
export const EARLY_CARD_ATTRIBUTE = 'data-early-card'

/** The sample card's id, media address and colour, which no product has. */
export const SAMPLE_ID = 'early-card-id'
export const SAMPLE_MEDIA = 'early-card-media'
export const SAMPLE_COLOUR = 'c0ffee'

/**
 * The sample card's product: values the head script finds in the sample's markup and replaces with
 * a result's (its id in the link, its media address in the sources). Wider than any card's
 * renditions, so the sample offers them all and the script keeps those a result is wide enough for.
 */
export function sampleImage(language: Language): CatalogueImage {
  return {
    apiId: SAMPLE_ID,
    name: '',
    fromPrice: 0,
    currency: currencyFor(language),
    mediaUrl: SAMPLE_MEDIA,
    width: 10000,
    height: 10000,
    colors: [SAMPLE_COLOUR],
  }
}

/** The first page's cards that load at once, the first with high priority. */
export const FIRST_RESULTS_EAGER = 4

/**
 * The part of product `id`'s early card React's own card keeps (the box around its link, which
 * holds the link and picture), or null when there is none (no early cards, another product).
 */
export function takeEarlyCard(id: string): Element | null {
  if (typeof document === 'undefined') return null
  const card = [
    ...document.querySelectorAll(`[${EARLY_RESULTS_ATTRIBUTE}] [${EARLY_CARD_ATTRIBUTE}]`),
  ].find((element) => element.getAttribute(EARLY_CARD_ATTRIBUTE) === id)
  return card?.querySelector('a')?.parentElement ?? null
}
