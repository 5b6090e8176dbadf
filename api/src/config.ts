import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface RateLimits {
  /** Requests per window and the window in ms, for each limited action. */
  login: { max: number; timeWindow: number }
  register: { max: number; timeWindow: number }
  forgot: { max: number; timeWindow: number }
  reset: { max: number; timeWindow: number }
}

export interface Config {
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
  smtpUrl: string | undefined
  mailFrom: string
  /** Cookie domain, e.g. `.obrazarna.cz` when the API and the shop are on sibling hosts. */
  cookieDomain: string | undefined
  google: { clientId: string | undefined; jwksUrl: string }
  facebook: { appId: string | undefined; jwksUrl: string }
  /** How long to wait for Google's or Facebook's signing keys before answering 503, in ms. */
  socialKeysTimeout: number
  rateLimits: RateLimits
  /** Largest accepted request body in bytes. */
  bodyLimit: number
  payments: PaymentConfig
}

export interface PaymentConfig {
  /**
   * Card and GoPay go through this gateway; `sandbox` is the built-in stand-in, on by default except
   * in production. Without a gateway the shop takes bank transfers only.
   */
  gateway: 'sandbox' | null
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

/**
 * The sandbox gateway marks orders paid without money: in production it runs only when asked for by
 * PAYMENT_GATEWAY=sandbox (a staging shop) and with a secret of its own, never with the published one.
 */
function paymentGatewayFrom(env: NodeJS.ProcessEnv, production: boolean): 'sandbox' | null {
  const wanted = env.PAYMENT_GATEWAY ?? (production ? 'none' : 'sandbox')
  if (wanted === 'none') return null
  if (wanted !== 'sandbox')
    throw new Error(`PAYMENT_GATEWAY must be sandbox or none, not ${wanted}`)
  if (production && !env.PAYMENT_SANDBOX_SECRET)
    throw new Error('PAYMENT_GATEWAY=sandbox in production needs its own PAYMENT_SANDBOX_SECRET')
  return 'sandbox'
}

/**
 * Attempts allowed per address and window. The browser journeys all come from one address, many at
 * once: they raise the allowance with AUTH_RATE_LIMIT_SCALE rather than switch the limits off.
 */
function scaledLimits(scale: number): RateLimits {
  return {
    login: { max: 10 * scale, timeWindow: MINUTE },
    register: { max: 5 * scale, timeWindow: MINUTE },
    forgot: { max: 5 * scale, timeWindow: 15 * MINUTE },
    reset: { max: 10 * scale, timeWindow: 15 * MINUTE },
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const port = Number(env.PORT ?? 4000)
  const publicUrl = (env.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  return {
    production,
    host: env.HOST ?? 'localhost',
    port,
    publicUrl,
    siteUrl: (env.SITE_URL ?? 'http://localhost:9000').replace(/\/$/, ''),
    corsOrigins: (
      env.CORS_ORIGINS ?? 'http://localhost:8000,http://localhost:9000,http://localhost:9100'
    )
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR ?? path.join(API_ROOT, 'data', 'pglite'),
    mediaCacheDir: env.MEDIA_CACHE_DIR ?? path.join(API_ROOT, 'data', 'media-cache'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Obrazárna <info@obrazarna.cz>',
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
    bodyLimit: 64 * 1024,
    payments: {
      gateway: paymentGatewayFrom(env, production),
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET || SANDBOX_SECRET,
      bank: {
        holder: env.BANK_ACCOUNT_HOLDER ?? 'Obrazárna s.r.o.',
        accountCzk: env.BANK_ACCOUNT_CZK ?? '2801234578/2010',
        ibanCzk: env.BANK_IBAN_CZK ?? 'CZ0520100000002801234578',
        ibanEur: env.BANK_IBAN_EUR ?? 'CZ8020100000002801234586',
        bic: env.BANK_BIC ?? 'FIOBCZPPXXX',
      },
      dueDays: 7,
    },
  }
}
