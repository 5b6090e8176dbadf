import fp from 'fastify-plugin'
import { HOURLY, sweepEvery } from '../lib/sweep.js'
import { sweepSpentLinks, sweepUntouchedBaskets } from '../security/retention.js'

/**
 * Every hour, on every API process (the deletes are safe to run side by side): baskets untouched
 * for `basketDays` (anonymous ones go, a shopper's lose the details typed in) and reset and
 * verification links spent for a day. Mails, security events, sessions and rate-limit counters are
 * swept by their own plugins.
 */
export default fp<{ basketDays: number }>(
  async (app, { basketDays }) => {
    sweepEvery(app, HOURLY, 'basket', () => sweepUntouchedBaskets(app.db, basketDays))
    sweepEvery(app, HOURLY, 'spent link', () => sweepSpentLinks(app.db))
  },
  { name: 'retention', dependencies: ['database'] },
)
