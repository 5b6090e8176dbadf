import { test, expect, hydrated } from './fixtures/test'
import { newPerson, signInAs } from './fixtures/identity-person'

const LOGIN_KEY = 'print-shop.login-key'

test('a private route without a stored key sends the visitor home', async ({ page }) => {
  await page.goto('/profil/menu')
  await expect(page).toHaveURL(/localhost:\d+\/$/)
})

test('a private route sends an English visitor to the English home page', async ({ page }) => {
  await page.goto('/en/profil/menu')
  await expect(page).toHaveURL(/\/en\/?$/)
})

test('a stale key whose session has ended also goes home', async ({ page, apiCalls }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, '999999'), LOGIN_KEY)
  await page.goto('/profil/menu')
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  expect(apiCalls.some((call) => call.request.url().endsWith('/me') && call.status === 401)).toBe(
    true,
  )
})

test('a signed-in shopper sees the profile menu page', async ({ page }) => {
  const person = newPerson('Karel Dvořák', 'menu')
  await signInAs(page, person)
  await page.goto('/?modal=sign-in')
  await hydrated(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Přihlásit se přes Google' }).click()
  await expect(page.getByRole('button', { name: `Můj účet – ${person.name}` })).toBeVisible()

  await page.goto('/profil/menu')
  await expect(page.getByRole('heading', { name: 'Můj účet' })).toBeVisible()
  await expect(page.getByText(person.email)).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Menu účtu' })
  await expect(menu.getByRole('link', { name: 'Moje objednávky' })).toHaveAttribute(
    'href',
    '/profil/moje-objednavky',
  )
  await expect(menu.getByRole('button', { name: 'Odhlásit se' })).toBeVisible()
})
