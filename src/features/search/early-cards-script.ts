import { currencyFor, type Currency } from '@print-shop/shop-domain/currency'
import type { Language } from '../../config/languages'
import { CARD_NAME_LENGTH, currencyLabel, formatMinorUnits } from '../../lib/format'
import { catalogueWidths } from '../../lib/media'
import { CARD_MAX_WIDTH } from '../catalogue'
import { FIRST_RESULTS_EAGER, SAMPLE_COLOUR, SAMPLE_ID, SAMPLE_MEDIA } from './early-cards'

// The settings of the head script's part that draws the early cards (draw-early-cards.ts).

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
