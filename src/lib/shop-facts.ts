import { useShopFactsNode } from './shop-facts-query'

export interface BankAccount {
  holder: string
  /** The Czech account number (prefix-number/bank); null for the euro account. */
  account: string | null
  /** Compact, without spaces. */
  iban: string
  bic: string
}

interface DaySpan {
  min: number
  max: number
}

/**
 * Who runs the shop and what it promises, as the API's configuration and database state them
 * (GET /shop, read by the build): the contact page, the terms, the FAQ, the footer, the configurator's
 * print-quality verdict, the mails and the QR payments all say the same.
 */
export interface ShopFacts {
  name: string
  companyName: string
  /** IČO. */
  companyId: string
  /** DIČ; null for a company that is not a VAT payer. */
  vatId: string | null
  address: string
  /** Court file of the commercial register; null when there is none. */
  registry: string | null
  /** Who represents the company (jednatelé), as the register names them: the Impressum states it. */
  managingDirectors: string
  phone: string
  email: string
  website: string
  bankAccounts: { czk: BankAccount; eur: BankAccount }
  paymentDueDays: number
  vatRatePercent: number
  /** Goods value in minor units from which some delivery is free; null when none ever is. */
  freeDeliveryFrom: { czk: number | null; eur: number | null }
  /** Working days to make a print: the fastest and the slowest layout. */
  productionDays: DaySpan | null
  /** Working days on the way: the fastest and the slowest shipped delivery method. */
  transitDays: DaySpan | null
  printQuality: { goodDpi: number; acceptableDpi: number }
  /** Own photos: the largest upload in megabytes, and the days a photo not ordered is kept. */
  ownPhotos: { maxMegabytes: number; keepDays: number }
}

/** The shop's facts; a build without them (an API without GET /shop) is a broken build. */
export function useShopFacts(): ShopFacts {
  const facts = useShopFactsNode()
  if (!facts) throw new Error('The build read no shop facts (GET /shop): rebuild against the API')
  return facts
}

/** A phone number as a tel: link wants it: no spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`
