import { normalizeIP } from '@fastify/rate-limit'

/**
 * The address that limits and the security log count: one IPv6 subscriber gets a whole /64, so the
 * /64 is one address; IPv4-mapped IPv6 is IPv4.
 */
export const subscriberAddress = (ip: string): string => normalizeIP(ip, 64)
