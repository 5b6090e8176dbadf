import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { test, expect, hydrated } from './fixtures/test'
import { deliveryAndDetails, ordersOf, registerShopper } from './fixtures/checkout'
import { localized, text, type Language } from './fixtures/locales'
import { E2E_API_URL, E2E_PAYMENT_GATEWAYS_URL } from './fixtures/config'
import { shopOk } from './fixtures/owner-tool'
import { expectNoSidewaysScroll } from './fixtures/seen'

/**
 * A consumer's purchase as the law sees it: a standard print (returnable, and said so before
 * buying) paid by card, the tax invoice downloaded from the order and read, then the withdrawal
 * declared with the order's button and acknowledged by e-mail. In Czech (CZK) and German (EUR, whose
 * invoice states the VAT in CZK at the Czech National Bank's rate, imported with the owner's tool).
 */

const common = (language: Language, key: string) => text(language, 'common', key)
const cart = (language: Language, key: string) => text(language, 'cart', key)
const detail = (language: Language, key: string) => text(language, 'detail', `configurator.${key}`)
const profile = (language: Language, key: string) => text(language, 'profile', `orders.${key}`)
const untagged = (value: string) => value.replace(/<\/?\w+>/g, '')
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))

/** A landscape photograph, as a 30 × 21 cm poster: a standard size it prints in without a warning. */
const PRODUCT_ID = 31
const POSTER_LAYOUT_ID = '2'
const POSTER_SIZE = '300x210'

/** What the invoice calls itself and its VAT, in the order's language. */
const invoiceWords: Record<'cs' | 'de', { title: string; vat: string }> = {
  cs: { title: 'Faktura – daňový doklad', vat: 'DPH' },
  de: { title: 'Rechnung', vat: 'USt' },
}

/**
 * The bank's daily rate file for each of the last seven days (a weekend's invoice takes Friday's
 * rate): the same text format the bank publishes, imported by the owner's tool.
 */
async function importExchangeRates() {
  const folder = path.join('test-results', 'exchange-rates')
  fs.mkdirSync(folder, { recursive: true })
  for (let back = 0; back < 7; back++) {
    const day = new Date(Date.now() - back * 86_400_000)
    const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' })
      .format(day)
      .split('-')
    const file = path.join(folder, `${year}-${month}-${date}.txt`)
    fs.writeFileSync(
      file,
      [
        `${date}.${month}.${year} #${230 - back}`,
        'země|měna|množství|kód|kurz',
        'EMU|euro|1|EUR|24,250',
        'USA|dolar|1|USD|21,480',
        '',
      ].join('\n'),
    )
    await shopOk('rates', 'import', '--file', file)
  }
}

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)) }).promise
  let all = ''
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    all += content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
  }
  await pdf.destroy()
  return all.replace(/\s+/g, ' ')
}

/** A text of the API's own messages (api/locales), placeholders left in. */
function apiMessage(language: Language, key: string): string {
  const file = path.join(__dirname, '..', 'api', 'locales', language, 'messages.json')
  const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data) as string
}

interface Mail {
  attributes: { to: string; subject: string; text: string; attachments?: string[] }
}

async function mailsTo(page: Page, email: string): Promise<Mail['attributes'][]> {
  const response = await page.request.get(`${E2E_API_URL}/dev/mail`)
  const mails = ((await response.json()) as { data: Mail[] }).data
  return mails.map((mail) => mail.attributes).filter((mail) => mail.to === email)
}

/** A standard print configured on the product page: poster, 30 × 21 cm, the whole picture. */
async function configureStandardPrint(page: Page, language: Language): Promise<string> {
  await page.goto(localized(`/produkt/${PRODUCT_ID}`, language))
  await hydrated(page)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const form = page.getByRole('form', { name: detail(language, 'title') })
  await form.getByLabel(detail(language, 'layout')).selectOption(POSTER_LAYOUT_ID)
  await form.getByLabel(detail(language, 'size')).selectOption(POSTER_SIZE)
  await expect(form.getByRole('radio', { name: detail(language, 'original') })).toBeChecked()
  // Said before buying: this print may be returned.
  await expect(form.getByTestId('withdrawal-note')).toContainText(
    common(language, 'withdrawal.returnable'),
  )
  // A custom crop would be made to order, and the note says so at once.
  await form.getByRole('radio', { name: detail(language, 'crop') }).check()
  await expect(form.getByTestId('withdrawal-note')).toContainText(
    common(language, 'withdrawal.madeToOrder'),
  )
  await form.getByRole('radio', { name: detail(language, 'original') }).check()
  await expect(form.getByTestId('withdrawal-note')).toContainText(
    common(language, 'withdrawal.returnable'),
  )
  await form.getByRole('button', { name: detail(language, 'add') }).click()
  await expect(page.getByText(fill(detail(language, 'added'), { name }))).toBeVisible()
  return name
}

for (const language of ['cs', 'de'] as const) {
  test.describe(`invoice and withdrawal in ${language}`, () => {
    test.use({ consent: 'accepted' })

    test('a standard print paid by card: its invoice read, then withdrawn with the button', async ({
      page,
    }) => {
      test.setTimeout(240_000)
      if (language === 'de') await importExchangeRates()
      const shopper = await registerShopper(page, language)
      const imageName = await configureStandardPrint(page, language)

      // The basket and the review step say it again.
      await page.goto(localized('/kosik', language))
      await hydrated(page)
      await expect(page.getByTestId('withdrawal-note').first()).toContainText(
        common(language, 'withdrawal.returnable'),
      )
      await page.getByRole('link', { name: cart(language, 'continue'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${localized('/kosik/doprava-a-platba', language)}$`))
      await hydrated(page)
      await deliveryAndDetails(page, language, 'card')
      await expect(page.getByTestId('withdrawal-note').first()).toContainText(
        common(language, 'withdrawal.returnable'),
      )
      await page
        .getByRole('checkbox', { name: untagged(cart(language, 'checkout.review.terms')) })
        .check()
      await page.getByRole('button', { name: cart(language, 'checkout.review.place') }).click()

      // Paid on the card gateway's page (its stand-in).
      await expect(page).toHaveURL(new RegExp(`^${E2E_PAYMENT_GATEWAYS_URL}/comgate/pay/[\\w-]+$`))
      await page.getByRole('button', { name: 'Zaplatit' }).click()
      await expect(page).toHaveURL(/payment=paid/)
      const [order] = await ordersOf(page, language)
      const orderNumber = order!.attributes.number

      // The order's detail offers its invoice; the PDF names the order, the customer and the VAT.
      await page.goto(localized(`/profil/moje-objednavky/${order!.id}`, language))
      await hydrated(page)
      const documents = page.getByTestId('order-documents')
      await expect(documents).toBeVisible()
      const invoiceRow = documents.getByTestId('order-document').first()
      const invoiceNumber = /\d{4}-\d{6}/.exec((await invoiceRow.textContent())!)![0]
      const download = page.waitForEvent('download')
      await invoiceRow.getByRole('link', { name: profile(language, 'documents.pdf') }).click()
      const file = path.join('test-results', `invoice-${language}-${invoiceNumber}.pdf`)
      await (await download).saveAs(file)
      const invoice = await pdfText(file)
      expect(invoice).toContain(invoiceWords[language].title)
      expect(invoice).toContain(invoiceNumber)
      expect(invoice).toContain(orderNumber)
      expect(invoice).toContain(shopper.name)
      expect(invoice).toContain(imageName)
      expect(invoice).toMatch(new RegExp(`${invoiceWords[language].vat}`))
      expect(invoice).toMatch(/21 %/)
      if (language === 'de') expect(invoice).toContain('1 EUR = 24,250 CZK')

      // The payment mail carries the same invoice.
      await expect
        .poll(async () =>
          (await mailsTo(page, shopper.email)).some((mail) =>
            mail.attachments?.includes(`${invoiceNumber}.pdf`),
          ),
        )
        .toBe(true)

      // Withdrawal: the button, the confirmation step, the acknowledgement.
      const withdrawal = page.getByTestId('withdrawal')
      await withdrawal
        .getByRole('button', { name: profile(language, 'withdrawal.button'), exact: true })
        .click()
      const dialog = page.getByRole('dialog', { name: profile(language, 'withdrawal.dialogTitle') })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(imageName)
      await expectNoSidewaysScroll(page)
      await dialog
        .getByRole('button', { name: profile(language, 'withdrawal.confirm'), exact: true })
        .click()
      await expect(page.getByText(profile(language, 'withdrawal.done'))).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(withdrawal.getByTestId('withdrawals')).toContainText(
        profile(language, 'withdrawal.status.requested'),
      )
      await expect(
        withdrawal.getByRole('button', { name: profile(language, 'withdrawal.button') }),
      ).toHaveCount(0)

      // The acknowledgement names the order and the print, and when the declaration was made.
      const subjectStart = apiMessage(language, 'mail.withdrawal_received.subject').split('{{')[0]!
      await expect
        .poll(async () =>
          (await mailsTo(page, shopper.email)).find(
            (mail) => mail.subject.startsWith(subjectStart) && mail.subject.includes(orderNumber),
          ),
        )
        .toBeTruthy()
      const acknowledgement = (await mailsTo(page, shopper.email)).find((mail) =>
        mail.subject.startsWith(subjectStart),
      )!
      expect(acknowledgement.text).toContain(imageName)
      expect(acknowledgement.text).toMatch(/\d{1,2}:\d{2}/)
    })
  })
}
