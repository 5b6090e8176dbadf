import type { OrderAddress } from '@print-shop/shop-domain/orders'
import type { Config } from '../config.js'
import type { InvoiceParty, InvoiceSupplier } from './document.js'

/**
 * The shop's registered office, kept as one line (SHOP_ADDRESS, "Komunardů 1584/42, 170 00 Praha 7"),
 * split as a document prints it: street, then postal code and town. A line not in that form stays
 * whole in `street`.
 */
function officeOf(address: string): Pick<InvoiceParty, 'street' | 'city' | 'postal_code'> {
  const match = /^(.+),\s*(\d{3}\s?\d{2})\s+(.+)$/.exec(address.trim())
  if (!match) return { street: address.trim(), city: '', postal_code: '' }
  return { street: match[1]!.trim(), postal_code: match[2]!, city: match[3]!.trim() }
}

/** The supplier as the shop's facts name it today, with the account of the order's currency. */
export function supplierOf(config: Config, currency: string): InvoiceSupplier {
  const { shop } = config
  const { bank } = config.payments
  return {
    name: shop.name,
    company: shop.companyName,
    ...officeOf(shop.address),
    country: 'CZ',
    company_id: shop.companyId,
    vat_id: shop.vatId,
    email: shop.email,
    phone: shop.phone,
    registry: shop.registry,
    website: shop.website,
    bank_account:
      currency === 'CZK'
        ? { account: bank.accountCzk, iban: bank.ibanCzk, bic: bank.bic }
        : { account: null, iban: bank.ibanEur, bic: bank.bic },
  }
}

/**
 * The customer from the order's billing address, a business buyer's company and ids included: what
 * the VAT law requires a tax document to state, and no more (no e-mail, no phone), since the
 * document outlives a deleted account for ten years.
 */
export function customerOf(billing: OrderAddress): InvoiceParty {
  return {
    name: `${billing.first_name} ${billing.last_name}`.trim(),
    company: billing.company || null,
    street: billing.street,
    city: billing.city,
    postal_code: billing.zip,
    country: billing.country,
    company_id: billing.company_id || null,
    vat_id: billing.vat_id || null,
  }
}
