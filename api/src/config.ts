import { isIP } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  compactIban,
  czechAccountProblem,
  czechIban,
  ibanProblem,
  printedIban,
} from '@print-shop/shop-domain/bank-accounts'
import { ACCEPTABLE_DPI, GOOD_DPI } from '@print-shop/shop-domain/print-quality'
import { publicFacingDemoProblems } from './demo-on-this-machine.js'
import { gatewaySettingsFrom, type GatewaySettings } from './config/gateways.js'
import { invoicingFrom, type InvoicingConfig } from './config/invoicing.js'
import { packetaSettingsFrom, type PacketaSettings } from './config/packeta.js'

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Requests allowed per address (IPv6 by /64) within the window, in ms. */
export interface Allowance {
  max: number
  timeWindow: number
}

export interface RateLimits {
  login: Allowance
  register: Allowance
  forgot: Allowance
  reset: Allowance
  passwordUpdate: Allowance
  destroyAccount: Allowance
  /** PATCH /me: profile changes, the e-mail among them. */
  updateMe: Allowance
  useCoupon: Allowance
  checkout: Allowance
  createBasket: Allowance
  /** GET /csrf from visitors without a session: each one is a new session row. */
  newSession: Allowance
  /**
   * Wrong passwords per account, from any address: from the `max`-th within `timeWindow` the
   * account's password checks are refused for `lockout` ms, twice as long after each further
   * failure, at most `maxLockout`. The right password forgets them.
   */
  passwordFailures: Allowance & { lockout: number; maxLockout: number }
}

export interface Config {
  /**
   * False only in demo mode (SHOP_MODE=demo): dev routes, the sandbox gateway with its published
   * key, cookies without Secure, localhost origins and demo seed data. Everything else is production.
   */
  production: boolean
  host: string
  port: number
  /** Public base of the API (no trailing slash), used in image URLs. */
  publicUrl: string
  /** Where the storefront lives: links in e-mails. */
  siteUrl: string
  /** Origins allowed to call the API with credentials. */
  corsOrigins: string[]
  /** PostgreSQL connection string; without it PGlite keeps the data in `dataDir`. */
  databaseUrl: string | undefined
  /** PGlite data folder; `memory://` for tests. */
  dataDir: string
  /** Where resized images are cached. */
  mediaCacheDir: string
  /** Where the originals of pictures imported by the owner (`npm run shop -- pictures import`) are kept. */
  originalsDir: string
  /** Most bytes the rendition cache keeps on disk; the least recently used go first. */
  mediaCacheMaxBytes: number
  /** Renders running at once (each is CPU-heavy), and how many may wait before a 503. */
  mediaRenderConcurrency: number
  mediaRenderQueue: number
  /**
   * The public catalogue reads kept in memory (plugins/catalogue-cache.ts): at most this many
   * answers and bytes, keys included; the least recently used go first.
   */
  catalogueCache: { maxEntries: number; maxBytes: number }
  smtpUrl: string | undefined
  mailFrom: string
  /** Cookie domain, e.g. `.obrazarna.cz` when the API and the shop are on sibling hosts. */
  cookieDomain: string | undefined
  google: { clientId: string | undefined; jwksUrl: string }
  facebook: { appId: string | undefined; jwksUrl: string }
  /** How long to wait for Google's or Facebook's signing keys before answering 503, in ms. */
  socialKeysTimeout: number
  rateLimits: RateLimits
  /**
   * Which proxies may name the client in X-Forwarded-For (TRUST_PROXY): none (the peer is the
   * client), a hop count, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[]
  /** Whether the API compresses its text answers (API_COMPRESSION); off behind nginx, which does. */
  compression: boolean
  /** Largest accepted request body in bytes. */
  bodyLimit: number
  /** A request (headers and body) must have arrived within this many ms, or it gets a 408. */
  requestTimeout: number
  /** A connection silent this many ms in both directions is closed (a client that stopped reading). */
  connectionTimeout: number
  /**
   * Days a sent mail's record (recipient, subject, when; its body goes when sent) and a security
   * event are kept before the hourly sweep deletes them; days a basket may stay unchanged before
   * it goes (anonymous) or loses the details typed into it (a shopper's).
   */
  retention: { sentMailDays: number; securityEventDays: number; basketDays: number }
  /** Who runs the shop and what it promises: served by GET /shop, read by the storefront's build. */
  shop: ShopFacts
  payments: PaymentConfig
  /**
   * The shop owner's secret (OWNER_TOKEN) for `/v1/owner` and `npm run shop`; null: those routes are
   * off. Demo mode uses DEMO_OWNER_TOKEN unless one is set; production refuses that one.
   */
  ownerToken: string | null
  /** Tax documents: their number formats and the VAT scheme (config/invoicing.ts). */
  invoicing: InvoicingConfig
  /** Shoppers' own photos (uploads/): where they are kept, how large, how long and how many. */
  uploads: UploadSettings
  /** Packeta: its pickup-point feed and the packets of orders to its points (config/packeta.ts). */
  packeta: PacketaSettings
}

/** The UPLOAD_* settings: shoppers' own photos, received by the tus protocol (uploads/). */
export interface UploadSettings {
  /** The folder of the disk store (UPLOAD_DIR): originals, tus' records and previews. */
  dir: string
  /** Largest file accepted, in bytes (UPLOAD_MAX_BYTES); a larger one is a 413 before any byte. */
  maxBytes: number
  /** Most pixels a picture may declare (UPLOAD_MAX_PIXELS): a decompression bomb is refused unread. */
  maxPixels: number
  /** Days a not-ordered upload is kept (UPLOAD_KEEP_DAYS); the hourly sweep deletes it then. */
  keepDays: number
  /** New uploads one account may start in 24 hours (UPLOAD_DAILY_FILES). */
  dailyFiles: number
  /** Bytes one account may keep at once, ordered uploads included (UPLOAD_MAX_STORAGE_BYTES). */
  maxStorageBytes: number
  /** New uploads per address and window; the chunks of an upload are not counted. */
  perAddress: Allowance
  /** An S3-compatible bucket (UPLOAD_S3_BUCKET …) instead of the folder: several API processes share it. */
  s3: UploadBucket | null
}

export interface UploadBucket {
  bucket: string
  /** An S3-compatible server's address (UPLOAD_S3_ENDPOINT), reached path-style; AWS when unset. */
  endpoint: string | undefined
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
}

/**
 * The shop's own details, in one place: the storefront's pages (built from GET /shop), the e-mails
 * and the payment instructions all take them from here.
 */
export interface ShopFacts {
  /** The shop's name as shoppers know it (SHOP_NAME). */
  name: string
  /** The company that sells (SHOP_COMPANY_NAME), its IČO (SHOP_COMPANY_ID) and DIČ (SHOP_VAT_ID). */
  companyName: string
  companyId: string
  vatId: string | null
  /** Registered office (SHOP_ADDRESS), one line. */
  address: string
  /** Court file of the commercial register (SHOP_REGISTRY), e.g. `C 398765`; null when none. */
  registry: string | null
  /**
   * Who represents the company (SHOP_MANAGING_DIRECTORS: jednatelé, Geschäftsführer), as the register
   * names them, e.g. `Jana Nováková, Petr Novák`: the German Impressum must name them.
   */
  managingDirectors: string
  phone: string
  email: string
  /** The shop's public address as named in the terms (SHOP_WEBSITE; SITE_URL when unset). */
  website: string
  /** Effective resolution from which a print is good, and under which it is too low (DPI). */
  printQuality: { goodDpi: number; acceptableDpi: number }
}

/**
 * Card and GoPay go through the gateway chosen for each (`gateways`); `sandbox` is the built-in
 * stand-in, in demo mode only (production refuses it). Without a gateway the shop takes bank
 * transfers only.
 */
export interface PaymentConfig extends GatewaySettings {
  /** Key the sandbox gateway signs its callbacks with (HMAC-SHA256). */
  sandboxSecret: string
  /** The shop's bank accounts for bank transfers: CZK orders to the Czech account, EUR to the euro one. */
  bank: {
    holder: string
    accountCzk: string
    ibanCzk: string
    ibanEur: string
    bic: string
  }
  /** Unpaid bank-transfer orders are cancelled after this many days (shown in the instructions). */
  dueDays: number
}

const MINUTE = 60_000
const SANDBOX_SECRET = 'sandbox-only-secret-not-for-real-payments'
/** The storefront's origins on a developer's machine: `gatsby develop`, `npm start`, the journeys. */
const DEMO_CORS_ORIGINS = 'http://localhost:8000,http://localhost:9000,http://localhost:9100'
/** The demo shop's made-up company; a production shop must name its own (SHOP_*). */
const DEMO_SHOP = {
  name: 'Obrazárna',
  companyName: 'Obrazárna s.r.o.',
  companyId: '21436587',
  vatId: 'CZ21436587',
  address: 'Komunardů 1584/42, 170 00 Praha 7',
  registry: 'C 398765',
  managingDirectors: 'Jana Nováková',
  phone: '+420 228 880 170',
  email: 'info@obrazarna.cz',
  website: 'https://www.obrazarna.cz',
}

/** The owner's token of the demo shop, which `npm run shop` uses when OWNER_TOKEN is not set. */
export const DEMO_OWNER_TOKEN = 'demo-owner-token-for-localhost-only'
/** Shortest OWNER_TOKEN accepted: it guards prices, pictures and every order. */
const OWNER_TOKEN_MIN_LENGTH = 32

/** The demo shop's made-up account; a production shop must name its own (BANK_*). */
const DEMO_BANK: Omit<PaymentConfig['bank'], 'holder'> = {
  accountCzk: '2801234578/2010',
  ibanCzk: 'CZ0520100000002801234578',
  ibanEur: 'CZ8020100000002801234586',
  bic: 'FIOBCZPPXXX',
}

/** Why the demo's settings are bounded: said once above its problems. */
const DEMO_ON_THIS_MACHINE_ONLY =
  'SHOP_MODE=demo shows every mail and takes published keys: it runs on this machine only'

/** Settings the API cannot start with: server.ts prints the message, one line each, and exits. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    hint = 'SHOP_MODE=demo runs the demo shop instead',
  ) {
    super(
      `The API cannot start with these settings (${hint}):\n${problems
        .map((problem) => `  ${problem}`)
        .join('\n')}`,
    )
    this.name = 'ConfigError'
  }
}

/**
 * What production must set, and why: the demo's values would send reset links to localhost, mail as
 * the demo shop and ask customers to pay into the demo's account.
 */
const PRODUCTION_SETTINGS: [name: string, why: string][] = [
  ['API_PUBLIC_URL', "the API's public https:// address, for picture and payment links"],
  ['SITE_URL', "the shop's https:// address, for the links in e-mails"],
  ['CORS_ORIGINS', "the shop's https:// origins allowed to call the API with cookies"],
  ['SMTP_URL', 'the mail server; without it no mail leaves the outbox'],
  ['MAIL_FROM', "the shop's sender address"],
  ['SHOP_NAME', "the shop's name, as pages and e-mails give it"],
  ['SHOP_COMPANY_NAME', 'the company that sells, for the terms, the contact page and invoices'],
  ['SHOP_COMPANY_ID', "the company's IČO"],
  ['SHOP_VAT_ID', "the company's DIČ, for the terms, the Impressum and invoices"],
  ['SHOP_REGISTRY', 'the commercial register entry (court file, e.g. C 398765), for the Impressum'],
  [
    'SHOP_MANAGING_DIRECTORS',
    'who represents the company (jednatelé, Geschäftsführer), as the Impressum must name them',
  ],
  ['SHOP_ADDRESS', "the company's registered office"],
  ['SHOP_PHONE', "the shop's phone number for customers"],
  ['SHOP_EMAIL', "the shop's e-mail address for customers"],
  ['BANK_ACCOUNT_HOLDER', 'the holder of the account that bank transfers go to'],
  ['BANK_ACCOUNT_CZK', 'the Czech account number for CZK orders'],
  ['BANK_IBAN_CZK', 'the IBAN of that account'],
  ['BANK_IBAN_EUR', 'the IBAN for EUR orders'],
  ['BANK_BIC', "the bank's BIC"],
]

function addresses(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
}

/** Every setting a production start lacks or has wrong, each named, so one attempt shows them all. */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems = PRODUCTION_SETTINGS.filter(([name]) => !env[name]?.trim()).map(
    ([name, why]) => `${name}: ${why}`,
  )
  if (!env.DATABASE_URL && !env.PGLITE_DATA_DIR)
    problems.push('DATABASE_URL or PGLITE_DATA_DIR: where orders and accounts are kept')
  else if (!env.DATABASE_URL && env.PGLITE_DATA_DIR === 'memory://')
    problems.push('PGLITE_DATA_DIR: memory:// forgets every order when the API stops')
  if (env.OWNER_TOKEN && env.OWNER_TOKEN.length < OWNER_TOKEN_MIN_LENGTH)
    problems.push(`OWNER_TOKEN: at least ${OWNER_TOKEN_MIN_LENGTH} characters`)
  if (env.OWNER_TOKEN === DEMO_OWNER_TOKEN)
    problems.push('OWNER_TOKEN: the demo token is published; make one with `openssl rand -hex 32`')
  // Secure cookies are only sent over HTTPS: a plain-http shop could not sign anybody in.
  for (const name of ['API_PUBLIC_URL', 'SITE_URL', 'CORS_ORIGINS'])
    for (const address of addresses(env[name]))
      if (!address.startsWith('https://'))
        problems.push(`${name}: ${address} is not an https:// address`)
  return problems
}

/**
 * Account numbers whose check digits are wrong, or a Czech IBAN that is not the Czech account's: a
 * mistyped digit would send shoppers' money elsewhere, so the API does not start with one (demo too).
 */
export function bankProblems(bank: PaymentConfig['bank']): string[] {
  const problems: string[] = []
  const account = czechAccountProblem(bank.accountCzk)
  if (account) problems.push(`BANK_ACCOUNT_CZK: ${bank.accountCzk} ${account}`)
  for (const [name, iban] of [
    ['BANK_IBAN_CZK', bank.ibanCzk],
    ['BANK_IBAN_EUR', bank.ibanEur],
  ] as const) {
    const problem = ibanProblem(iban)
    if (problem) problems.push(`${name}: ${iban} ${problem}`)
  }
  if (
    !account &&
    !ibanProblem(bank.ibanCzk) &&
    compactIban(bank.ibanCzk) !== czechIban(bank.accountCzk)
  )
    problems.push(
      `BANK_IBAN_CZK: ${bank.ibanCzk} is not the IBAN of ${bank.accountCzk} (${printedIban(czechIban(bank.accountCzk))})`,
    )
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bank.bic))
    problems.push(`BANK_BIC: ${bank.bic} is not a BIC (8 or 11 letters and digits)`)
  return problems
}

/** A whole number of DPI from the environment, or the domain's default. */
function dpiFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback
  const dpi = Number(value)
  if (!Number.isInteger(dpi) || dpi < 1 || dpi > 1200)
    throw new ConfigError([`${name}: a whole number of DPI between 1 and 1200, not ${value}`])
  return dpi
}

function shopFactsFrom(env: NodeJS.ProcessEnv, siteUrl: string, production: boolean): ShopFacts {
  const text = (name: string, demo: string) => env[name]?.trim() || demo
  const optional = (name: string, demo: string | null) =>
    env[name] === undefined ? (production ? null : demo) : env[name]!.trim() || null
  const printQuality = {
    goodDpi: dpiFrom(env.PRINT_GOOD_DPI, GOOD_DPI, 'PRINT_GOOD_DPI'),
    acceptableDpi: dpiFrom(env.PRINT_ACCEPTABLE_DPI, ACCEPTABLE_DPI, 'PRINT_ACCEPTABLE_DPI'),
  }
  if (printQuality.acceptableDpi >= printQuality.goodDpi)
    throw new ConfigError([
      `PRINT_ACCEPTABLE_DPI: ${printQuality.acceptableDpi} must be below PRINT_GOOD_DPI (${printQuality.goodDpi})`,
    ])
  return {
    name: text('SHOP_NAME', DEMO_SHOP.name),
    companyName: text('SHOP_COMPANY_NAME', DEMO_SHOP.companyName),
    companyId: text('SHOP_COMPANY_ID', DEMO_SHOP.companyId),
    vatId: optional('SHOP_VAT_ID', DEMO_SHOP.vatId),
    address: text('SHOP_ADDRESS', DEMO_SHOP.address),
    registry: optional('SHOP_REGISTRY', DEMO_SHOP.registry),
    managingDirectors: text('SHOP_MANAGING_DIRECTORS', DEMO_SHOP.managingDirectors),
    phone: text('SHOP_PHONE', DEMO_SHOP.phone),
    email: text('SHOP_EMAIL', DEMO_SHOP.email),
    website: text('SHOP_WEBSITE', production ? siteUrl : DEMO_SHOP.website),
    printQuality,
  }
}

/** Demo behaviour only when asked for by name; a typo must not quietly pick either mode. */
function productionFrom(env: NodeJS.ProcessEnv): boolean {
  const mode = env.SHOP_MODE || 'production'
  if (mode !== 'demo' && mode !== 'production')
    throw new ConfigError([`SHOP_MODE: demo or production, not ${mode}`])
  return mode === 'production'
}

/** On unless turned off by name; a typo must not quietly pick either. */
function compressionFrom(value: string | undefined): boolean {
  const setting = value || 'on'
  if (setting !== 'on' && setting !== 'off')
    throw new ConfigError([`API_COMPRESSION: on or off, not ${setting}`])
  return setting === 'on'
}

/**
 * Attempts allowed per address and window: well above what one shopper does, even a few behind one
 * office or mobile-network address. The browser journeys all come from one address, many at once:
 * they raise the allowance with AUTH_RATE_LIMIT_SCALE rather than switch the limits off. The
 * per-account back-off is not scaled: an account is one person's.
 */
function scaledLimits(scale: number): RateLimits {
  return {
    login: { max: 10 * scale, timeWindow: MINUTE },
    register: { max: 5 * scale, timeWindow: MINUTE },
    forgot: { max: 5 * scale, timeWindow: 15 * MINUTE },
    reset: { max: 10 * scale, timeWindow: 15 * MINUTE },
    passwordUpdate: { max: 10 * scale, timeWindow: 15 * MINUTE },
    destroyAccount: { max: 10 * scale, timeWindow: 15 * MINUTE },
    updateMe: { max: 30 * scale, timeWindow: 15 * MINUTE },
    useCoupon: { max: 30 * scale, timeWindow: 15 * MINUTE },
    checkout: { max: 20 * scale, timeWindow: 15 * MINUTE },
    createBasket: { max: 30 * scale, timeWindow: 15 * MINUTE },
    newSession: { max: 60 * scale, timeWindow: 15 * MINUTE },
    passwordFailures: {
      max: 5,
      timeWindow: 15 * MINUTE,
      lockout: MINUTE,
      maxLockout: 60 * MINUTE,
    },
  }
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(proxy: string): boolean {
  if (PROXY_NAMES.has(proxy)) return true
  const [address = '', prefix, ...rest] = proxy.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (prefix === undefined) return true
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: off unless set, so that X-Forwarded-For is ignored. `1` trusts one proxy in front
 * (only when nothing reaches the API around it); a list (`10.0.0.0/8,loopback`) trusts the header
 * only from those peers. `true` would let any request name a new address, and is refused.
 */
function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  const setting = value?.trim() ?? ''
  if (setting === '' || setting === 'false' || setting === '0') return false
  if (/^\d+$/.test(setting)) return Number(setting)
  const proxies = addresses(setting)
  const wrong = proxies.filter((proxy) => !isProxyAddress(proxy))
  if (wrong.length)
    throw new ConfigError([
      `TRUST_PROXY: a hop count or the proxies' addresses and CIDR ranges, not ${wrong.join(', ')}`,
    ])
  return proxies
}

/**
 * The API's settings from the environment. Without SHOP_MODE=demo it is production and throws a
 * ConfigError naming every missing setting; the defaults below are therefore the demo's.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = productionFrom(env)
  const gateways = gatewaySettingsFrom(env, production)
  const invoicing = invoicingFrom(env)
  const problems = [
    ...(production ? productionProblems(env) : publicFacingDemoProblems(env)),
    ...gateways.problems,
    ...invoicing.problems,
  ]
  if (problems.length)
    throw new ConfigError(problems, production ? undefined : DEMO_ON_THIS_MACHINE_ONLY)
  const port = Number(env.PORT ?? 4000)
  const publicUrl = (env.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  const siteUrl = (env.SITE_URL ?? 'http://localhost:9000').replace(/\/$/, '')
  const shop = shopFactsFrom(env, siteUrl, production)
  const bank: PaymentConfig['bank'] = {
    holder: env.BANK_ACCOUNT_HOLDER ?? shop.companyName,
    accountCzk: env.BANK_ACCOUNT_CZK ?? DEMO_BANK.accountCzk,
    ibanCzk: compactIban(env.BANK_IBAN_CZK ?? DEMO_BANK.ibanCzk),
    ibanEur: compactIban(env.BANK_IBAN_EUR ?? DEMO_BANK.ibanEur),
    bic: (env.BANK_BIC ?? DEMO_BANK.bic).trim().toUpperCase(),
  }
  const wrongBank = bankProblems(bank)
  if (wrongBank.length) throw new ConfigError(wrongBank)
  return {
    production,
    host: env.HOST ?? 'localhost',
    port,
    publicUrl,
    siteUrl,
    corsOrigins: addresses(env.CORS_ORIGINS ?? DEMO_CORS_ORIGINS),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR ?? path.join(API_ROOT, 'data', 'pglite'),
    mediaCacheDir: env.MEDIA_CACHE_DIR ?? path.join(API_ROOT, 'data', 'media-cache'),
    originalsDir: path.resolve(env.ORIGINALS_DIR ?? path.join(API_ROOT, 'data', 'originals')),
    mediaCacheMaxBytes: Number(env.MEDIA_CACHE_MAX_BYTES) || 2 * 1024 ** 3,
    // Half the cores: the other half keep answering the shop's JSON while pictures render.
    mediaRenderConcurrency:
      Number(env.MEDIA_RENDER_CONCURRENCY) ||
      Math.max(1, Math.floor(os.availableParallelism() / 2)),
    // A browser asks for six pictures at once; a few shoppers on a cold cache must not see 503s.
    mediaRenderQueue: Number(env.MEDIA_RENDER_QUEUE) || 64,
    catalogueCache: {
      maxEntries: Number(env.CATALOGUE_CACHE_MAX_ENTRIES) || 2000,
      maxBytes: Number(env.CATALOGUE_CACHE_MAX_BYTES) || 32 * 1024 ** 2,
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `${shop.name} <${shop.email}>`,
    cookieDomain: env.COOKIE_DOMAIN || undefined,
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? env.GATSBY_GOOGLE_CLIENT_ID,
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    facebook: {
      appId: env.FACEBOOK_APP_ID ?? env.GATSBY_FACEBOOK_APP_ID,
      jwksUrl:
        env.FACEBOOK_JWKS_URL ?? 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
    },
    socialKeysTimeout: Number(env.SOCIAL_KEYS_TIMEOUT_MS) || 5000,
    rateLimits: scaledLimits(Number(env.AUTH_RATE_LIMIT_SCALE) || 1),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    compression: compressionFrom(env.API_COMPRESSION),
    bodyLimit: 64 * 1024,
    requestTimeout: Number(env.REQUEST_TIMEOUT_MS) || 30_000,
    connectionTimeout: Number(env.CONNECTION_TIMEOUT_MS) || 60_000,
    retention: {
      sentMailDays: Number(env.MAIL_RETENTION_DAYS) || 30,
      securityEventDays: Number(env.SECURITY_EVENT_RETENTION_DAYS) || 365,
      basketDays: Number(env.BASKET_RETENTION_DAYS) || 30,
    },
    shop,
    payments: {
      ...gateways.settings,
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET || SANDBOX_SECRET,
      bank,
      dueDays: 7,
    },
    ownerToken: env.OWNER_TOKEN || (production ? null : DEMO_OWNER_TOKEN),
    invoicing: invoicing.settings,
    uploads: uploadSettingsFrom(env),
    packeta: packetaSettingsFrom(env),
  }
}

/** The UPLOAD_* settings; the defaults are the shop's (100 MB, 200 MP, 30 days, 200 a day, 5 GB). */
function uploadSettingsFrom(env: NodeJS.ProcessEnv): UploadSettings {
  const bucket = env.UPLOAD_S3_BUCKET?.trim()
  return {
    dir: path.resolve(env.UPLOAD_DIR ?? path.join(API_ROOT, 'data', 'uploads')),
    maxBytes: Number(env.UPLOAD_MAX_BYTES) || 100 * 1024 ** 2,
    maxPixels: Number(env.UPLOAD_MAX_PIXELS) || 200_000_000,
    keepDays: Number(env.UPLOAD_KEEP_DAYS) || 30,
    dailyFiles: Number(env.UPLOAD_DAILY_FILES) || 200,
    maxStorageBytes: Number(env.UPLOAD_MAX_STORAGE_BYTES) || 5 * 1024 ** 3,
    // A shopper drops a few hundred photos at once; more from one address is a script.
    perAddress: { max: 600 * (Number(env.AUTH_RATE_LIMIT_SCALE) || 1), timeWindow: 60 * MINUTE },
    s3: bucket
      ? {
          bucket,
          endpoint: env.UPLOAD_S3_ENDPOINT?.trim() || undefined,
          region: env.UPLOAD_S3_REGION?.trim() || 'us-east-1',
          accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY || undefined,
        }
      : null,
  }
}

/** loadConfig for a command line: settings it cannot start with are printed plainly, then it exits. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
