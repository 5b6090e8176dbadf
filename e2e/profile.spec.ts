import type { Locator, Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { apiMessage } from './fixtures/api-messages'
import { seriousViolations } from './fixtures/axe'
import { basketWithCropItem, rememberBasket } from './fixtures/basket'
import { deliveryAndDetails, orderThroughApi, registerShopper } from './fixtures/checkout'
import { localized, text, type Language } from './fixtures/locales'
import { expectNoSidewaysScroll } from './fixtures/seen'

/**
 * The profile area against the real API: the address book and checkout, an order and ordering it
 * again, a new password, deleting the account, and the settings.
 */

const common = (language: Language, key: string) => text(language, 'common', key)
const cart = (language: Language, key: string) => text(language, 'cart', key)
const profile = (language: Language, key: string) => text(language, 'profile', key)
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** "Edit address {{address}}" → a name starting "Edit address ". */
const startsLike = (template: string) => new RegExp(`^${escape(template.split('{{')[0]!)}`)

const PASSWORD = 'Tiskárna-2026'

async function open(page: Page, path: string, language: Language) {
  await page.goto(localized(path, language))
  await hydrated(page)
}

function addressField(scope: Page | Locator, language: Language, key: string) {
  return scope.getByRole('textbox', {
    name: profile(language, `addresses.fields.${key}`),
    exact: true,
  })
}

async function signIn(page: Page, language: Language, email: string, password: string) {
  await page.getByRole('button', { name: common(language, 'topbar.signIn'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: common(language, 'auth.signIn.title') })
  await dialog.getByLabel(common(language, 'auth.fields.email')).fill(email)
  await dialog.getByLabel(common(language, 'auth.fields.password'), { exact: true }).fill(password)
  await dialog
    .getByRole('button', { name: common(language, 'auth.signIn.submit'), exact: true })
    .click()
  return dialog
}

for (const language of ['cs', 'en'] as const) {
  test.describe(`profile in ${language}`, () => {
    test('add, edit and delete addresses; the saved one fills in checkout', async ({ page }) => {
      test.setTimeout(150_000)
      await registerShopper(page, language)
      await open(page, '/profil', language)
      await expect(
        page.getByRole('heading', { level: 1, name: profile(language, 'overview.title') }),
      ).toBeVisible()
      // Registration saved the first address.
      const book = page.getByTestId('address-book')
      const cards = book.getByTestId('address-card')
      await expect(cards).toHaveCount(1)
      await expect(cards.first()).toContainText('Karlova 12')

      // Add: the required fields are checked before anything is sent.
      await book.getByRole('link', { name: profile(language, 'addresses.add') }).click()
      await expect(page).toHaveURL(new RegExp(`${localized('/profil/adresa/pridat', language)}$`))
      const form = page.getByTestId('address-form')
      await form.getByRole('button', { name: profile(language, 'addresses.save') }).click()
      await expect(addressField(form, language, 'firstName')).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await addressField(form, language, 'firstName').fill('Jana')
      await addressField(form, language, 'lastName').fill('Nováková')
      await addressField(form, language, 'street').fill('Vinohradská 30')
      await addressField(form, language, 'city').fill('Praha')
      await addressField(form, language, 'zip').fill('120 00')
      await form.getByRole('button', { name: profile(language, 'addresses.save') }).click()
      await expect(page.getByText(profile(language, 'addresses.created'))).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localized('/profil', language)}$`))
      await expect(cards).toHaveCount(2)
      const added = cards.filter({ hasText: 'Jana Nováková' })
      await expect(added).toContainText('Vinohradská 30')

      // Edit it (a client-only address: /profil/adresa/edit/{id}).
      await added
        .getByRole('link', { name: startsLike(profile(language, 'addresses.editLabel')) })
        .click()
      await expect(page).toHaveURL(/\/profil\/adresa\/edit\/\d+$/)
      const street = addressField(page, language, 'street')
      await expect(street).toHaveValue('Vinohradská 30')
      await street.fill('Vinohradská 32')
      await page
        .getByRole('button', { name: profile(language, 'addresses.saveChanges'), exact: true })
        .click()
      await expect(page.getByText(profile(language, 'addresses.updated'))).toBeVisible()
      await expect(added).toContainText('Vinohradská 32')

      // A second one, deleted after confirming (cancelling first keeps it).
      await book.getByRole('link', { name: profile(language, 'addresses.add') }).click()
      await addressField(page, language, 'firstName').fill('Petr')
      await addressField(page, language, 'lastName').fill('Dočasný')
      await addressField(page, language, 'street').fill('Krátká 1')
      await addressField(page, language, 'city').fill('Brno')
      await addressField(page, language, 'zip').fill('602 00')
      await page.getByRole('button', { name: profile(language, 'addresses.save') }).click()
      await expect(cards).toHaveCount(3)
      const second = cards.filter({ hasText: 'Krátká 1' })
      const remove = second.getByRole('button', {
        name: startsLike(profile(language, 'addresses.deleteLabel')),
      })
      await remove.click()
      const dialog = page.getByRole('dialog', { name: profile(language, 'addresses.deleteTitle') })
      await dialog.getByRole('button', { name: profile(language, 'addresses.cancel') }).click()
      await expect(dialog).toBeHidden()
      await expect(cards).toHaveCount(3)
      await remove.click()
      await dialog.getByTestId('address-delete-confirm').click()
      await expect(page.getByText(profile(language, 'addresses.deleted'))).toBeVisible()
      await expect(cards).toHaveCount(2)
      expect(await seriousViolations(page)).toEqual([])

      // Checkout offers the saved addresses and fills in the one chosen.
      const basket = await basketWithCropItem(page, { language, quantity: 1 })
      await rememberBasket(page, basket.uuid)
      await open(page, '/kosik/doprava-a-platba', language)
      await deliveryAndDetails(
        page,
        language,
        'bank_transfer',
        {
          first: 'Jana',
          last: 'Nováková',
          street: 'Vinohradská 32',
        },
        'Jana Nováková, Vinohradská 32, Praha',
      )
    })

    test('an order in the list and in detail, ordered again into the basket', async ({ page }) => {
      test.setTimeout(120_000)
      await registerShopper(page, language)
      const basket = await basketWithCropItem(page, { language, quantity: 2 })
      const order = await orderThroughApi(page, language, basket)

      await open(page, '/profil', language)
      const latest = page.getByTestId('latest-orders')
      await expect(latest.getByTestId('order-row')).toContainText(order.number)
      await latest.getByRole('link', { name: profile(language, 'orders.all') }).click()
      await expect(page).toHaveURL(new RegExp(`${localized('/profil/moje-objednavky', language)}$`))
      const row = page.getByTestId('order-row').filter({ hasText: order.number })
      // A bank transfer waits for its money.
      await expect(row.getByTestId('order-status')).toContainText(
        profile(language, 'orders.status.awaiting_payment'),
      )
      await row
        .getByRole('link', { name: fill(profile(language, 'orders.detailFor'), order) })
        .click()

      await expect(page).toHaveURL(
        new RegExp(`${localized(`/profil/moje-objednavky/${order.id}`, language)}$`),
      )
      const detail = page.getByTestId('order-detail')
      await expect(detail.getByTestId('order-number')).toHaveText(order.number)
      const item = detail.getByTestId('order-item')
      await expect(item).toContainText(basket.imageName)
      await expect(item.getByTestId('crop-rectangle')).toBeVisible()
      await expect(detail.getByTestId('payment-instructions')).toContainText(order.number)
      await expect(
        detail.getByRole('img', { name: cart(language, 'checkout.confirmation.qrAlt') }),
      ).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      // Order again: the prints go to the basket, which opens.
      await detail.getByTestId('repeat-order').click()
      await expect(page).toHaveURL(new RegExp(`${localized('/kosik', language)}$`))
      await expect(
        page.getByRole('link', { name: basket.imageName, exact: true }).first(),
      ).toBeVisible()
      await expect(
        page
          .getByRole('link', {
            name: fill(common(language, 'topbar.basket'), { count: 2 }),
            exact: true,
          })
          .getByTestId('badge'),
      ).toHaveText('2')
    })

    // Once: in English it is the same form and calls; the English answers of the API show in
    // accounts.spec.ts and in deleting the account below.
    if (language === 'cs')
      test('a new password: the old one stops working, the new one signs in', async ({ page }) => {
        test.setTimeout(120_000)
        const shopper = await registerShopper(page, language)
        await open(page, '/profil/zmena-hesla', language)
        const newPassword = 'Nové-heslo-2026'
        const field = (key: string) =>
          page.getByLabel(profile(language, `password.${key}`), { exact: true })
        // A wrong current password is the API's message on its field.
        await field('currentPassword').fill('not-the-password')
        await field('newPassword').fill(newPassword)
        await field('passwordConfirmation').fill(newPassword)
        await page.getByRole('button', { name: profile(language, 'password.submit') }).click()
        await expect(field('currentPassword')).toHaveAccessibleDescription(
          apiMessage(language, 'auth.current_password'),
        )
        await field('currentPassword').fill(PASSWORD)
        await page.getByRole('button', { name: profile(language, 'password.submit') }).click()
        await expect(page.getByText(profile(language, 'password.saved'))).toBeVisible()

        // Log out from the profile sidebar.
        await page.getByRole('button', { name: common(language, 'account.logout') }).click()
        await expect(page.getByText(common(language, 'alerts.success.logout'))).toBeVisible({
          timeout: 15_000,
        })
        const dialog = await signIn(page, language, shopper.email, PASSWORD)
        await expect(dialog.getByText(apiMessage(language, 'auth.failed'))).toBeVisible()
        await dialog
          .getByLabel(common(language, 'auth.fields.password'), { exact: true })
          .fill(newPassword)
        await dialog
          .getByRole('button', { name: common(language, 'auth.signIn.submit'), exact: true })
          .click()
        await expect(page.getByText(common(language, 'alerts.success.login'))).toBeVisible()
      })

    test('deleting the account signs out for good', async ({ page }) => {
      test.setTimeout(120_000)
      const shopper = await registerShopper(page, language)
      await open(page, '/profil/nastaveni', language)
      await page.getByTestId('settings-delete-open').click()
      const dialog = page.getByRole('dialog', {
        name: profile(language, 'settings.delete.dialog.title'),
      })
      await expect(dialog).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      const password = dialog.getByLabel(common(language, 'auth.fields.password'), { exact: true })
      await password.fill('not-the-password')
      await dialog.getByTestId('settings-delete-confirm').click()
      await expect(password).toHaveAccessibleDescription(
        apiMessage(language, 'auth.current_password'),
      )
      await password.fill(PASSWORD)
      await dialog.getByTestId('settings-delete-confirm').click()

      await expect(page.getByText(common(language, 'alerts.success.account_deleted'))).toBeVisible({
        timeout: 15_000,
      })
      await expect(page).toHaveURL(new RegExp(`${localized('/', language)}$`))
      expect(await page.evaluate(() => localStorage.getItem('print-shop.login-key'))).toBeNull()
      const signInDialog = await signIn(page, language, shopper.email, PASSWORD)
      await expect(signInDialog.getByText(apiMessage(language, 'auth.failed'))).toBeVisible()
    })
  })
}

test('settings: marketing consent and the interface language (cs → en)', async ({ page }) => {
  test.setTimeout(90_000)
  await registerShopper(page, 'cs')
  await open(page, '/profil/nastaveni', 'cs')
  const consent = page.getByTestId('settings-marketing-consent')
  await expect(consent).not.toBeChecked()
  await consent.check()
  await expect(page.getByText(profile('cs', 'settings.consent.given'))).toBeVisible()
  await page.reload()
  await hydrated(page)
  await expect(consent).toBeChecked()

  await page.getByRole('radio', { name: 'English', exact: true }).check()
  await page.getByTestId('settings-language-save').click()
  await expect(page).toHaveURL(/\/en\/profil\/nastaveni$/)
  await expect(page.getByText(profile('en', 'settings.language.saved'))).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: profile('en', 'settings.title') }),
  ).toBeVisible()
})

test('on a phone the profile has no sidebar and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await registerShopper(page, 'cs')
  for (const path of ['/profil', '/profil/moje-objednavky', '/profil/nastaveni', '/profil/edit']) {
    await open(page, path, 'cs')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: common('cs', 'account.logout') })).toBeHidden()
    // The profile overview's notice about the unverified address, and the settings' device list.
    if (path === '/profil') await expect(page.getByTestId('email-notice')).toBeVisible()
    if (path === '/profil/nastaveni')
      await expect(
        page.getByRole('region', { name: text('cs', 'profile', 'settings.devices.title') }),
      ).toContainText(text('cs', 'profile', 'settings.devices.current'))
    await expectNoSidewaysScroll(page)
  }
})
