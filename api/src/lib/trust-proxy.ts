import type { Config } from '../config.js'

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. Fastify 5 ignores a bare hop count (it cannot
 * tell the proxy from a client that connects directly), so a count becomes "trust the nearest n
 * peers": right only when nothing reaches the API except through those proxies. Addresses and
 * ranges are checked against the peer, and are the safer choice.
 */
export function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting
  return setting
}
