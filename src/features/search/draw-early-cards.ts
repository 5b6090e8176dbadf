import type { Currency } from '@print-shop/shop-domain/currency'
import { truncate } from '../../lib/format'
import {
  EARLY_CARD_ATTRIBUTE,
  EARLY_RESULTS_ATTRIBUTE,
  EARLY_SAMPLE_ATTRIBUTE,
} from './early-cards'
import type { EarlyCards } from './early-cards-script'

/**
 * The API's search answer as the head script reads it, before any of the bundle's checks: each
 * value is checked where it is used, and an answer the cards cannot be drawn from draws none.
 */
export interface EarlyAnswer {
  data?: EarlyResult[]
}

export interface EarlyResult {
  id?: string | number
  attributes?: EarlyAttributes
}

interface EarlyAttributes {
  name?: string
  /** Null from a provider without the API's renditions. */
  media_url?: string | null
  width?: number
  from_price?: number | null
  currency?: string
  colors?: string[]
}

/** One rendition of a picture, as a srcset lists it. */
interface Source {
  url: string
  width: number
}

/**
 * Part of the search page's head script (early-search.inline.ts): a copy of the sample card (in the
 * page's `<template>`, inert) for every result, as `ImageCard` renders it: the name cut as
 * `truncate` cuts it, the price as `formatMinorUnits` writes it, the renditions `pictureWidths`
 * offers and the fallback gatsby-plugin-image picks, the addresses set as on a picture rendered in
 * the browser (for its lazy loading). It leaves out the heart, which only React can toggle, and puts
 * values from the API into the page only as text and attributes. Nothing is drawn unless every
 * result can be: the page's own cards then come as before. The sample is the build's own card, so
 * the elements it is read for are there; a sample without them throws, and the caller draws nothing.
 */
export function drawCards(answer: EarlyAnswer | null, cards: EarlyCards, page: number): void {
  const box = document.querySelector<HTMLElement>(`[${EARLY_RESULTS_ATTRIBUTE}]`)
  const template = document.querySelector<HTMLTemplateElement>(
    `template[${EARLY_SAMPLE_ATTRIBUTE}]`,
  )
  const sample = template && template.content.querySelector('li')
  const results = (answer && answer.data) || []
  if (!box || !template || !sample || !results.length) return

  const isCurrency = (currency: unknown): currency is Currency =>
    Object.prototype.hasOwnProperty.call(cards.currencyLabels, currency as PropertyKey)

  function price(attributes: EarlyAttributes): string | null {
    const minor = attributes.from_price
    if (typeof minor !== 'number' || !isFinite(minor) || minor < 0) return null
    const [units, cents] = (minor / 100).toFixed(2).split('.')
    const currency = isCurrency(attributes.currency) ? attributes.currency : cards.currency
    const grouped = units!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
    return `${grouped},${cents}\u00a0${cards.currencyLabels[currency]}`
  }

  /** The sample's renditions of `srcset` as the result's, up to its own width. */
  function sources(srcset: string, mediaUrl: string, width: number): Source[] {
    return srcset
      .split(',')
      .map((source) => {
        const [url, descriptor] = source.trim().split(' ')
        return {
          url: url!.split(cards.sampleMedia).join(mediaUrl),
          width: parseInt(descriptor!, 10),
        }
      })
      .filter((source) => source.width <= width)
  }

  const draw = (resource: EarlyResult, index: number): HTMLLIElement | null => {
    const attributes: EarlyAttributes = (resource && resource.attributes) || {}
    const text = price(attributes)
    const colour = attributes.colors && attributes.colors[0]
    const { media_url: mediaUrl, name: fullName, width } = attributes
    if (
      !resource ||
      (typeof resource.id !== 'string' && typeof resource.id !== 'number') ||
      typeof mediaUrl !== 'string' ||
      !mediaUrl ||
      typeof fullName !== 'string' ||
      text === null ||
      width === undefined ||
      !(width >= cards.smallestWidth)
    )
      return null
    const card = document.importNode(sample, true)
    card.setAttribute(EARLY_CARD_ATTRIBUTE, String(resource.id))
    const link = card.querySelector('a')!
    link.setAttribute(
      'href',
      link.getAttribute('href')!.split(cards.sampleId).join(encodeURIComponent(resource.id)),
    )
    const heading = link.querySelector('h2, h3')!
    heading.textContent = truncate(fullName, cards.nameLength)
    heading.setAttribute('title', fullName)
    const label = card.querySelector('article > p')!
    label.textContent = label.textContent!.split(cards.samplePrice).join(text)
    card.querySelectorAll('article > button, noscript').forEach((element) => element.remove())
    const placeholder = card.querySelector('[data-placeholder-image]')!
    const shown =
      typeof colour === 'string' && /^[0-9a-f]{3,8}$/i.test(colour) ? `#${colour}` : 'transparent'
    placeholder.setAttribute(
      'style',
      placeholder.getAttribute('style')!.split(`#${cards.sampleColour}`).join(shown),
    )
    // How the picture loads comes before its addresses: an eager picture is asked for as soon as it
    // has one, outside the page as well, with the priority it has at that moment.
    const picture = card.querySelector('img[data-main-image]')!
    const eager = page === 1 && index < cards.eager
    const priority = !eager ? 'low' : index === 0 ? 'high' : null
    picture.setAttribute('loading', eager ? 'eager' : 'lazy')
    if (priority) picture.setAttribute('fetchpriority', priority)
    else picture.removeAttribute('fetchpriority')
    card.querySelectorAll('picture source, picture img').forEach((element) => {
      const srcset = element.getAttribute('srcset') || element.getAttribute('data-srcset')
      const offered = sources(srcset!, mediaUrl, width)
      element.removeAttribute('data-srcset')
      element.removeAttribute('data-src')
      element.setAttribute(
        'srcset',
        offered.map((source) => `${source.url} ${source.width}w`).join(','),
      )
      if (element.tagName !== 'IMG') return
      const fallback = offered.filter((source) => source.width === width)[0] || offered[0]
      element.setAttribute('src', fallback!.url)
    })
    return card
  }

  const drawn = results.map(draw)
  if (!drawn.every((card): card is HTMLLIElement => card !== null)) return
  const list = document.importNode(template.content.querySelector('ul')!, false)
  list.append(...drawn)
  box.appendChild(list)
  box.hidden = false
}
