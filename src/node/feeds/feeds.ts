import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'
import { currencyFor, type Currency } from '@print-shop/shop-domain/currency'
import { languageForCountry } from '@print-shop/shop-domain/visitor-language'
import { languages, type Language } from '../../config/languages'
import { FEEDS_FOLDER } from './folder'

/** The formats the build writes: Heureka (cz and sk), Zboží.cz, Google Merchant Center. */
export type FeedFormat = 'heureka' | 'zbozi' | 'google'

/** One feed file published with the pages: where it is, in which format, for which market. */
export interface Feed {
  /** Its address on the site (under public/). */
  path: string
  format: FeedFormat
  /** The pages, texts and prices it offers: the language's shop. */
  language: Language
  currency: Currency
  /** Where its shoppers live: the delivery methods to these countries are listed. */
  countries: readonly string[]
}

/** The EU countries whose visitors the spec's language rule gives this language (en: the rest). */
export function marketCountries(language: Language): string[] {
  return EU_COUNTRIES.filter((country) => languageForCountry(country) === language)
}

const feed = (path: string, format: FeedFormat, language: Language, countries?: string[]) => ({
  path,
  format,
  language,
  currency: currencyFor(language),
  countries: countries ?? marketCountries(language),
})

/**
 * Every feed, in one place: docs/feeds.md, robots.txt and the journey name these paths. Heureka has
 * a shop per country (heureka.cz in CZK, heureka.sk in EUR) and Zboží.cz is Czech only; Google
 * Merchant Center takes one feed per language, each with that shop's currency.
 */
export const FEEDS: readonly Feed[] = [
  feed(`${FEEDS_FOLDER}heureka-cz.xml`, 'heureka', 'cs', ['CZ']),
  feed(`${FEEDS_FOLDER}heureka-sk.xml`, 'heureka', 'sk', ['SK']),
  feed(`${FEEDS_FOLDER}zbozi.xml`, 'zbozi', 'cs', ['CZ']),
  ...languages.map((language) => feed(`${FEEDS_FOLDER}google-${language}.xml`, 'google', language)),
]
