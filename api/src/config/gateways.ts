/** The card and GoPay gateways' settings, read from the environment by config.ts. */

export const GATEWAY_NAMES = ['sandbox', 'gopay', 'comgate'] as const
export type GatewayName = (typeof GATEWAY_NAMES)[number]
export type OnlineMethod = 'card' | 'gopay'

export interface GatewaySettings {
  /** Which gateway takes each online method; null: the method is not offered. */
  gateways: Record<OnlineMethod, GatewayName | null>
  /** GoPay REST API (https://doc.gopay.com): OAuth 2 client credentials and the shop's GoID. */
  gopay: { apiUrl: string; clientId: string; clientSecret: string; goid: string } | null
  /** ComGate API v1.0 (https://apidoc.comgate.cz): the shop's merchant id and secret. */
  comgate: { apiUrl: string; merchant: string; secret: string; test: boolean } | null
  /** How long the shop waits for any gateway call before it gives up, in ms. */
  gatewayTimeout: number
}

const GOPAY_API = 'https://gate.gopay.cz/api'
const GOPAY_SANDBOX_API = 'https://gw.sandbox.gopay.com/api'
/** GoPay's test environment, now and under its former name: its payments move no money. */
const GOPAY_TEST_HOSTS = [new URL(GOPAY_SANDBOX_API).hostname, 'testgw.gopay.cz']
const COMGATE_API = 'https://payments.comgate.cz/v1.0'

const CREDENTIALS: Record<'gopay' | 'comgate', [name: string, why: string][]> = {
  gopay: [
    ['GOPAY_CLIENT_ID', 'the client id GoPay issued to the shop'],
    ['GOPAY_CLIENT_SECRET', 'the client secret GoPay issued to the shop'],
    ['GOPAY_GOID', "the shop's GoID"],
  ],
  comgate: [
    ['COMGATE_MERCHANT', "the shop's ComGate merchant id"],
    ['COMGATE_SECRET', "the shop's ComGate secret"],
  ],
}

function isGatewayName(value: string): value is GatewayName {
  return (GATEWAY_NAMES as readonly string[]).includes(value)
}

function isGopayTestAddress(address: string): boolean {
  try {
    const host = new URL(address).hostname.toLowerCase()
    return GOPAY_TEST_HOSTS.includes(host) || host.endsWith('.sandbox.gopay.com')
  } catch {
    return false
  }
}

/**
 * COMGATE_TEST: `true` or `false`; unset, test payments outside production only. Anything else is
 * refused: a typo must not quietly decide whether money moves.
 */
function comgateTestFrom(env: NodeJS.ProcessEnv, production: boolean, problems: string[]) {
  const value = env.COMGATE_TEST?.trim()
  if (!value) return !production
  if (value !== 'true' && value !== 'false')
    problems.push(`COMGATE_TEST: true or false, not ${value}`)
  return value === 'true'
}

/**
 * What production refuses because no money would move: the sandbox, named by any of the settings
 * that choose a gateway (even one another setting overrides), ComGate's test payments and GoPay's
 * sandbox. A shop that wants to try payments runs the demo (SHOP_MODE=demo) on its own machine.
 */
function noMoneyProblems(env: NodeJS.ProcessEnv, comgateTest: boolean): string[] {
  const problems: string[] = []
  for (const name of ['PAYMENT_GATEWAY', 'PAYMENT_GATEWAY_CARD', 'PAYMENT_GATEWAY_GOPAY'])
    if (env[name] === 'sandbox')
      problems.push(
        `${name}: sandbox marks orders paid without any money; production takes gopay, comgate or none`,
      )
  if (comgateTest)
    problems.push(
      'COMGATE_TEST: true makes test payments that move no money; production needs false',
    )
  if (env.GOPAY_API_URL && isGopayTestAddress(env.GOPAY_API_URL))
    problems.push(
      `GOPAY_API_URL: ${env.GOPAY_API_URL} is GoPay's sandbox, which moves no money; production uses ${GOPAY_API}`,
    )
  return problems
}

/**
 * PAYMENT_GATEWAY picks the gateway for both methods (sandbox by default in demo mode, none in
 * production); PAYMENT_GATEWAY_CARD and PAYMENT_GATEWAY_GOPAY override it per method, e.g. ComGate
 * for cards and GoPay for the GoPay wallet. ComGate has no GoPay wallet: PAYMENT_GATEWAY=comgate
 * offers cards only.
 */
function chosenGateways(env: NodeJS.ProcessEnv, production: boolean, problems: string[]) {
  const both = env.PAYMENT_GATEWAY || (production ? 'none' : 'sandbox')
  const choose = (name: string, wanted: string): GatewayName | null => {
    if (wanted === 'none') return null
    if (isGatewayName(wanted)) return wanted
    problems.push(`${name}: ${GATEWAY_NAMES.join(', ')} or none, not ${wanted}`)
    return null
  }
  const common = choose('PAYMENT_GATEWAY', both)
  const card = env.PAYMENT_GATEWAY_CARD
    ? choose('PAYMENT_GATEWAY_CARD', env.PAYMENT_GATEWAY_CARD)
    : common
  const gopay = env.PAYMENT_GATEWAY_GOPAY
    ? choose('PAYMENT_GATEWAY_GOPAY', env.PAYMENT_GATEWAY_GOPAY)
    : common === 'comgate'
      ? null
      : common
  if (gopay === 'comgate')
    problems.push('PAYMENT_GATEWAY_GOPAY: ComGate does not take GoPay wallet payments; use gopay')
  return { card, gopay: gopay === 'comgate' ? null : gopay }
}

/**
 * The gateways' settings and what is wrong with them: a chosen gateway without its credentials
 * cannot take a single payment, in either mode; production also needs https:// gateway addresses
 * and refuses every back-end that moves no money.
 */
export function gatewaySettingsFrom(
  env: NodeJS.ProcessEnv,
  production: boolean,
): { settings: GatewaySettings; problems: string[] } {
  const problems: string[] = []
  const gateways = chosenGateways(env, production, problems)
  const used = new Set(Object.values(gateways))
  for (const gateway of ['gopay', 'comgate'] as const)
    if (used.has(gateway))
      for (const [name, why] of CREDENTIALS[gateway])
        if (!env[name]?.trim()) problems.push(`${name}: ${why} (${gateway} takes payments)`)
  const comgateTest = comgateTestFrom(env, production, problems)
  if (production) problems.push(...noMoneyProblems(env, comgateTest))
  const gopayApi = (env.GOPAY_API_URL || (production ? GOPAY_API : GOPAY_SANDBOX_API)).replace(
    /\/$/,
    '',
  )
  const comgateApi = (env.COMGATE_API_URL || COMGATE_API).replace(/\/$/, '')
  if (production)
    for (const [name, address] of [
      ['GOPAY_API_URL', used.has('gopay') ? gopayApi : null],
      ['COMGATE_API_URL', used.has('comgate') ? comgateApi : null],
    ] as const)
      if (address && !address.startsWith('https://'))
        problems.push(`${name}: ${address} is not an https:// address`)

  return {
    settings: {
      gateways,
      // Configured although no method uses it now: its payments are still settled and refunded.
      gopay:
        used.has('gopay') || env.GOPAY_CLIENT_ID
          ? {
              apiUrl: gopayApi,
              clientId: env.GOPAY_CLIENT_ID ?? '',
              clientSecret: env.GOPAY_CLIENT_SECRET ?? '',
              goid: env.GOPAY_GOID ?? '',
            }
          : null,
      comgate:
        used.has('comgate') || env.COMGATE_MERCHANT
          ? {
              apiUrl: comgateApi,
              merchant: env.COMGATE_MERCHANT ?? '',
              secret: env.COMGATE_SECRET ?? '',
              // ComGate's test payments move no money: on by default outside production.
              test: comgateTest,
            }
          : null,
      gatewayTimeout: Number(env.PAYMENT_GATEWAY_TIMEOUT_MS) || 10_000,
    },
    problems,
  }
}
