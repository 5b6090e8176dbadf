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

  it('refuses plain http, an in-memory database and empty values', () => {
    const { DATABASE_URL: _postgres, ...withoutDatabase } = PRODUCTION_ENV
    assert.deepEqual(
      problems({
        ...withoutDatabase,
        PGLITE_DATA_DIR: 'memory://',
        SITE_URL: 'http://www.obrazarna.test',
        CORS_ORIGINS: 'https://www.obrazarna.test, http://localhost:9000',
        SMTP_URL: ' ',
      }),
      [
        'SMTP_URL: the mail server; without it no mail leaves the outbox',
        'PGLITE_DATA_DIR: memory:// forgets every order when the API stops',
        'SITE_URL: http://www.obrazarna.test is not an https:// address',
        'CORS_ORIGINS: http://localhost:9000 is not an https:// address',
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
        GOPAY_API_URL: 'http://gate.gopay.cz/api',
      }),
      [
        'GOPAY_CLIENT_SECRET: the client secret GoPay issued to the shop (gopay takes payments)',
        "GOPAY_GOID: the shop's GoID (gopay takes payments)",
        "COMGATE_MERCHANT: the shop's ComGate merchant id (comgate takes payments)",
        "COMGATE_SECRET: the shop's ComGate secret (comgate takes payments)",
        'GOPAY_API_URL: http://gate.gopay.cz/api is not an https:// address',
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

  it('refuses every back-end that moves no money, naming each setting at once', () => {
    const gopay = {
      GOPAY_CLIENT_ID: 'client',
      GOPAY_CLIENT_SECRET: 'secret',
      GOPAY_GOID: '8123456789',
    }
    const comgate = { COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'comgate-secret' }
    const noMoney = problems({
      ...PRODUCTION_ENV,
      ...gopay,
      ...comgate,
      // Even with a key of its own, and even where the per-method settings override it.
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'a-secret-of-its-own',
      PAYMENT_GATEWAY_CARD: 'comgate',
      PAYMENT_GATEWAY_GOPAY: 'gopay',
      COMGATE_TEST: 'true',
      GOPAY_API_URL: 'https://gw.sandbox.gopay.com/api/',
    })
    assert.deepEqual(noMoney, [
      'PAYMENT_GATEWAY: sandbox marks orders paid without any money; production takes gopay, comgate or none',
      'COMGATE_TEST: true makes test payments that move no money; production needs false',
      "GOPAY_API_URL: https://gw.sandbox.gopay.com/api/ is GoPay's sandbox, which moves no money; production uses https://gate.gopay.cz/api",
    ])
    // The sandbox by method, alone or beside the shop's other missing settings.
    assert.deepEqual(
      problems({
        ...PRODUCTION_ENV,
        PAYMENT_GATEWAY_CARD: 'sandbox',
        PAYMENT_GATEWAY_GOPAY: 'sandbox',
      }).map((problem) => problem.split(':')[0]),
      ['PAYMENT_GATEWAY_CARD', 'PAYMENT_GATEWAY_GOPAY'],
    )
    const all = problems({ PAYMENT_GATEWAY: 'sandbox', COMGATE_TEST: 'true' })
    assert.equal(all.length, 22, all.join(' | '))
    assert.ok(all.some((problem) => problem.startsWith('PAYMENT_GATEWAY: sandbox')))
    assert.ok(all.some((problem) => problem.startsWith('COMGATE_TEST: true')))
    // GoPay's test host under any spelling, its former name, and a typo that would decide for money.
    for (const address of ['https://GW.Sandbox.GoPay.com/api', 'https://testgw.gopay.cz/api'])
      assert.match(problems({ ...PRODUCTION_ENV, GOPAY_API_URL: address })[0]!, /^GOPAY_API_URL: /)
    assert.deepEqual(problems({ ...PRODUCTION_ENV, COMGATE_TEST: 'yes' }), [
      'COMGATE_TEST: true or false, not yes',
    ])
    // What a live shop sets starts.
    const live = loadConfig({
      ...PRODUCTION_ENV,
      ...gopay,
      ...comgate,
      PAYMENT_GATEWAY: 'gopay',
      PAYMENT_GATEWAY_CARD: 'comgate',
      COMGATE_TEST: 'false',
      GOPAY_API_URL: 'https://gate.gopay.cz/api',
    })
    assert.deepEqual(live.payments.gateways, { card: 'comgate', gopay: 'gopay' })
    assert.equal(live.payments.comgate?.test, false)
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

  it('the demo refuses to face the public: https or outside addresses, an open HOST, a remote database', () => {
    const demo = { SHOP_MODE: 'demo' }
    const refused = problems({
      ...demo,
      API_PUBLIC_URL: 'http://192.168.1.10:4000',
      SITE_URL: 'https://shop.example',
      CORS_ORIGINS: 'http://localhost:9000, https://shop.example',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop:secret-password@db.shop.example:5432/shop',
    })
    assert.deepEqual(refused, [
      'SHOP_MODE: demo, but API_PUBLIC_URL http://192.168.1.10:4000 faces the public (the demo takes http://localhost addresses only)',
      'SHOP_MODE: demo, but SITE_URL https://shop.example faces the public (the demo takes http://localhost addresses only)',
      'SHOP_MODE: demo, but CORS_ORIGINS https://shop.example faces the public (the demo takes http://localhost addresses only)',
      'SHOP_MODE: demo, but HOST 0.0.0.0 listens beyond this machine (the demo takes 127.0.0.1, ::1 or localhost)',
      'SHOP_MODE: demo, but DATABASE_URL names db.shop.example, not a database on this machine (the demo takes localhost, 127.0.0.1, ::1 or a socket)',
    ])
    assert.throws(() => loadConfig({ ...demo, HOST: '::' }), /on this machine only/)
    // Every way of listening or connecting beyond this machine, and none of the database's password.
    for (const HOST of ['::', '', '192.168.1.10', 'shop.example'])
      assert.equal(problems({ ...demo, HOST }).length, 1, HOST)
    for (const [DATABASE_URL, PGHOST] of [
      ['postgresql://shop@10.0.0.5/shop', undefined],
      ['postgres://shop@localhost,db.shop.example:5433/shop', undefined],
      ['postgres:///shop', 'db.shop.example'],
      ['host=localhost dbname=shop', undefined],
    ])
      assert.match(
        problems({ ...demo, DATABASE_URL, PGHOST }).join(),
        /^SHOP_MODE: demo, but DATABASE_URL /,
        DATABASE_URL,
      )
    assert.doesNotMatch(refused.join(), /secret-password/)
    // What a developer's machine, the journeys and the benchmarks start it with.
    for (const HOST of ['localhost', '127.0.0.1', '::1', '[::1]'])
      assert.deepEqual(problems({ ...demo, HOST }), [], HOST)
    for (const DATABASE_URL of [
      'postgres://print_shop:print_shop@localhost:5432/postgres',
      'postgres://shop@127.0.0.1/shop',
      'postgres://shop@[::1]:5432/shop',
      'postgres:///shop',
      'postgres://shop@%2Fvar%2Frun%2Fpostgresql/shop',
    ])
      assert.deepEqual(problems({ ...demo, DATABASE_URL }), [], DATABASE_URL)
    const local = loadConfig({
      ...demo,
      API_PUBLIC_URL: 'http://localhost:8088',
      SITE_URL: 'http://localhost:8088',
      CORS_ORIGINS: 'http://localhost:8088, http://127.0.0.1:9000, http://[::1]:9100',
      HOST: '127.0.0.1',
    })
    assert.equal(local.production, false)
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
