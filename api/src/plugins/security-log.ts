import fp from 'fastify-plugin'
import {
  currentRequest,
  purgeSecurityEvents,
  recordSecurityEvent,
  type SecurityEventType,
} from '../security/events.js'
import { HOURLY, sweepEvery } from '../lib/sweep.js'

/** Refusals answered by a status, whichever route or plugin refused. */
const REFUSALS: Partial<Record<number, SecurityEventType>> = {
  419: 'csrf.rejected',
  429: 'rate_limited',
}

/** A flood of refusals from one address is one event a minute per route, not a row per request. */
const QUIET_FOR = 60_000
const REMEMBERED = 10_000

/**
 * Records CSRF refusals and rate limits as security events, from the answer's status, so that the
 * session's check and every rate limit are covered without each knowing about the log; and sweeps
 * events older than the retention every hour.
 */
export default fp<{ retentionDays: number }>(
  async (app, { retentionDays }) => {
    const lastRecorded = new Map<string, number>()

    // Everything that answers the request, hooks and handler, runs inside this.
    app.addHook('onRequest', (request, _reply, done) => currentRequest.run(request, done))

    // onSend rather than onResponse: the event is written before the refusal leaves.
    app.addHook('onSend', async (request, reply, payload) => {
      const type = REFUSALS[reply.statusCode]
      if (!type) return payload
      const route = request.routeOptions.url ?? 'unknown'
      const key = `${type} ${request.ip} ${request.method} ${route}`
      const now = Date.now()
      if (now - (lastRecorded.get(key) ?? 0) < QUIET_FOR) return payload
      if (lastRecorded.size >= REMEMBERED) lastRecorded.clear()
      lastRecorded.set(key, now)
      await recordSecurityEvent(app, type, { detail: { method: request.method, route } }, request)
      return payload
    })

    sweepEvery(app, HOURLY, 'security event', () => purgeSecurityEvents(app.db, retentionDays))
  },
  { name: 'security-log', dependencies: ['database'] },
)
