import fp from 'fastify-plugin'
import {
  currentRequest,
  purgeSecurityEvents,
  recordSecurityEvent,
  recordThrottledHours,
  type SecurityEventType,
} from '../security/events.js'
import { CLOSE_EVERY } from '../security/event-budget.js'
import { HOURLY, sweepEvery } from '../lib/sweep.js'

/** Refusals answered by a status, whichever route or plugin refused. */
const REFUSALS: Partial<Record<number, SecurityEventType>> = {
  419: 'csrf.rejected',
  429: 'rate_limited',
}

/**
 * Records CSRF refusals and rate limits as security events, from the answer's status, so that the
 * session's check and every rate limit are covered without each knowing about the log (a flood from
 * one network is one event a minute per route, within the network's hourly budget); sweeps events
 * older than the retention every hour, and writes the total of each throttled hour once it is over.
 */
export default fp<{ retentionDays: number }>(
  async (app, { retentionDays }) => {
    // Everything that answers the request, hooks and handler, runs inside this.
    app.addHook('onRequest', (request, _reply, done) => currentRequest.run(request, done))

    // onSend rather than onResponse: the event is written before the refusal leaves.
    app.addHook('onSend', async (request, reply, payload) => {
      const type = REFUSALS[reply.statusCode]
      if (!type) return payload
      const route = request.routeOptions.url ?? 'unknown'
      await recordSecurityEvent(
        app,
        type,
        { detail: { method: request.method, route }, repeat: `${request.method} ${route}` },
        request,
      )
      return payload
    })

    sweepEvery(app, HOURLY, 'security event', () => purgeSecurityEvents(app.db, retentionDays))
    sweepEvery(app, CLOSE_EVERY, 'throttled security log', () => recordThrottledHours(app))
  },
  { name: 'security-log', dependencies: ['database'] },
)
