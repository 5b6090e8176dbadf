import { Type, type Static } from 'typebox'
import { asReply, nullable, open, singleDocument } from '@print-shop/shop-domain/responses/jsonapi'

/**
 * GET /shop: who runs the shop and what it promises. The one declaration of the shop's facts on the
 * wire: the storefront's build reads them, and every page, e-mail and QR payment states the same.
 */

const bankAccount = Type.Object(
  {
    holder: Type.String(),
    /** The Czech account number (prefix-number/bank); null for the euro account. */
    account: nullable(Type.String()),
    /** Compact, without spaces. */
    iban: Type.String(),
    bic: Type.String(),
  },
  open,
)
/** Working days: the fewest and the most; null when nothing is counted. */
const daySpan = nullable(Type.Object({ min: Type.Integer(), max: Type.Integer() }, open))
const perCurrency = nullable(Type.Integer())

export const shopFacts = Type.Object(
  {
    name: Type.String(),
    company_name: Type.String(),
    /** IČO. */
    company_id: Type.String(),
    /** DIČ; null for a company that is not a VAT payer. */
    vat_id: nullable(Type.String()),
    address: Type.String(),
    /** Court file of the commercial register; null when there is none. */
    registry: nullable(Type.String()),
    /** Who represents the company (jednatelé), as the register names them. */
    managing_directors: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    website: Type.String(),
    bank_accounts: Type.Object({ czk: bankAccount, eur: bankAccount }, open),
    payment_due_days: Type.Integer(),
    vat_rate_percent: Type.Number(),
    /** Goods value in minor units from which some delivery is free; null when none ever is. */
    free_delivery_from: Type.Object({ czk: perCurrency, eur: perCurrency }, open),
    /** To make a print: the fastest and the slowest layout. */
    production_days: daySpan,
    /** On the way: the fastest and the slowest shipped delivery method. */
    transit_days: daySpan,
    print_quality: Type.Object({ good_dpi: Type.Integer(), acceptable_dpi: Type.Integer() }, open),
    /** Own photos: the largest upload in megabytes, and the days a photo not ordered is kept. */
    own_photos: Type.Object({ max_megabytes: Type.Integer(), keep_days: Type.Integer() }, open),
  },
  open,
)
export type ShopFactsBody = Static<typeof shopFacts>

export const shopResource = Type.Object(
  { type: Type.Literal('shop'), id: Type.String(), attributes: shopFacts },
  open,
)
export const shopDocument = singleDocument(shopResource)
export type ShopDocument = Static<typeof shopDocument>

export const shopResponse = { 200: asReply(shopDocument) }
