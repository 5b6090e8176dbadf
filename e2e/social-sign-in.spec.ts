import { test, expect, hydrated, type ApiCall } from './fixtures/test'
import { newPerson, signInAs } from './fixtures/identity-person'

/** The account calls a flow made, in order, as "path status". */
const accountCalls = (calls: ApiCall[]) =>
  calls
    .map((call) => ({ path: new URL(call.request.url()).pathname, status: call.status }))
    .filter(({ path }) => /\/auth\/(login|register)$/.test(path))
    .map(({ path, status }) => `${path.replace(/^.*\/auth\//, '')} ${status}`)

const languages = [
  {
    language: 'cs',
    prefix: '',
    google: 'Přihlásit se přes Google',
    facebook: 'Pokračovat přes Facebook',
    account: 'Můj účet',
    logout: 'Odhlásit se',
  },
  {
    language: 'en',
    prefix: '/en',
    google: 'Sign in with Google',
    facebook: 'Continue with Facebook',
    account: 'My account',
    logout: 'Sign out',
  },
] as const

for (const texts of languages) {
  test.describe(`social sign-in (${texts.language})`, () => {
    test('Google signs in a new person: login 422, register, login', async ({ page, apiCalls }) => {
      const person = newPerson('Alžběta Horáková', 'google')
      await signInAs(page, person)
      await page.goto(`${texts.prefix}/?modal=sign-in`)
      await hydrated(page)
      await page.getByRole('dialog').getByRole('button', { name: texts.google }).click()

      // Google registers with the name "-": the API takes the real one from the verified token.
      const account = page.getByRole('button', { name: `${texts.account} – ${person.name}` })
      await expect(account).toBeVisible()
      await expect(account.locator('[aria-hidden="true"]')).toHaveText('A')
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect
        .poll(() => accountCalls(apiCalls))
        .toEqual(['login 422', 'register 201', 'login 200'])

      await account.click()
      const dropdown = page.getByTestId('profile-dropdown')
      await expect(dropdown).toContainText(person.email)
      await expect(dropdown.getByRole('link')).toHaveCount(3)
    })

    test('Facebook signs in a new person with the name it gives', async ({ page, apiCalls }) => {
      const person = newPerson('Žofie Malá', 'facebook')
      await signInAs(page, person)
      await page.goto(`${texts.prefix}/?modal=sign-in`)
      await hydrated(page)
      await page.getByRole('dialog').getByRole('button', { name: texts.facebook }).click()

      const account = page.getByRole('button', { name: `${texts.account} – ${person.name}` })
      await expect(account.locator('[aria-hidden="true"]')).toHaveText('Ž')
      await expect
        .poll(() => accountCalls(apiCalls))
        .toEqual(['login 422', 'register 201', 'login 200'])
    })
  })
}

test('registering with Google again signs the person in (register 422, login)', async ({
  page,
  apiCalls,
}) => {
  const person = newPerson('Ondřej Veselý', 'returning')
  await signInAs(page, person)
  await page.goto('/?modal=sign-in')
  await hydrated(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Přihlásit se přes Google' }).click()
  const account = page.getByRole('button', { name: `Můj účet – ${person.name}` })
  await expect(account).toBeVisible()

  await account.click()
  await page.getByRole('button', { name: 'Odhlásit se' }).click()
  await expect(page.getByRole('button', { name: 'Přihlásit se', exact: true })).toBeVisible()

  apiCalls.length = 0
  await page.goto('/?modal=registration')
  await hydrated(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Registrovat se přes Google' }).click()
  await expect(account).toBeVisible()
  await expect.poll(() => accountCalls(apiCalls)).toEqual(['register 422', 'login 200'])
})
