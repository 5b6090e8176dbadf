import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures/test'
import { apiGet } from './fixtures/catalogue'
import { E2E_CHROMIUM, E2E_PORT } from './fixtures/config'
import { localized, text, type Language } from './fixtures/locales'
import { expectEveryPictureSeen } from './fixtures/seen'
import {
  SCRIPT_HASHES_CONF,
  SITE_CONF,
  listedScriptHashes,
} from '../plugins/gatsby-plugin-build-scale/src/script-policy'

/**
 * The script policy deploy/nginx enforces, on the built pages: nothing the shop runs on a first
 * visit is blocked. Its inline scripts are allowed by the hashes the build wrote from every page it
 * built (csp-script-hashes.conf, which nginx includes), so a script the build missed, or one whose
 * text changed after it, would be blocked here, and the page would not start.
 */
function scriptPolicy(): string {
  const conf = fs.readFileSync(path.resolve(__dirname, '..', SITE_CONF), 'utf8')
  const built = fs.readFileSync(path.resolve(__dirname, '..', SCRIPT_HASHES_CONF), 'utf8')
  const scriptSrc = /^set \$print_shop_script_src "([^"]*)";/m.exec(conf)![1]!
  const enforced = /^add_header Content-Security-Policy "([^"]*)" always;/m.exec(conf)![1]!
  return enforced
    .replace('$print_shop_script_src', scriptSrc)
    .replace('$print_shop_script_hashes', listedScriptHashes(built).join(' '))
}

interface Violation {
  directive: string
  blocked: string
  sample: string
}

/** Every page of the site comes with the policy enforced; violations are recorded on the window. */
async function enforcePolicy(page: Page) {
  const policy = scriptPolicy()
  await page.route(
    (url) => url.port === String(E2E_PORT),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy },
      })
    },
  )
  await page.addInitScript(() => {
    const seen: Violation[] = []
    Object.assign(window, { scriptPolicyViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    )
  })
}

const violations = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { scriptPolicyViolations: Violation[] }).scriptPolicyViolations,
  )

/** The page's inline scripts (all run once it has been parsed) and the app's scripts ran. */
async function expectNothingBlocked(page: Page) {
  await page.waitForLoadState('domcontentloaded')
  expect(await violations(page)).toEqual([])
  await hydrated(page)
  expect(await violations(page)).toEqual([])
}

// A page answered by the route has no address of its own, so Chromium would treat it as on the public
// internet and keep it from the API and pictures on localhost (Local Network Access): the checks are
// off for these journeys. On a real site, page and API share one public origin.
test.use({
  launchOptions: {
    ...E2E_CHROMIUM,
    args: [...E2E_CHROMIUM.args, '--disable-features=LocalNetworkAccessChecks'],
  },
})

test.beforeEach(async ({ page }) => enforcePolicy(page))

test('cs: home, a product bought from its configurator, and the 404 page start under the policy', async ({
  page,
}) => {
  const language: Language = 'cs'
  await page.goto(localized('/', language))
  await expectNothingBlocked(page)
  await expectEveryPictureSeen(page, page.getByRole('main'))

  const [image] = (await apiGet('/images?per_page=1', language)).data
  await page.goto(localized(`/produkt/${image!.id}`, language))
  await expectNothingBlocked(page)
  const form = page.getByRole('form', { name: text(language, 'detail', 'configurator.title') })
  await form.getByRole('button', { name: text(language, 'detail', 'configurator.add') }).click()
  await expect(
    page.getByText(
      text(language, 'detail', 'configurator.added').replace(
        '{{name}}',
        String(image!.attributes.name),
      ),
    ),
  ).toBeVisible()

  const response = await page.goto(localized('/tahle-stranka-neni', language))
  expect(response?.status()).toBe(404)
  await expectNothingBlocked(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'common', 'notFound.title'),
  )
})

test('en: search asks for its results from the head, and shows them with their pictures', async ({
  page,
}) => {
  const language: Language = 'en'
  const found = await apiGet('/images?per_page=1&filter[search]=mountains', language)
  const searches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.get('filter[search]') === 'mountains') searches.push(url.pathname)
  })
  await page.goto(`${localized('/vyhledavani', language)}?search=mountains`)
  await expectNothingBlocked(page)
  const results = page.getByRole('main')
  await expect(results.getByText(String(found.data[0]!.attributes.name)).first()).toBeVisible()
  await expectEveryPictureSeen(page, results)
  // The head script ran, with its settings read from the data beside it: the results are its answer.
  expect(searches).toEqual(['/v1/images'])
})
