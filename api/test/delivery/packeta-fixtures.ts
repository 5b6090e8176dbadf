import { after } from 'node:test'
import type { FastifyInstance } from 'fastify'
import {
  PACKETA_CREDENTIALS,
  startPacketa,
  type PacketaFeedPoint,
} from '../../../e2e/fixtures/packeta.mjs'
import { DEMO_OWNER_TOKEN, loadConfig } from '../../src/config.js'
import type { Config } from '../../src/config.js'
import { DEMO_ENV } from '../helper.js'

/**
 * The Packeta stand-in for one test file, closed after it, and the shop's settings pointing at it
 * with short timeouts: a slow Packeta takes a test a fraction of a second.
 */
export async function packetaStandIn(points?: {
  branch?: PacketaFeedPoint[]
  box?: PacketaFeedPoint[]
}) {
  const standIn = await startPacketa({ points })
  after(() => standIn.close())
  const settings: Partial<Config> = {
    packeta: {
      ...loadConfig(DEMO_ENV).packeta,
      ...PACKETA_CREDENTIALS,
      pointsUrl: standIn.pointsUrl,
      apiUrl: standIn.apiUrl,
      timeout: 300,
      feedTimeout: 300,
    },
  }
  return { standIn, settings }
}

/** One call of the owner's API (`/v1/owner…`) as the owner's tool makes it, in English. */
export async function ownerCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) {
  const response = await app.inject({
    method,
    url: `/v1/owner${url}`,
    headers: { authorization: `Bearer ${DEMO_OWNER_TOKEN}`, 'accept-language': 'en' },
    ...(body ? { payload: body } : {}),
  })
  return { status: response.statusCode, json: response.json() }
}
