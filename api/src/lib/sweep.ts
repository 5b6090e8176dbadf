import type { FastifyInstance } from 'fastify'

export const HOURLY = 60 * 60 * 1000

/**
 * Runs `task` every `ms` while the app lives: a database tidy-up (expired sessions, counters, old
 * mails and events, untouched baskets, spent links) done now and then rather than on every
 * request. A failure is logged and the next round tries again; the timer never keeps the process
 * alive and stops when the app closes.
 */
export function sweepEvery(
  app: FastifyInstance,
  ms: number,
  what: string,
  task: () => Promise<unknown>,
): void {
  const timer = setInterval(() => {
    task().catch((error: unknown) => app.log.warn({ err: error }, `${what} sweep failed`))
  }, ms)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
