import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ConfigError, DEMO_OWNER_TOKEN, loadConfig } from '../../src/config.js'
import { PRODUCTION_ENV } from './settings.js'

/** The problems a production start would print, or none when it starts. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env)
    return []
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error))
    return error.problems
  }
}

describe('production settings', () => {
  it('without SHOP_MODE=demo the API is production and names every setting it lacks at once', () => {
    const missing = problems({})
    for (const name of [
      'API_PUBLIC_URL',
      'SITE_URL',
      'CORS_ORIGINS',
      'DATABASE_URL or PGLITE_DATA_DIR',
      'SMTP_URL',
      'MAIL_FROM',
      'SHOP_NAME',
      'SHOP_COMPANY_NAME',
      'SHOP_COMPANY_ID',
      'SHOP_VAT_ID',
      'SHOP_REGISTRY',
      'SHOP_MANAGING_DIRECTORS',
      'SHOP_ADDRESS',
      'SHOP_PHONE',
      'SHOP_EMAIL',
      'BANK_ACCOUNT_HOLDER',
      'BANK_ACCOUNT_CZK',
      'BANK_IBAN_CZK',
      'BANK_IBAN_EUR',
      'BANK_BIC',
    ])
      assert.ok(
        missing.some((problem) => problem.startsWith(`${name}: `)),
        `${name} in ${missing.join(' | ')}`,
      )
    assert.equal(missing.length, 20)
    assert.throws(() => loadConfig({}), /SHOP_MODE=demo runs the demo shop instead/)
  })

  it('NODE_ENV no longer decides: only SHOP_MODE=demo switches the demo on', () => {
    assert.ok(problems({ NODE_ENV: 'development' }).length > 0)
    assert.equal(loadConfig({ ...PRODUCTION_ENV, NODE_ENV: 'development' }).production, true)
    assert.equal(loadConfig({ SHOP_MODE: 'demo', NODE_ENV: 'production' }).production, false)
    assert.deepEqual(problems({ SHOP_MODE: 'dmeo' }), ['SHOP_MODE: demo or production, not dmeo'])
  })

  it('with every setting production starts on them alone: no demo account, no localhost origins', () => {
    const config = loadConfig(PRODUCTION_ENV)
    assert.equal(config.production, true)
    assert.deepEqual(config.corsOrigins, ['https://www.obrazarna.test'])
    assert.deepEqual(config.payments.gateways, { card: null, gopay: null })
    assert.deepEqual(config.payments.bank, {
      holder: 'Tiskárna Test s.r.o.',
      accountCzk: '19-2000145399/0800',
      ibanCzk: 'CZ6508000000192000145399',
      ibanEur: 'CZ6907101781240000004159',
      bic: 'GIBACZPX',
    })
    assert.equal(config.mailFrom, 'Obrazárna <obchod@obrazarna.test>')
    assert.equal(config.smtpUrl, 'smtp://mail.obrazarna.test:587')
    // The shop's own facts, none of the demo's.
    assert.deepEqual(config.shop, {
      name: 'Tiskárna Test',
      companyName: 'Tiskárna Test s.r.o.',
      companyId: '12345678',
      vatId: 'CZ12345678',
      address: 'Zkušební 1, 110 00 Praha 1',
      registry: 'C 12345',
      managingDirectors: 'Petra Testová',
      phone: '+420 200 000 000',
      email: 'obchod@obrazarna.test',
      website: 'https://www.obrazarna.test',
      printQuality: { goodDpi: 200, acceptableDpi: 120 },
    })
  })

  it('needs the Impressum facts in production: DIČ, register entry and managing directors', () => {
    const {
      SHOP_VAT_ID: _vatId,
      SHOP_REGISTRY: _registry,
      SHOP_MANAGING_DIRECTORS: _directors,
      ...withoutThem
    } = PRODUCTION_ENV
    assert.deepEqual(
      problems({ ...withoutThem, SHOP_REGISTRY: ' ' }).map((problem) => problem.split(':')[0]),
      ['SHOP_VAT_ID', 'SHOP_REGISTRY', 'SHOP_MANAGING_DIRECTORS'],
    )
    // The demo names its made-up director; a demo without a register entry or DIČ may say so.
    const demo = loadConfig({ SHOP_MODE: 'demo', SHOP_REGISTRY: '', SHOP_VAT_ID: '' })
    assert.equal(demo.shop.managingDirectors, 'Jana Nováková')
    assert.equal(demo.shop.registry, null)
    assert.equal(demo.shop.vatId, null)
    const named = loadConfig({
      ...PRODUCTION_ENV,
      SHOP_MANAGING_DIRECTORS: ' Petra Testová, Karel Test ',
    })
    assert.equal(named.shop.managingDirectors, 'Petra Testová, Karel Test')
  })

  it('refuses an account or IBAN whose check digits are wrong, or an IBAN of another account', () => {
    assert.deepEqual(
      problems({
        ...PRODUCTION_ENV,
        BANK_ACCOUNT_CZK: '19-2000145398/0800',
        BANK_IBAN_EUR: 'CZ6907101781240000004158',
        BANK_BIC: 'GIBA',
      }),
      [
        'BANK_ACCOUNT_CZK: 19-2000145398/0800 has a check digit that is wrong (mistyped?)',
        'BANK_IBAN_EUR: CZ6907101781240000004158 has check digits that are wrong (mistyped?)',
        'BANK_BIC: GIBA is not a BIC (8 or 11 letters and digits)',
      ],
    )
    assert.deepEqual(problems({ ...PRODUCTION_ENV, BANK_ACCOUNT_CZK: '2801234578/2010' }), [
      'BANK_IBAN_CZK: CZ6508000000192000145399 is not the IBAN of 2801234578/2010 (CZ05 2010 0000 0028 0123 4578)',
    ])
    // The demo is checked too: a demo that showed a wrong account would teach the mistake.
    assert.deepEqual(problems({ SHOP_MODE: 'demo', BANK_ACCOUNT_CZK: '2801234567/2010' }), [
      'BANK_ACCOUNT_CZK: 2801234567/2010 has a check digit that is wrong (mistyped?)',
    ])
    assert.deepEqual(problems({ SHOP_MODE: 'demo', PRINT_ACCEPTABLE_DPI: '250' }), [
      'PRINT_ACCEPTABLE_DPI: 250 must be below PRINT_GOOD_DPI (200)',
    ])
  })

  it('refuses plain http, an in-memory database, empty values and a sandbox on the published key', () => {
    const { DATABASE_URL: _postgres, ...withoutDatabase } = PRODUCTION_ENV
    assert.deepEqual(
      problems({
        ...withoutDatabase,
        PGLITE_DATA_DIR: 'memory://',
        SITE_URL: 'http://www.obrazarna.test',
        CORS_ORIGINS: 'https://www.obrazarna.test, http://localhost:9000',
        SMTP_URL: ' ',
        PAYMENT_GATEWAY: 'sandbox',
      }),
      [
        'SMTP_URL: the mail server; without it no mail leaves the outbox',
        'PGLITE_DATA_DIR: memory:// forgets every order when the API stops',
        'SITE_URL: http://www.obrazarna.test is not an https:// address',
        'CORS_ORIGINS: http://localhost:9000 is not an https:// address',
        'PAYMENT_SANDBOX_SECRET: PAYMENT_GATEWAY=sandbox in production needs its own PAYMENT_SANDBOX_SECRET, never the published one',
      ],
    )
    assert.deepEqual(problems({ ...withoutDatabase, PGLITE_DATA_DIR: '/srv/obrazarna/pglite' }), [])
  })

  it('refuses a chosen gateway without its credentials or on plain http, naming each setting', () => {
    assert.deepEqual(
      problems({
        ...PRODUCTION_ENV,
        PAYMENT_GATEWAY_CARD: 'comgate',
        PAYMENT_GATEWAY_GOPAY: 'gopay',
        GOPAY_CLIENT_ID: 'client',
        GOPAY_API_URL: 'http://gw.sandbox.gopay.com/api',
      }),
      [
        'GOPAY_CLIENT_SECRET: the client secret GoPay issued to the shop (gopay takes payments)',
        "GOPAY_GOID: the shop's GoID (gopay takes payments)",
        "COMGATE_MERCHANT: the shop's ComGate merchant id (comgate takes payments)",
        "COMGATE_SECRET: the shop's ComGate secret (comgate takes payments)",
        'GOPAY_API_URL: http://gw.sandbox.gopay.com/api is not an https:// address',
      ],
    )
    assert.deepEqual(problems({ ...PRODUCTION_ENV, PAYMENT_GATEWAY_GOPAY: 'comgate' }), [
      'PAYMENT_GATEWAY_GOPAY: ComGate does not take GoPay wallet payments; use gopay',
    ])
    const shop = loadConfig({
      ...PRODUCTION_ENV,
      PAYMENT_GATEWAY: 'gopay',
      PAYMENT_GATEWAY_CARD: 'comgate',
      GOPAY_CLIENT_ID: 'client',
      GOPAY_CLIENT_SECRET: 'secret',
      GOPAY_GOID: '8123456789',
      COMGATE_MERCHANT: '123456',
      COMGATE_SECRET: 'comgate-secret',
    })
    assert.deepEqual(shop.payments.gateways, { card: 'comgate', gopay: 'gopay' })
    assert.equal(shop.payments.gopay?.apiUrl, 'https://gate.gopay.cz/api')
    assert.deepEqual(shop.payments.comgate, {
      apiUrl: 'https://payments.comgate.cz/v1.0',
      merchant: '123456',
      secret: 'comgate-secret',
      test: false,
    })
    // ComGate alone takes cards only: it has no GoPay wallet.
    const comgateOnly = loadConfig({
      ...PRODUCTION_ENV,
      PAYMENT_GATEWAY: 'comgate',
      COMGATE_MERCHANT: '123456',
      COMGATE_SECRET: 'comgate-secret',
    })
    assert.deepEqual(comgateOnly.payments.gateways, { card: 'comgate', gopay: null })
  })

  it("takes the owner's token only when it is long and not the demo's; without one, no owner calls", () => {
    assert.equal(loadConfig(PRODUCTION_ENV).ownerToken, null)
    const token = 'a'.repeat(32)
    assert.equal(loadConfig({ ...PRODUCTION_ENV, OWNER_TOKEN: token }).ownerToken, token)
    assert.deepEqual(problems({ ...PRODUCTION_ENV, OWNER_TOKEN: 'short-token' }), [
      'OWNER_TOKEN: at least 32 characters',
    ])
    assert.ok(
      problems({ ...PRODUCTION_ENV, OWNER_TOKEN: DEMO_OWNER_TOKEN })[0]!.startsWith(
        'OWNER_TOKEN: the demo token is published',
      ),
    )
    assert.equal(loadConfig({ SHOP_MODE: 'demo' }).ownerToken, DEMO_OWNER_TOKEN)
  })

  it('demo mode needs none of them and runs on the demo values', () => {
    const demo = loadConfig({ SHOP_MODE: 'demo' })
    assert.equal(demo.production, false)
    assert.deepEqual(demo.payments.gateways, { card: 'sandbox', gopay: 'sandbox' })
    assert.equal(demo.payments.bank.accountCzk, '2801234578/2010')
    assert.ok(demo.corsOrigins.includes('http://localhost:9000'))
    assert.equal(demo.siteUrl, 'http://localhost:9000')
    assert.equal(demo.smtpUrl, undefined)
  })
})
