import { printedIban } from '@print-shop/shop-domain/bank-accounts'
import { test, expect } from './fixtures/test'
import { E2E_API_URL } from './fixtures/config'
import { informationRoutes, languages, localized } from './fixtures/locales'
import { formatPrice } from '../src/lib/format'

interface BankAccount {
  holder: string
  account: string | null
  iban: string
  bic: string
}

interface ShopFacts {
  name: string
  company_name: string
  company_id: string
  vat_id: string | null
  address: string
  registry: string | null
  managing_directors: string
  phone: string
  email: string
  bank_accounts: { czk: BankAccount; eur: BankAccount }
  payment_due_days: number
  vat_rate_percent: number
  free_delivery_from: { czk: number | null; eur: number | null }
  production_days: { min: number; max: number }
  transit_days: { min: number; max: number }
  print_quality: { good_dpi: number; acceptable_dpi: number }
}

async function shopFacts(): Promise<ShopFacts> {
  const response = await fetch(`${E2E_API_URL}/shop`)
  expect(response.ok).toBe(true)
  return ((await response.json()) as { data: { attributes: ShopFacts } }).data.attributes
}

/** A built page's visible text as one line: tags, scripts and every kind of space reduced. */
async function pageText(
  request: import('@playwright/test').APIRequestContext,
  path: string,
): Promise<string> {
  // As a visitor who chose Czech: without a remembered language the server sends a first visit to
  // the Czech pages on to the visitor's own language (English for a client that names none).
  const response = await request.get(path, { headers: { cookie: 'lang=cs' } })
  expect(response.status(), path).toBeLessThan(500)
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|[\u00a0\u202f\s]+/g, ' ')
}

const space = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

test('every built page states the facts GET /shop serves, in every language', async ({
  request,
}) => {
  const shop = await shopFacts()
  const { czk, eur } = shop.bank_accounts
  for (const language of languages) {
    const read = (path: string) => pageText(request, localized(path, language))
    const contact = await read('/kontakt')
    const payments = await read('/platebni-metody')
    const terms = await read('/obchodni-podminky')
    const faq = await read('/casto-kladene-dotazy')
    const delivery = await read('/doprava')
    const technical = await read('/technicke-podminky')
    const expectFacts = (text: string, facts: Array<string | number>, where: string) => {
      for (const fact of facts)
        expect(text, `${fact} on ${where} (${language})`).toContain(String(fact))
    }
    expectFacts(
      contact,
      [
        shop.company_name,
        shop.company_id,
        shop.vat_id!,
        shop.address,
        shop.phone,
        shop.email,
        czk.account!,
        printedIban(czk.iban),
        printedIban(eur.iban),
        shop.production_days.min,
        shop.production_days.max,
      ],
      'the contact page',
    )
    // Each language pays in its own currency: a euro transfer to the crown account would not match.
    const account = language === 'cs' ? czk : eur
    const otherIban = printedIban((language === 'cs' ? eur : czk).iban)
    expectFacts(
      terms,
      [
        shop.company_name,
        shop.company_id,
        `${shop.registry}, `,
        ...(account.account ? [account.account] : []),
        printedIban(account.iban),
        account.bic,
      ],
      'the terms',
    )
    expectFacts(faq, [printedIban(account.iban), shop.payment_due_days], 'the FAQ')
    expectFacts(payments, [printedIban(account.iban), account.bic], 'the payment methods')
    for (const [text, where] of [
      [terms, 'the terms'],
      [faq, 'the FAQ'],
      [payments, 'the payment methods'],
    ] as const)
      expect(
        text,
        `${where} (${language}) names only the ${language} currency's account`,
      ).not.toContain(otherIban)
    // The Impressum names who represents the company.
    expectFacts(contact, [shop.managing_directors], 'the contact page')
    // Print quality as the configurator judges it: good from, acceptable from and up to.
    for (const [text, where] of [
      [faq, 'the FAQ'],
      [technical, 'the technical conditions'],
    ] as const)
      expectFacts(
        text,
        [
          `${shop.print_quality.good_dpi} DPI`,
          `${shop.print_quality.acceptable_dpi}–${shop.print_quality.good_dpi - 1} DPI`,
        ],
        where,
      )
    expectFacts(
      delivery,
      [
        space(formatPrice(shop.free_delivery_from.czk! / 100, 'CZK', 0)),
        space(formatPrice(shop.free_delivery_from.eur! / 100, 'EUR', 0)),
        shop.vat_rate_percent,
        shop.transit_days.max,
      ],
      'the delivery page',
    )
    expectFacts(payments, [shop.vat_rate_percent, shop.payment_due_days], 'the payment methods')
    // The footer of every page: phone, e-mail and the company.
    expectFacts(delivery, [shop.phone, shop.email, shop.company_name], 'the footer')
  }
})

test('no built page shows a placeholder left unfilled or an account the shop does not use', async ({
  request,
}) => {
  const shop = await shopFacts()
  for (const language of languages)
    for (const { path } of informationRoutes) {
      const text = await pageText(request, localized(path, language))
      expect(text, `${path} (${language})`).not.toMatch(/\{\{\s*\w+\s*\}\}/)
      // Every Czech account number on a page is the shop's own.
      for (const [account] of text.matchAll(/\b\d{6,10}\/\d{4}\b/g))
        expect(account, `${path} (${language})`).toBe(shop.bank_accounts.czk.account)
    }
})
