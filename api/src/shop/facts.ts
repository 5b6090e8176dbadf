import { eq } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { deliveryMethods, layouts } from '../db/schema.js'
import { resource, type ResourceObject } from '../lib/jsonapi.js'
import { VAT_RATE_PERCENT } from '../pricing/vat.js'

/** The fewest and the most working days of a list, or null for an empty one. */
function span(days: readonly number[]): { min: number; max: number } | null {
  return days.length ? { min: Math.min(...days), max: Math.max(...days) } : null
}

/** The lowest goods value that makes some delivery free, or null when none ever is by value. */
function lowest(values: ReadonlyArray<number | null>): number | null {
  const set = values.filter((value): value is number => value !== null)
  return set.length ? Math.min(...set) : null
}

/**
 * Everything a page, an e-mail or a QR payment states about the shop, from the one place each fact
 * is kept: who sells and how to reach them and pay them (the configuration), VAT (pricing), and what
 * the catalogue and the delivery methods promise (the database). GET /shop serves it, and the
 * storefront's build reads it.
 */
export async function shopFactsResource(config: Config, db: Database): Promise<ResourceObject> {
  const [methods, layoutRows] = await Promise.all([
    db
      .select({
        kind: deliveryMethods.kind,
        transitDays: deliveryMethods.transitDays,
        freeFromCzk: deliveryMethods.freeFromCzk,
        freeFromEur: deliveryMethods.freeFromEur,
      })
      .from(deliveryMethods)
      .where(eq(deliveryMethods.active, true)),
    db.select({ productionDays: layouts.productionDays }).from(layouts),
  ])
  // Collection at the studio is always free and takes no transit: it says nothing about shipping.
  const shipped = methods.filter((method) => method.kind !== 'personal_collection')
  const { shop, payments } = config
  const { bank } = payments
  return resource('shop', 'shop', {
    name: shop.name,
    company_name: shop.companyName,
    company_id: shop.companyId,
    vat_id: shop.vatId,
    address: shop.address,
    registry: shop.registry,
    managing_directors: shop.managingDirectors,
    phone: shop.phone,
    email: shop.email,
    website: shop.website,
    bank_accounts: {
      czk: { holder: bank.holder, account: bank.accountCzk, iban: bank.ibanCzk, bic: bank.bic },
      eur: { holder: bank.holder, account: null, iban: bank.ibanEur, bic: bank.bic },
    },
    payment_due_days: payments.dueDays,
    vat_rate_percent: VAT_RATE_PERCENT,
    free_delivery_from: {
      czk: lowest(shipped.map((method) => method.freeFromCzk)),
      eur: lowest(shipped.map((method) => method.freeFromEur)),
    },
    production_days: span(layoutRows.map((layout) => layout.productionDays)),
    transit_days: span(shipped.map((method) => method.transitDays)),
    print_quality: {
      good_dpi: shop.printQuality.goodDpi,
      acceptable_dpi: shop.printQuality.acceptableDpi,
    },
    // What the own-photos page, the privacy page and the terms promise about an upload.
    own_photos: {
      max_megabytes: Math.floor(config.uploads.maxBytes / 1024 ** 2),
      keep_days: config.uploads.keepDays,
    },
  })
}
